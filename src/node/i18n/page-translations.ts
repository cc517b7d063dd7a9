/**
 * Links the pages of the two language trees at scan time: each page learns the route of
 * the same page in the other languages (for the language switcher), and each translation
 * whether it is still current with its English source (`sourceHash`).
 */
import type { Lang } from '../../shared/types.ts';
import type { PageRecord } from '../content/scan.ts';
import { SOURCE_LANG, sourceHashOf } from './translation-status.ts';

/** `zh/guide/x.mdx` -> `guide/x.mdx`: the key a page shares with its translations. */
function treePath(page: PageRecord): string {
  return page.relativePath.slice(page.lang.length + 1);
}

export function linkTranslations(pages: PageRecord[]): void {
  const byPath = new Map<string, Map<Lang, PageRecord>>();
  for (const page of pages) {
    const key = treePath(page);
    if (!byPath.has(key)) byPath.set(key, new Map());
    byPath.get(key)!.set(page.lang, page);
  }
  for (const page of pages) {
    const siblings = byPath.get(treePath(page))!;
    page.alternates = {};
    for (const [lang, other] of siblings) if (lang !== page.lang) page.alternates[lang] = other.routePath;
    const source = siblings.get(SOURCE_LANG);
    if (page.lang !== SOURCE_LANG && source) {
      page.translation = { outdated: page.compiled.frontmatter.sourceHash !== sourceHashOf(source.source), source: source.routePath };
    }
  }
}
