/**
 * `npm run build`: content -> site model -> client and server builds -> one HTML file per route,
 * 404.html, the pages' social cards (og/), redirect pages, the printable page of each sidebar group, the route manifest, the servers' rules (`_redirects`, `_headers`) and gzip
 * copies of the text files. Everything is written to a temporary folder
 * that replaces dist/ only when the whole build succeeded.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadSiteModel, sitePaths, stringsOf, type SiteModel } from '../site-model.ts';
import { pageDataOf } from '../page-data.ts';
import { buildClient, PAGE_CHUNK_DIR, type ClientBuild } from './client-build.ts';
import { buildRenderer, type ServerBuild } from './server-build.ts';
import { RenderCache, renderSummary, type RenderStats } from './render-cache.ts';
import { inlineScriptsOf, renderDocument, renderRedirectDocument } from './html-document.ts';
import { ALGOLIA_CONNECT, headersFile, hostRulesOf, redirectsFile } from '../serve/host-rules.ts';
import { precompress } from './precompress.ts';
import { emitMarkdown } from './emit-markdown.ts';
import { emitSiteData } from './emit-site-data.ts';
import { browserSiteOf } from '../../shared/browser-site.ts';
import { htmlFileOf } from '../../shared/routes.ts';
import { contentFolders, homePathOf, placeOfPath } from '../../shared/site-layout.ts';
import { literalPathOf } from '../../shared/redirects.ts';
import { profileOfLang } from '../../shared/locale-profile.ts';
import type { ManifestFile } from '../../shared/manifest-file.ts';
import { writeSiteExtras } from './site-extras.ts';
import { docBodyOf } from './print-book.ts';
import { emitPrintBooks } from './emit-print-books.ts';
import { offlineBuildId, offlineShell, writeServiceWorker } from './service-worker-build.ts';
import type { OfflineBuild } from '../../runtime/offline/offline-rules.ts';
import { emitSearchIndexes, type SearchData, type SearchIndexUrls } from '../search/emit-index.ts';
import { searchIndexKey, versionOfRoute } from '../../shared/search/index-key.ts';
import { onShutdown } from '../shutdown.ts';
import { BuildError } from '../content-error.ts';
import { PhaseTimes } from './phase-times.ts';
import { type CardStats, cardSummary, emitSocialCards } from './social-cards/social-cards.ts';
import { hasSocialCards } from '../../shared/social-card.ts';
import type { Progress } from './progress.ts';
import type { EnvSwitches } from '../env-switches.ts';

export interface BuildResult {
  model: SiteModel;
  client: ClientBuild;
  outDir: string;
  routeCount: number;
  ms: number;
  /** The time of each phase, one line (phase-times.ts). */
  phases: PhaseTimes;
  /** Pages rendered by this build and pages whose body the render cache kept. */
  prerendered: RenderStats;
  /** Social cards drawn by this build and cards copied from the cache (none when the site makes no cards). */
  cards: CardStats;
}

/** How a build runs; the CLI sets the switches from the environment (env-switches.ts). */
export interface BuildOptions extends Partial<EnvSwitches> {
  outDir?: string;
  /**
   * Reuse and keep compiled pages in `.cache/site-compile/`, prerendered bodies in `.cache/site-prerender/` and
   * social cards in `.cache/site-cards/` (default: yes).
   */
  cache?: boolean;
  /** Told each phase and page as the build goes (the CLI shows it; progress.ts). */
  progress?: Progress;
}

let buildCount = 0;

