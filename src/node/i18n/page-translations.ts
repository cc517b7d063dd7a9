/**
 * Links the pages of the language folders at scan time, within each version: each page learns
 * the route of the same page in the other languages (for the language switcher), and each
 * translation whether it is still current with its source in the default language
 * (`sourceHash`). Each page also learns the same page in the other versions.
 */
import type { Lang } from '../../shared/types.ts';
import type { PageRecord } from '../content/scan.ts';
import { sourceHashOf } from './translation-status.ts';

/** The key a page shares with its translations: its version and its path in its language folder. */
const treeKey = (page: PageRecord) => `${page.version}/${page.treePath}`;

export function linkTranslations(pages: PageRecord[], sourceLang: Lang): void {
  const byPath = new Map<string, Map<Lang, PageRecord>>();
  for (const page of pages) {
    const key = treeKey(page);
    if (!byPath.has(key)) byPath.set(key, new Map());
    byPath.get(key)!.set(page.lang, page);
  }
  const byVersion = new Map<string, PageRecord[]>();
  for (const page of pages) {
    const key = `${page.lang}/${page.treePath}`;
    byVersion.set(key, [...(byVersion.get(key) ?? []), page]);
  }
  for (const page of pages) {
    const others = byVersion.get(`${page.lang}/${page.treePath}`)!.filter((p) => p !== page);
    if (others.length) page.versions = Object.fromEntries(others.map((p) => [p.version, p.routePath]));
    const siblings = byPath.get(treeKey(page))!;
    page.alternates = {};
    for (const [lang, other] of siblings) if (lang !== page.lang) page.alternates[lang] = other.routePath;
    const source = siblings.get(sourceLang);
    if (page.lang !== sourceLang && source) {
      page.translation = { outdated: page.compiled.frontmatter.sourceHash !== sourceHashOf(source.source), source: source.routePath };
    }
  }
}
