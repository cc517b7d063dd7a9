/**
 * Translation status of the mirrored content trees: a Chinese page records in its
 * frontmatter (`sourceHash`) the hash of the English file it translates, so a later change
 * of the English file marks the translation outdated. Pure functions; the scripts and the
 * scan read the files.
 */
import { createHash } from 'node:crypto';
import type { Lang } from '../../shared/types.ts';
import { pageLines } from './page-lines.ts';

/** The language every other language translates from. */
export const SOURCE_LANG: Lang = 'en';

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
  /** Path inside the language tree, e.g. `guide/start/index.mdx`. */
  path: string;
  lang: Lang;
  source: string;
}

export interface TranslationReport {
  /** `zh/guide/x.mdx` for every English page without a translation (and the reverse: pages with no source). */
  missing: string[];
  /** Translations whose recorded hash differs from the source's. */
  outdated: string[];
  /** Pairs whose H2 section counts differ. */
  structure: string[];
}

export function translationReport(files: PageFile[], langs: Lang[]): TranslationReport {
  const report: TranslationReport = { missing: [], outdated: [], structure: [] };
  const byLang = new Map(langs.map((lang) => [lang, new Map(files.filter((f) => f.lang === lang).map((f) => [f.path, f]))]));
  const sources = byLang.get(SOURCE_LANG) ?? new Map<string, PageFile>();
  for (const lang of langs.filter((l) => l !== SOURCE_LANG)) {
    const translations = byLang.get(lang)!;
    for (const [path, source] of sources) {
      const translation = translations.get(path);
      if (!translation) {
        report.missing.push(`${lang}/${path}`);
        continue;
      }
      if (recordedSourceHash(translation.source) !== sourceHashOf(source.source)) report.outdated.push(`${lang}/${path}`);
      const [a, b] = [h2Count(source.source), h2Count(translation.source)];
      if (a !== b) report.structure.push(`${lang}/${path}: ${b} H2 sections, ${SOURCE_LANG}/${path} has ${a}`);
    }
    for (const path of translations.keys()) if (!sources.has(path)) report.missing.push(`${SOURCE_LANG}/${path}`);
  }
  for (const list of Object.values(report)) list.sort();
  return report;
}