export async function build(root: string, options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const paths = sitePaths(root);
  const outDir = options.outDir ?? join(root, 'dist');
  const phases = new PhaseTimes(options.progress);
  const cache = options.cache ?? true;
  const model = await loadSiteModel(paths, { cache, threads: options.threads, phases });
  if (model.problems.length) {
    const message = `${model.problems.length} broken link(s) or sidebar entries:\n${model.problems.join('\n')}`;
    // `deadLinks` (SITE_DEAD_LINKS=warn) lets a maintainer build a work-in-progress tree without editing the config.
    const mode = options.deadLinks ?? model.config.markdown.deadLinks;
    if (mode === 'error') throw new BuildError(message);
    console.warn(message);
  }
  const tmp = `${outDir}.tmp-${process.pid}`;
  // Per process: builds of two checkouts may share one node_modules (worktrees, the bench's copy).
  // Per build too: Node keeps an imported module by its URL, so a second build of the same site in
  // this process would otherwise prerender with the first one's renderer.
  const ssrDir = join(root, `node_modules/.cache/site-ssr-${process.pid}-${++buildCount}`);
  // Vite's build sets NODE_ENV=production for the whole process: put it back, or a dev server
  // started later in the same process (tests, tools) would serve production code.
  const nodeEnv = process.env.NODE_ENV;
  const removeTemporary = () => {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(ssrDir, { recursive: true, force: true });
  };
  // Ctrl-C or SIGTERM in the middle of a build: no half-written folder is left beside dist/.
  const releaseShutdown = onShutdown(removeTemporary);
  try {
    const client = await phases.time('client', () => buildClient(model, tmp, { chunkReport: options.chunkReport }));
    const server = await phases.time('ssr', () => buildRenderer(model, ssrDir));
    const searchData = await phases.time('search', () => emitSearchIndexes(model, tmp));
    const search = searchData.heads;
    const bodies = new RenderCache(cache ? join(root, '.cache/site-prerender') : undefined);
    const printBodies = new Map<string, string>();
    const manifestUrl = writeRouteManifest(model, client, tmp);
    const offline = offlineBuildOf(model, client, manifestUrl, searchData);
    await phases.time(
      'prerender',
      () => prerender(model, client, server, bodies, manifestUrl, tmp, search, offline, printBodies, phases.progress),
      model.pages.length,
    );
    phases.note('prerender', renderSummary(bodies.stats));
    bodies.prune();
    const printed = await phases.time('print', () => emitPrintBooks(model, client, printBodies, tmp));
    phases.note('print', `${model.printBooks.length} pages, ${(printed / 2 ** 20).toFixed(1)} MB`);
    let cards: CardStats = { rendered: 0, fromCache: 0 };
    if (hasSocialCards(model.config)) {
      const cacheDir = cache ? join(root, '.cache/site-cards') : undefined;
      cards = await phases.time(
        'cards',
        () => emitSocialCards(model, tmp, { cacheDir, progress: phases.progress, threads: options.threads }),
        model.pages.length,
      );
      phases.note('cards', cardSummary(cards));
    }
    await phases.time('markdown', async () => emitMarkdown(model, tmp, await emitSiteData(model, tmp, search)));
    await phases.time('extras', () => {
      writeRedirectPages(model, tmp);
      writeSiteExtras(model, tmp);
      writeHostFiles(model, tmp);
    });
    await phases.time('offline', () => writeServiceWorker(tmp, offline));
    const compressed = await phases.time('gzip', () => precompress(tmp));
    phases.note('gzip', `${compressed.files} files`);
    rmSync(outDir, { recursive: true, force: true });
    renameSync(tmp, outDir);
    return { model, client, outDir, routeCount: model.routes.length, ms: performance.now() - started, phases, prerendered: bodies.stats, cards };
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    releaseShutdown();
    rmSync(ssrDir, { recursive: true, force: true });
  }
}

