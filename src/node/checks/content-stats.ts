/**
 * `npm run stats:content`: pages per language and the median prose words of English pages
 * per section, counted with the content lint's rules (content-lint.ts) by the page compile.
 *
 * `npm run stats:content -- --pages [pattern]` lists the prose words of each page instead, English
 * and Chinese side by side, for the pages a glob or route prefix selects (page-pattern.ts), or all.
 */
import { parseArgs } from 'node:util';
import { loadPageData, sitePaths } from '../site-model.ts';
import { pagePath, selectsPage } from './page-pattern.ts';

const pages = await loadPageData(sitePaths(process.cwd()));
const proseWords = new Map(pages.map((page) => [page.relativePath, page.compiled.proseWords]));
const files = [...proseWords.keys()].sort();
const wordsOf = (file: string) => proseWords.get(file)!;

const { values, positionals } = parseArgs({ options: { pages: { type: 'boolean' } }, allowPositionals: true });

if (values.pages) {
  const pattern = positionals[0];
  const paths = [...new Set(files.map(pagePath))].filter((p) => selectsPage(pattern, p)).sort();
  const count = (lang: string, path: string) => {
    const file = files.find((f) => f.startsWith(`${lang}/`) && pagePath(f) === path);
    return file ? wordsOf(file) : undefined;
  };
  const rows = paths.map((path) => ({ path, en: count('en', path), zh: count('zh', path) }));
  const width = Math.max(4, ...rows.map((r) => r.path.length));
  const cell = (n: number | undefined) => (n === undefined ? '-' : String(n)).padStart(6);
  console.log(`${'page'.padEnd(width)}  ${'en'.padStart(6)}  ${'zh'.padStart(6)}  zh/en`);
  for (const { path, en, zh } of rows) {
    const ratio = en && zh !== undefined ? (zh / en).toFixed(2) : '-';
    console.log(`${path.padEnd(width)}  ${cell(en)}  ${cell(zh)}  ${ratio.padStart(5)}`);
  }
  const sum = (lang: 'en' | 'zh') => rows.reduce((total, r) => total + (r[lang] ?? 0), 0);
  console.log(`${`${rows.length} page(s)`.padEnd(width)}  ${cell(sum('en'))}  ${cell(sum('zh'))}`);
} else {
  for (const lang of ['en', 'zh']) console.log(`${lang}: ${files.filter((f) => f.startsWith(`${lang}/`)).length} pages`);
  const sections = new Map<string, number[]>();
  for (const file of files.filter((f) => f.startsWith('en/'))) {
    const section = file.split('/').length > 2 ? file.split('/')[1] : '(root)';
    sections.set(section, [...(sections.get(section) ?? []), wordsOf(file)]);
  }
  for (const [section, words] of [...sections].sort()) {
    const sorted = words.sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    const median = sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
    console.log(`en/${section}: ${sorted.length} pages, median ${median} words, min ${sorted[0]}`);
  }
}
