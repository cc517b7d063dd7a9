/**
 * `npm run bench`: builds the site and prints the figures of the budgets — route count, build
 * time, first-load JS and CSS of the home page and a doc page, the largest page chunk and the
 * route manifest, the search figures (search-figures.ts, search-speed.ts) and the dev server's
 * (dev-figures.ts). `--pages N` builds a temporary copy with N extra generated pages instead (half
 * English, half their Chinese translations), to show that build time grows linearly, the entry
 * stays flat and memory stays bounded as pages are added.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootOfHtml, build, compileSummary, htmlFileOf, sourceHashOf } from '../src/index.ts';
import { searchFigures } from './search-figures.ts';
import { searchSpeedRows } from './search-speed.ts';
import { devFigures } from './dev-figures.ts';

const root = join(import.meta.dirname, '..');
const pagesArg = process.argv.indexOf('--pages');
const extra = pagesArg > 0 ? Number(process.argv[pagesArg + 1]) : 0;
if (!Number.isInteger(extra) || extra < 0 || extra % 2) throw new Error('--pages takes an even number of pages (half in each language)');

function makeCopy(pages: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  for (const item of ['docs', 'site.config.ts', 'package.json', 'tsconfig.json', 'tsconfig.node.json', 'tsconfig.browser.json'])
    cpSync(join(root, item), join(dir, item), { recursive: true });
  // The code is linked, not copied: the engine that builds is this checkout's, and the site's modules must
  // import the same theme modules it does (a copy would be a second router context).
  for (const item of ['src', 'site', 'node_modules']) symlinkSync(join(root, item), join(dir, item));
  const texts: Record<'en' | 'zh', (i: number) => string> = {
    en: (i: number) =>
      `---\ndescription: Generated page ${i}\n---\n\n# Generated page ${i}\n\nA page generated for the benchmark, with some prose and a code block.\n\n## Section\n\n\`\`\`ts\nexport const value = ${i};\n\`\`\`\n`,
    // Up to date with its English page, as a reviewed translation is.
    zh: (i: number) =>
      `---\ndescription: 生成的第 ${i} 页\nsourceHash: '${sourceHashOf(texts.en(i))}'\n---\n\n# 生成的第 ${i} 页\n\n为基准测试生成的页面，包含一段正文和一个代码块。\n\n## 小节\n\n\`\`\`ts\nexport const value = ${i};\n\`\`\`\n`,
  };
  for (const [lang, text] of Object.entries(texts)) {
    mkdirSync(join(dir, `docs/${lang}/bench`), { recursive: true });
    for (let i = 0; i < pages / 2; i++) writeFileSync(join(dir, `docs/${lang}/bench/page-${i}.mdx`), text(i));
  }
  return dir;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

/** The JS files a page's first load fetches: the app's entry and what it preloads (SiteBoot). */
function scriptsOf(html: string): string[] {
  const boot = bootOfHtml(html)!;
  return [boot.app, ...boot.preload];
}

function firstLoad(dist: string, route: string) {
  const html = readFileSync(join(dist, htmlFileOf(route)), 'utf8');
  const js = scriptsOf(html);
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const size = (files: string[]) =>
    files.reduce(
      (acc, f) => {
        const buf = readFileSync(join(dist, f));
        return { raw: acc.raw + buf.length, gzip: acc.gzip + gz(buf) };
      },
      { raw: 0, gzip: 0 },
    );
  return { js: size([...new Set(js)]), css: size([...new Set(css)]), html: gz(Buffer.from(html)) };
}

/** First-load JS (gzip) of every page: median, 95th percentile, largest, and how many exceed the budget. */
function pagesFirstLoad(dist: string, routes: string[]) {
  const cache = new Map<string, number>();
  const gzipOf = (f: string) => {
    if (!cache.has(f)) cache.set(f, gz(readFileSync(join(dist, f))));
    return cache.get(f)!;
  };
  const totals = routes
    .map((route) => {
      const html = readFileSync(join(dist, htmlFileOf(route)), 'utf8');
      const files = new Set(scriptsOf(html));
      return { route, gzip: [...files].reduce((sum, f) => sum + gzipOf(f), 0) };
    })
    .sort((a, b) => a.gzip - b.gzip);
  const at = (q: number) => totals[Math.min(totals.length - 1, Math.floor(q * totals.length))];
  return { median: at(0.5), p95: at(0.95), max: totals[totals.length - 1], over: totals.filter((t) => t.gzip > PAGE_JS_BUDGET).length, count: totals.length };
}

