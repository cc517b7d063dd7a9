/**
 * `npm run stats:content`: pages per language and the median prose words of the default
 * language's pages per section, counted with the content lint's rules (content-lint.ts) by the
 * page compile. Pages of the default version only.
 *
 * `npm run stats:content -- --pages [pattern]` lists the prose words of each page instead, every
 * language side by side, for the pages a glob or route prefix selects (page-pattern.ts), or all.
 */
import { parseArgs } from 'node:util';
import { loadContentTree, loadPageRecords, sitePaths } from '../site-model.ts';
import { envSwitches } from '../env-switches.ts';
import { selectsPage } from './page-pattern.ts';

const { layout } = await loadContentTree(process.cwd());
const pages = (await loadPageRecords(sitePaths(process.cwd()), envSwitches())).filter((p) => !p.version);
/** `guide/start/index.mdx` -> `guide/start/index`: the name a page has in every language. */
const pathOf = (treePath: string) => treePath.replace(/\.mdx?$/, '');
const words = new Map(pages.map((p) => [`${p.lang}/${pathOf(p.treePath)}`, p.compiled.proseWords]));
const [source, ...others] = [layout.defaultLang, ...layout.langs.filter((l) => l !== layout.defaultLang)];

const { values, positionals } = parseArgs({ options: { pages: { type: 'boolean' } }, allowPositionals: true });

if (values.pages) {
  const paths = [...new Set(pages.map((p) => pathOf(p.treePath)))].filter((p) => selectsPage(positionals[0], p)).sort();
  const langs = [source, ...others];
  const width = Math.max(4, ...paths.map((p) => p.length));
  const cell = (n: number | undefined) => (n === undefined ? '-' : String(n)).padStart(6);
  const ratio = (n: number | undefined, of: number | undefined) => (of && n !== undefined ? (n / of).toFixed(2) : '-').padStart(6);
  console.log([`${'page'.padEnd(width)}`, ...langs.map((l) => l.padStart(6)), ...others.map((l) => `${l}/${source}`.padStart(6))].join('  '));
  for (const path of paths) {
    const counts = langs.map((lang) => words.get(`${lang}/${path}`));
    console.log([path.padEnd(width), ...counts.map(cell), ...counts.slice(1).map((n) => ratio(n, counts[0]))].join('  '));
  }
  const sum = (lang: string) => paths.reduce((total, path) => total + (words.get(`${lang}/${path}`) ?? 0), 0);
  console.log([`${paths.length} page(s)`.padEnd(width), ...langs.map((l) => cell(sum(l)))].join('  '));
} else {
  for (const lang of layout.langs) console.log(`${lang}: ${pages.filter((p) => p.lang === lang).length} pages`);
  const sections = new Map<string, number[]>();
  for (const page of pages.filter((p) => p.lang === source)) {
    const parts = page.treePath.split('/');
    const section = parts.length > 1 ? parts[0] : '(root)';
    sections.set(section, [...(sections.get(section) ?? []), page.compiled.proseWords]);
  }
  for (const [section, list] of [...sections].sort()) {
    const sorted = list.sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    const median = sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
    console.log(`${source}/${section}: ${sorted.length} pages, median ${median} words, min ${sorted[0]}`);
  }
}