function writeFile(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** The compact route -> chunk table the browser fetches after hydration, named by its content hash. */
function writeRouteManifest(model: SiteModel, client: ClientBuild, outDir: string): string {
  // A column per language and version: its home without the trailing slash ('' for the defaults).
  const places = contentFolders(model.layout);
  const prefixes = places.map(({ lang, version }) => homePathOf(lang, version, model.layout).slice(0, -1));
  const rows = new Map<string, string[]>();
  for (const page of model.pages) {
    const column = places.findIndex((p) => p.lang === page.lang && p.version === page.version);
    const bare = placeOfPath(page.routePath, model.layout).path;
    const row = rows.get(bare) ?? prefixes.map(() => '');
    row[column] = /\/p\/([^/]+)\.js$/.exec(client.pages.get(page.routePath)!.file)![1];
    rows.set(bare, row);
  }
  const manifest: ManifestFile = {
    base: `/${PAGE_CHUNK_DIR}/`,
    prefixes,
    rows: [...rows].map(([path, hashes]) => [path, ...hashes]),
    redirects: model.config.redirects,
  };
  const text = JSON.stringify(manifest);
  const name = `assets/routes.${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.json`;
  writeFile(join(outDir, name), text);
  return `/${name}`;
}

/** What the service worker of this build keeps, when the site keeps pages offline (service-worker-build.ts). */
function offlineBuildOf(model: SiteModel, client: ClientBuild, manifest: string, { files: search }: SearchData): OfflineBuild | undefined {
  if (model.config.offline === false || !client.offline) return undefined;
  const shell = offlineShell(client.files, manifest);
  const build = offlineBuildId({ shell, manifest, search, inlineScripts: inlineScriptsOf(browserSiteOf(model.config)) });
  return { build, shell, search, manifest };
}

/** One HTML file per route and 404.html; a page's body comes from the render cache when its inputs are unchanged. */
async function prerender(
  model: SiteModel,
  client: ClientBuild,
  server: ServerBuild,
  cache: RenderCache,
  manifestUrl: string,
  outDir: string,
  search: SearchIndexUrls,
  offline: OfflineBuild | undefined,
  /** Filled with the content of each page a printable page holds (print-book.ts), by route. */
  printBodies: Map<string, string>,
  progress: Progress,
) {
  const site = browserSiteOf(model.config);
  const offlineOf = (lang: string, routePath: string) => {
    if (!offline || !client.offline) return undefined;
    const key = searchIndexKey(lang, versionOfRoute(routePath, model.layout));
    return { module: `/${client.offline.file}`, build: offline.build, ...(search[key] ? { search: key } : {}) };
  };
  const { renderer } = server;
  const inBooks = new Set(model.printBooks.flatMap((book) => book.pages));
  for (const page of model.pages) {
    // The same page data the page module exports: a page whose body is kept is not loaded at all.
    const data = pageDataOf(model, page);
    const renderPage = async () => renderer.renderPage(await renderer.loadRoute(page.routePath));
    const body = await cache.body(server.renderKeyOf(page), renderPage);
    const document = renderDocument({
      site,
      page: data,
      body,
      app: client.app,
      pageChunk: client.pages.get(page.routePath),
      headChunk: client.heads.get(page.routePath),
      manifestUrl,
      searchIndexes: search,
      offline: offlineOf(page.lang, page.routePath),
    });
    writeFile(join(outDir, htmlFileOf(page.routePath)), document);
    if (inBooks.has(page.routePath)) {
      const content = docBodyOf(body);
      if (content !== undefined) printBodies.set(page.routePath, content);
    }
    progress.step();
  }
  const notFound = await renderer.loadNotFound(model.config.lang);
  writeFile(
    join(outDir, '404.html'),
    renderDocument({
      site,
      page: notFound.page,
      body: renderer.renderPage(notFound),
      app: client.app,
      manifestUrl,
      searchIndexes: search,
      offline: offlineOf(model.config.lang, '/'),
    }),
  );
}

/** `_redirects` and `_headers`: the rules a server applies to the site (host-rules.ts). */
function writeHostFiles(model: SiteModel, outDir: string) {
  const search = model.config.themeConfig.search;
  const rules = hostRulesOf({
    redirects: model.config.redirects,
    inlineScripts: inlineScriptsOf(browserSiteOf(model.config)),
    connect: search.provider === 'algolia' ? ALGOLIA_CONNECT : [],
  });
  writeFile(join(outDir, '_redirects'), redirectsFile(rules));
  writeFile(join(outDir, '_headers'), headersFile(rules));
}

/** Old paths get a static page too, so they work for crawlers and readers without JavaScript. */
function writeRedirectPages(model: SiteModel, outDir: string) {
  for (const { from, to } of model.config.redirects) {
    const path = literalPathOf(from);
    if (!path) continue;
    const file = join(outDir, htmlFileOf(path));
    if (existsSync(file)) continue;
    const absolute = /^https?:/.test(to) ? to : model.config.siteUrl + to;
    const { lang } = placeOfPath(path, model.layout);
    writeFile(file, renderRedirectDocument(to, absolute, stringsOf(model, lang), profileOfLang(model.config, lang)));
  }
}