const PAGE_JS_BUDGET = 90 * 1024;

const dir = extra ? makeCopy(extra) : root;
const outDir = join(dir, extra ? 'dist' : 'dist');
try {
  // A cold build: the budget figure is the time of a build with nothing compiled before (the
  // compile cache's warm builds are measured on their own, see README "Rebuilding after an edit").
  const result = await build(dir, { outDir, cache: false });
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets);
  const manifestFile = files.find((f) => /^routes\..+\.json$/.test(f))!;
  const manifest = readFileSync(join(assets, manifestFile));
  // Page chunks (what an in-app navigation loads) and head chunks (what a doc page's first load loads) share a folder.
  const chunkSizes = (chunks: Iterable<{ file: string }>) =>
    [...chunks].map(({ file }) => ({ f: file.replace(/^assets\//, ''), gzip: gz(readFileSync(join(outDir, file))) })).sort((a, b) => b.gzip - a.gzip);
  const pageChunks = chunkSizes(result.client.pages.values());
  const headChunks = chunkSizes(result.client.heads.values());
  const medianOf = (chunks: { gzip: number }[]) => chunks[Math.floor(chunks.length / 2)]?.gzip ?? 0;
  const appEntry = readFileSync(join(outDir, result.client.app.file));
  const home = firstLoad(outDir, '/');
  const doc = firstLoad(outDir, '/config/output/target');
  // Every prerendered page, the 404 page included (htmlFileOf('/404') is 404.html).
  const all = pagesFirstLoad(outDir, [...result.model.pages.map((p) => p.routePath), '/404']);
  const rows: [string, string][] = [
    ['routes', String(result.routeCount) + (extra ? ` (incl. ${extra} generated)` : '')],
    // Pages read from .cache/site-compile/ would say so (none: the build above reads no cache).
    ['build wall time', `${(result.ms / 1000).toFixed(1)} s (${compileSummary(result.model.compiler.stats)})`],
    ['build phases', String(result.phases).replace(/^phases: /, '')],
    ['app entry chunk (shared by every page)', `${kb(appEntry.length)} raw / ${kb(gz(appEntry))} gzip`],
    ['home first-load JS', `${kb(home.js.raw)} raw / ${kb(home.js.gzip)} gzip`],
    ['doc page first-load JS (/config/output/target)', `${kb(doc.js.raw)} raw / ${kb(doc.js.gzip)} gzip`],
    [
      'first-load JS of every page',
      `median ${kb(all.median.gzip)}, p95 ${kb(all.p95.gzip)}, largest ${kb(all.max.gzip)} (${all.max.route}); ${all.over} of ${all.count} over ${kb(PAGE_JS_BUDGET)}`,
    ],
    ['doc page CSS', `${kb(doc.css.raw)} raw / ${kb(doc.css.gzip)} gzip`],
    ['doc page HTML', `${kb(doc.html)} gzip`],
    ['largest page chunk', `${pageChunks[0]?.f} ${kb(pageChunks[0]?.gzip ?? 0)} gzip`],
    ['median page chunk', `${kb(medianOf(pageChunks))} gzip`],
    ['head chunks (doc pages, first load)', `${headChunks.length}, median ${kb(medianOf(headChunks))}, largest ${kb(headChunks[0]?.gzip ?? 0)} gzip`],
    ['route manifest', `${kb(manifest.length)} raw / ${kb(gz(manifest))} gzip`],
    ...(await searchFigures(outDir)),
    ...(await searchSpeedRows(outDir)),
    ...(await devFigures(dir)),
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
} finally {
  if (extra) rmSync(dir, { recursive: true, force: true });
}
