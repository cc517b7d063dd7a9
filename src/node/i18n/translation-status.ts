/**
 * Translation status of the mirrored language folders: a translated page records in its
 * frontmatter (`sourceHash`) the hash of the source file (the page in the site's default
 * language, of the same version) it translates, so a later change of the source marks the
 * translation outdated. Pure functions; the scripts and the
 * scan read the files.
 */
import { createHash } from 'node:crypto';
import { contentFolderOf, type SiteLayout } from '../../shared/site-layout.ts';
import type { Lang } from '../../shared/types.ts';
import { pageLines } from './page-lines.ts';

/** Short content hash of a source file; line endings do not count. */
export function sourceHashOf(source: string): string {
  return createHash('sha256').update(source.replace(/\r\n/g, '\n')).digest('hex').slice(0, 10);
}

/** The `sourceHash` a page's frontmatter records, if any. */
export function recordedSourceHash(source: string): string | undefined {
  const { frontmatter } = pageLines(source);
  return /^sourceHash:\s*['"]?([0-9a-f]+)['"]?\s*$/m.exec(frontmatter)?.[1];
}

/** The page text with `sourceHash: <hash>` set in its frontmatter (added, replaced, or a new frontmatter). */
export function withSourceHash(source: string, hash: string): string {
  // Quoted: a hash of digits only (or `1e5…`) would be read as a number by YAML.
  const line = `sourceHash: '${hash}'`;
  const lines = source.split('\n');
  const end = lines[0]?.trim() === '---' ? lines.indexOf('---', 1) : -1;
  if (end < 0) return `---\n${line}\n---\n\n${source}`;
  const at = lines.slice(1, end).findIndex((l) => /^sourceHash:/.test(l));
  if (at >= 0) lines[at + 1] = line;
  else lines.splice(end, 0, line);
  return lines.join('\n');
}

/** Number of H2 sections (outside code fences). */
export function h2Count(source: string): number {
  return pageLines(source).prose.filter((p) => /^## \S/.test(p.text)).length;
}

export interface PageFile {
  /** Path inside the language folder, e.g. `guide/start/index.mdx`. */
  path: string;
  /** Path inside docs/: `zh/guide/start/index.mdx`, `0.x/zh/guide/a.mdx`. */
  file: string;
  lang: Lang;
  /** '' for the default version. */
  version: string;
  source: string;
}

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
  const byKey = new Map(files.map((f) => [key(f.version, f.lang, f.path), f]));
  const fileIn = (lang: Lang, f: PageFile) => `${contentFolderOf(lang, f.version, layout)}/${f.path}`;
  for (const source of files.filter((f) => f.lang === sourceLang)) {
    for (const lang of layout.langs.filter((l) => l !== sourceLang)) {
      const translation = byKey.get(key(source.version, lang, source.path));
      if (!translation) {
        report.missing.push(fileIn(lang, source));
        continue;
      }
      if (recordedSourceHash(translation.source) !== sourceHashOf(source.source)) report.outdated.push(translation.file);
      const [a, b] = [h2Count(source.source), h2Count(translation.source)];
      if (a !== b) report.structure.push(`${translation.file}: ${b} H2 sections, ${source.file} has ${a}`);
    }
  }
  for (const f of files) if (f.lang !== sourceLang && !byKey.has(key(f.version, sourceLang, f.path))) report.missing.push(fileIn(sourceLang, f));
  for (const list of Object.values(report)) list.sort();
  return report;
}
