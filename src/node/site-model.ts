/**
 * Everything the build knows about the site: config, pages, route table, sidebars and the
 * problems found in them. Built once for a build, rebuilt on change by the dev server.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSiteConfig } from './config/load-config.ts';
import { type ContentTree, routeTableOf, scanContent, type PageRecord } from './content/scan.ts';
import type { CompileOptions } from './markdown/compile-page.ts';
import { resolveSidebars } from './content/sidebar.ts';
import { findDeadLinks } from './content/link-check.ts';
import { createRouteMatcher, type RouteMatcher } from '../shared/routes.ts';
import type { SidebarEntry, SiteConfig } from '../shared/site-config.ts';
import type { RouteEntry } from '../shared/types.ts';
import { loadSiteModules, type SiteModules } from './config/site-modules.ts';
import { redirectProblems } from './config/redirect-check.ts';
import { layoutOf, type SiteLayout } from '../shared/site-layout.ts';
import type { Strings } from '../shared/ui-strings.ts';
import { loadStrings } from './strings/load-strings.ts';
import { compileSummary, PageCompiler } from './content/page-compiler.ts';
import { compileThreads } from './worker-threads.ts';
import { PhaseTimes } from './build/phase-times.ts';
import { bookOfPage, printBooksOf, type PrintBook } from './content/print-books.ts';

export interface SitePaths {
  root: string;
  docsDir: string;
  publicDir: string;
  configFile: string;
}

export interface SiteModel {
  paths: SitePaths;
  config: SiteConfig;
  /** Where each language and version lives (shared/site-layout.ts). */
  layout: SiteLayout;
  /** The dictionary of each language (read it with `stringsOf`). */
  strings: Map<string, Strings>;
  /** The theme's components and the site's own modules (`components`, `dataFiles` … in site.config.ts), resolved. */
  modules: SiteModules;
  pages: PageRecord[];
  routes: RouteEntry[];
  matcher: RouteMatcher;
  sidebars: Map<string, SidebarEntry[]>;
  /** Dead links and sidebar entries without a page, each `file:line:column reason`. */
  problems: string[];
  /** The printable pages, one per sidebar group (content/print-books.ts), and the book of each page by route. */
  printBooks: PrintBook[];
  printBookOf: Map<string, PrintBook>;
  /** Compiles the pages: the scan's compiles, shared with the client and server builds and the dev server. */
  compiler: PageCompiler;
}

export interface LoadOptions {
  freshConfig?: boolean;
  /** Keep compiled pages on disk (`.cache/site-compile/`) for the next build (default: yes). */
  cache?: boolean;
  /** Worker threads for a large batch of compiles (worker-threads.ts compileThreads; default: one per core but one). */
  threads?: number;
  /** The compiler of the model this one replaces (dev server): unchanged pages are not compiled again. */
  previous?: SiteModel;
  /** Where the time goes: `compile` (config, scan and compile) and `links` (sidebars and link check). */
  phases?: PhaseTimes;
}

/** The folder under `.cache/` of the compiled pages, shared by the build, the dev server and the checks. */
const SITE_COMPILE_CACHE = 'site-compile';

/**
 * The page compiler of a site: its cache in `.cache/<cache>/` (none without `cache`), keyed by the
 * site's modules that run in the compile and its public files, with its worker threads.
 */
function sitePageCompiler(paths: SitePaths, modules: SiteModules, cache?: string, threads?: number, previous?: PageCompiler): PageCompiler {
  return new PageCompiler({
    // In the site's git-ignored .cache/ rather than node_modules/.cache: checkouts that share one
    // node_modules (worktrees) would otherwise prune each other's entries.
    cacheDir: cache ? join(paths.root, '.cache', cache) : undefined,
    siteModules: modules.compileModules,
    publicDir: paths.publicDir,
    previous,
    workers: { root: paths.root, threads: compileThreads(threads) },
  });
}

export function sitePaths(root: string): SitePaths {
  return {
    root,
    docsDir: join(root, 'docs'),
    publicDir: join(root, 'docs/public'),
    configFile: join(root, 'site.config.ts'),
  };
}

