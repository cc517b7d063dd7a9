/**
 * Translation status of the mirrored language folders: a translated page records in its
 * frontmatter (`sourceHash`) the hash of the source file (the page in the site's default
 * language, of the same version) it translates, so a later change of the source marks the
 * translation outdated. Pure functions over compiled pages; the scripts and the scan read and
 * compile the files.
 */
import { createHash } from 'node:crypto';
import { contentFolderOf, type SiteLayout } from '../../shared/site-layout.ts';
import type { Lang } from '../../shared/types.ts';
import { editFrontmatter } from '../markdown/frontmatter.ts';
import type { CompiledPage } from '../markdown/compile-page.ts';
import type { PageText } from './read-trees.ts';

/** Short content hash of a source file; line endings do not count. */
export function sourceHashOf(source: string): string {
  return createHash('sha256').update(source.replace(/\r\n/g, '\n')).digest('hex').slice(0, 10);
}

/** The page text with `sourceHash: <hash>` set in its frontmatter (added, replaced, or a new frontmatter). */
export function withSourceHash(source: string, hash: string): string {
  // Quoted: a hash of digits only (or `1e5…`) would be read as a number by YAML.
  const entry = `sourceHash: '${hash}'`;
  const eol = source.includes('\r\n') ? '\r\n' : '\n';
  return editFrontmatter(source, (yaml) => {
    const lines = yaml ? yaml.split(/\r?\n/) : [];
    const at = lines.findIndex((l) => /^sourceHash:/.test(l));
    if (at >= 0) lines[at] = entry;
    else lines.push(entry);
    return lines.join(eol);
  });
}

/** Number of H2 sections, as the compile's table of contents has them. */
export function h2Count(page: Pick<CompiledPage, 'toc'>): number {
  return page.toc.filter((item) => item.depth === 2).length;
}

/** What the report reads of a page: its place, its text (hashed as a source) and its compile. */
export type PageFile = PageText & { compiled: Pick<CompiledPage, 'frontmatter' | 'toc'> };

export interface TranslationReport {
  /** `zh/guide/x.mdx` for every source page without a translation (and the reverse: pages with no source). */
  missing: string[];
  /** Translations whose recorded hash differs from the source's. */
  outdated: string[];
  /** Pairs whose H2 section counts differ. */
  structure: string[];
}

/** Compares every translation with its source: the page of the same version in the site's default language. */
export function translationReport(files: PageFile[], layout: SiteLayout): TranslationReport {
  const report: TranslationReport = { missing: [], outdated: [], structure: [] };
  const sourceLang = layout.defaultLang;
  const key = (version: string, lang: Lang, path: string) => `${version}\0${lang}\0${path}`;
  const byKey = new Map(files.map((f) => [key(f.version, f.lang, f.treePath), f]));
  const fileIn = (lang: Lang, f: PageFile) => `${contentFolderOf(lang, f.version, layout)}/${f.treePath}`;
  for (const source of files.filter((f) => f.lang === sourceLang)) {
    for (const lang of layout.langs.filter((l) => l !== sourceLang)) {
      const translation = byKey.get(key(source.version, lang, source.treePath));
      if (!translation) {
        report.missing.push(fileIn(lang, source));
        continue;
      }
      if (translation.compiled.frontmatter.sourceHash !== sourceHashOf(source.source)) report.outdated.push(translation.pagePath);
      const [a, b] = [h2Count(source.compiled), h2Count(translation.compiled)];
      if (a !== b) report.structure.push(`${translation.pagePath}: ${b} H2 sections, ${source.pagePath} has ${a}`);
    }
  }
  for (const f of files) if (f.lang !== sourceLang && !byKey.has(key(f.version, sourceLang, f.treePath))) report.missing.push(fileIn(sourceLang, f));
  for (const list of Object.values(report)) list.sort();
  return report;
}