export async function loadSiteModel(paths: SitePaths, options: LoadOptions = {}): Promise<SiteModel> {
  const phases = options.phases ?? new PhaseTimes();
  const { config, modules, layout, strings, compiler, pages } = await phases.time('compile', async () => {
    const config = await loadSiteConfig(paths.configFile, options.freshConfig);
    const modules = await loadSiteModules(config, paths.root);
    const configSource = readFileSync(paths.configFile, 'utf8');
    const layout = layoutOf(config);
    const strings = await loadStrings(layout.langs, modules, paths.configFile);
    const compiler = sitePageCompiler(paths, modules, options.cache === false ? undefined : SITE_COMPILE_CACHE, options.threads, options.previous?.compiler);
    const pages = await scanContent(
      { docsDir: paths.docsDir, layout },
      (lang) => compileOptionsOf({ config, paths, modules, strings }, lang),
      (routes) => redirectProblems(config.redirects, routes, paths.configFile, configSource),
      compiler,
      phases.progress,
    );
    compiler.prune();
    return { config, modules, layout, strings, compiler, pages };
  });
  phases.note('compile', compileSummary(compiler.stats));
  return phases.time('links', () => {
    const routes = routeTableOf(pages);
    const matcher = createRouteMatcher(routes);
    const sidebars = resolveSidebars(config, layout, pages, matcher);
    const problems = [...sidebars.problems, ...findDeadLinks(pages, matcher, paths.publicDir)];
    // Doc pages only: a home or custom page has no content column to print.
    const docPages = new Set(pages.filter((p) => p.pageType === 'doc').map((p) => p.routePath));
    const printBooks = printBooksOf(
      sidebars.byKey,
      (link) => {
        const route = matcher.match(link)?.path;
        return route && docPages.has(route) ? route : undefined;
      },
      (route) => Boolean(matcher.match(route)),
    );
    return {
      paths,
      config,
      layout,
      strings,
      modules,
      pages,
      routes,
      matcher,
      sidebars: sidebars.byKey,
      problems,
      printBooks,
      printBookOf: bookOfPage(printBooks),
      compiler,
    };
  });
}

/** The content folders of the site at `root`, as its config lays them out (for the maintenance scripts). */
export async function loadContentTree(root: string): Promise<ContentTree> {
  const paths = sitePaths(root);
  return { docsDir: paths.docsDir, layout: layoutOf(await loadSiteConfig(paths.configFile)) };
}

/**
 * Every page compiled for its data (content lint, prose words, translation checks), for `check:docs`,
 * `check:i18n` and `stats:content`: the build's own compile, in its cache (`.cache/site-compile/`), so
 * a check run before the build leaves the build nothing to compile, and one run after it compiles
 * nothing. Highlighting, which that data does not read, makes a check's cold compile about a third
 * longer (`npm test`: 41 + 17 s for the content check and the build, against 27 + 50 s with two caches).
 */
export async function loadPageRecords(paths: SitePaths, options: Pick<LoadOptions, 'cache' | 'threads'> = {}): Promise<PageRecord[]> {
  const config = await loadSiteConfig(paths.configFile);
  const { optionsOf, modules } = await compileOptionsFor(config, paths);
  const compiler = sitePageCompiler(paths, modules, options.cache === false ? undefined : SITE_COMPILE_CACHE, options.threads);
  const pages = await scanContent({ docsDir: paths.docsDir, layout: layoutOf(config) }, optionsOf, undefined, compiler);
  compiler.prune();
  return pages;
}

/** The options a site's pages are compiled with, per language, from its config; for callers without a site model. */
export async function pageCompileOptions(paths: SitePaths): Promise<(lang: string) => CompileOptions> {
  return (await compileOptionsFor(await loadSiteConfig(paths.configFile), paths)).optionsOf;
}

async function compileOptionsFor(config: SiteConfig, paths: SitePaths) {
  const modules = await loadSiteModules(config, paths.root);
  const strings = await loadStrings(layoutOf(config).langs, modules, paths.configFile);
  return { modules, optionsOf: (lang: string) => compileOptionsOf({ config, paths, modules, strings }, lang) };
}

/** The options the pages of a language are compiled with: one set, so the scan and the page modules share each compile. */
export function compileOptionsOf(
  { config, paths, modules, strings }: Pick<SiteModel, 'config' | 'paths' | 'modules' | 'strings'>,
  lang: string,
): CompileOptions {
  return {
    ...config.markdown,
    publicDir: paths.publicDir,
    components: modules.mdx,
    hooks: modules.compileHooks,
    lang,
    strings: stringsOf({ strings }, lang),
  };
}

/** The dictionary of a language of the site: the texts the build writes itself come from it. */
export function stringsOf(model: Pick<SiteModel, 'strings'>, lang: string): Strings {
  const strings = model.strings.get(lang);
  if (!strings) throw new Error(`"${lang}" is not a language of the site`);
  return strings;
}
