/**
 * The Vite plugin that turns the site model into modules:
 * - `/@page/<lang>/<path>.mdx`: one module per page (its MDX content and its head), a build entry of its own
 *   so each page is a separate chunk;
 * - `/@page-head/<lang>/<path>.mdx`: what a page needs around its content (page data, texts, sidebar, the layout
 *   of a home or doc page); a build entry of its own for pages whose first load shows the prerendered content
 *   (page-traits.ts hasStaticBody);
 * - `virtual:*`: the modules of the table in virtual-modules.ts, each loaded by its loader below (`LOADERS`);
 * - `.md`/`.mdx` files: compiled once through the build's cache.
 */
import { relative } from 'node:path';
import type { ModuleNode, Plugin, ViteDevServer } from 'vite';
import type { PageRecord } from '../content/scan.ts';
import { readContentFile } from '../content/read-source.ts';
import { browserSiteOf } from '../../shared/browser-site.ts';
import { placeOfFile } from '../../shared/site-layout.ts';
import { loadStrings, stringsFiles } from '../strings/load-strings.ts';
import type { Strings } from '../../shared/ui-strings.ts';
import { NO_VOCABULARY } from '../../shared/search/vocabulary.ts';
import { DOC_LAYOUT } from '../../theme/node-entry.ts';
import { PAGE_UPDATE_EVENT, type PageUpdate } from '../../shared/dev-updates.ts';
import type { SiteModules } from '../config/site-modules.ts';
import { compileOptionsOf, type SiteModel } from '../site-model.ts';
import { isOverviewPage, overviewOf, placesOverview, sidebarKeyOfPage } from '../page-traits.ts';
import { pageDataOf } from '../page-data.ts';
import { type VirtualName, virtualId, virtualModuleOf } from './virtual-modules.ts';

export const PAGE_PREFIX = '/@page/';
const RESOLVED_PAGE = '\0page:';
const PAGE_HEAD_PREFIX = '/@page-head/';
const RESOLVED_PAGE_HEAD = '\0page-head:';

/** What a loader of a generated module gets: the model, the key of a family's module, and a watcher of the files it reads. */
interface LoadContext {
  model: SiteModel;
  key: string;
  watch: (file: string) => void;
}

/** The code of each module of the table (virtual-modules.ts), by its name. */
const LOADERS: Record<VirtualName, (context: LoadContext) => string | Promise<string>> = {
  'site-data': ({ model }) => `export default ${JSON.stringify(browserSiteOf(model.config))};`,
  'site-components': ({ model }) => siteComponentsModule(model.modules),
  'site-styles': ({ model }) => model.modules.styles.map((file) => `import ${JSON.stringify(file)};`).join('\n'),
  'search-vocabulary': ({ model }) => {
    const { searchVocabulary } = model.modules;
    return searchVocabulary ? `export { default } from ${JSON.stringify(searchVocabulary)};` : `export default ${JSON.stringify(NO_VOCABULARY)};`;
  },
  sidebar: ({ model, key }) => `export default ${JSON.stringify(model.sidebars.get(`/${key}`) ?? [])};`,
  'ui-strings': async ({ model, key, watch }) => {
    const strings = (await dictionaries(model, watch)).get(key);
    if (!strings) throw new Error(`"${key}" is not a language of the site`);
    return uiStringsModule(strings);
  },
  'locale-strings': ({ model }) => {
    const lines = model.layout.langs.map((lang) => `  ${JSON.stringify(lang)}: () => import(${JSON.stringify(virtualId('ui-strings', lang))}),`);
    return `export default {\n${lines.join('\n')}\n};`;
  },
  'search-strings': async ({ model, watch }) => stringsPartModule(await dictionaries(model, watch), (s) => s.searchModal),
  feedback: async ({ model, watch }) => {
    const { feedback } = model.config.themeConfig;
    return feedback ? stringsPartModule(await dictionaries(model, watch), (s) => s.pageFeedback, feedback) : 'export default null;';
  },
  'feedback-slot': ({ model }) => `export const hasFeedback = ${Boolean(model.config.themeConfig.feedback)};`,
  routes: ({ model }) => {
    // The URL the dev server gives a resolved virtual module (`\0page:…`): Vite's `/@id/__x00__` form.
    const lines = model.pages.map((p) => `  [${JSON.stringify(p.routePath)}, ${JSON.stringify(`/@id/__x00__${RESOLVED_PAGE.slice(1)}${p.pagePath}`)}],`);
    return `export default [\n${lines.join('\n')}\n];\nexport const redirects = ${JSON.stringify(model.config.redirects)};`;
  },
  'ssr-pages': ({ model }) => {
    const lines = model.pages.map((p) => `  ${JSON.stringify(p.routePath)}: () => import(${JSON.stringify(pageModuleId(p))}),`);
    return `export default {\n${lines.join('\n')}\n};`;
  },
};

export function pageModuleId(page: PageRecord): string {
  return PAGE_PREFIX + page.pagePath;
}

/** The id `pageModuleId` resolves to: the facade module of the page's chunk in a build's output. */
export function resolvedPageId(page: PageRecord): string {
  return RESOLVED_PAGE + page.pagePath;
}

/** A page's head module: what a first load needs around the prerendered content (the page module re-exports it). */
export function pageHeadModuleId(page: PageRecord): string {
  return PAGE_HEAD_PREFIX + page.pagePath;
}

export function resolvedPageHeadId(page: PageRecord): string {
  return RESOLVED_PAGE_HEAD + page.pagePath;
}

/** Name of a page's build entry and so of its chunk: `en/guide/start/index.mdx` -> `en_guide_start_index`. */
export function pageEntryName(page: PageRecord): string {
  return page.pagePath.replace(/\.mdx?$/, '').replace(/[^\w-]+/g, '_');
}

/** Overview pages carry their groups, and the block itself when the page does not place `<Overview />`. */
function overviewExports(model: SiteModel, page: PageRecord): string[] {
  const lines = [`export const overview = ${JSON.stringify({ groups: overviewOf(model, page) })};`];
  if (!placesOverview(page)) lines.push(`export { Overview as OverviewBlock } from ${JSON.stringify(model.modules.mdx.Overview)};`);
  return lines;
}

/** The site's slots the app shell renders on every page (src/runtime/virtual.d.ts). */
function siteComponentsModule(modules: SiteModules): string {
  return modules.navbarAfterLogo
    ? `export { default as NavbarAfterLogo } from ${JSON.stringify(modules.navbarAfterLogo)};`
    : 'export const NavbarAfterLogo = null;';
}

/**
 * Every language's dictionary as its files are now (a dev server's edit of a strings module shows
 * without a model rebuild), each file watched.
 */
async function dictionaries(model: SiteModel, watch: (file: string) => void): Promise<Map<string, Strings>> {
  for (const lang of model.layout.langs) for (const file of stringsFiles(lang, model.modules)) watch(file);
  return loadStrings(model.layout.langs, model.modules, model.paths.configFile);
}

/** The texts of one language's pages: a chunk shared by them; the modal's, the form's and the printable pages' are left out. */
function uiStringsModule(strings: Strings): string {
  const { searchModal: _modal, pageFeedback: _feedback, printBook: _print, ...page } = strings;
  return `export default ${JSON.stringify(page)};`;
}

/** A part of every language's dictionary: only the chunk of the part that shows it imports it. */
function stringsPartModule(strings: Map<string, Strings>, part: (strings: Strings) => object, extra?: object): string {
  const entries = Object.fromEntries([...strings].map(([lang, texts]) => [lang, part(texts)]));
  return `export default ${JSON.stringify(extra ? { ...extra, strings: entries } : entries)};`;
}

export interface SitePluginOptions {
  getModel: () => SiteModel;
  /** Dev only: called when content or config changes; resolves once the model is rebuilt. */
  onChange?: (file: string) => Promise<void>;
}

export function sitePlugin({ getModel, onChange }: SitePluginOptions): Plugin {
  // Built once per model: every page module and page head asks it (twice per page in a build).
  const byRel = new WeakMap<SiteModel, Map<string, PageRecord>>();
  const pageByRel = () => {
    const model = getModel();
    let pages = byRel.get(model);
    if (!pages) {
      pages = new Map(model.pages.map((p) => [p.pagePath, p]));
      byRel.set(model, pages);
    }
    return pages;
  };
  return {
    name: 'site',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith(PAGE_PREFIX)) return RESOLVED_PAGE + id.slice(PAGE_PREFIX.length);
      if (id.startsWith(PAGE_HEAD_PREFIX)) return RESOLVED_PAGE_HEAD + id.slice(PAGE_HEAD_PREFIX.length);
      if (virtualModuleOf(id)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      const model = getModel();
      const virtual = id.startsWith('\0') ? virtualModuleOf(id.slice(1)) : undefined;
      if (virtual) return LOADERS[virtual.name]({ model, key: virtual.key ?? '', watch: (file) => this.addWatchFile(file) });
      if (id.startsWith(RESOLVED_PAGE_HEAD)) {
        const page = pageByRel().get(id.slice(RESOLVED_PAGE_HEAD.length));
        if (!page) return 'export const page = null;\nexport const sidebar = [];';
        const key = sidebarKeyOfPage(model, page);
        // The layouts of home and doc pages travel with their pages: neither is in the app chunk.
        const layout = page.pageType === 'home' ? model.modules.homeLayout : page.pageType === 'doc' ? DOC_LAYOUT : undefined;
        return [
          `export const page = ${JSON.stringify(pageDataOf(model, page))};`,
          `export { default as strings } from ${JSON.stringify(virtualId('ui-strings', page.lang))};`,
          key ? `export { default as sidebar } from ${JSON.stringify(virtualId('sidebar', key.slice(1)))};` : 'export const sidebar = [];',
          layout ? `export { default as PageLayout } from ${JSON.stringify(layout)};` : '',
        ].join('\n');
      }
      if (id.startsWith(RESOLVED_PAGE)) {
        const page = pageByRel().get(id.slice(RESOLVED_PAGE.length));
        if (!page) return 'export default function Missing() { return null; }\nexport const page = null;\nexport const sidebar = [];';
        return [
          `export { default } from ${JSON.stringify(page.filePath)};`,
          `export * from ${JSON.stringify(pageHeadModuleId(page))};`,
          ...(isOverviewPage(page) ? overviewExports(model, page) : []),
        ].join('\n');
      }
      if (/\.mdx?$/.test(id) && id.startsWith(model.paths.docsDir)) {
        const lang = placeOfFile(relative(model.paths.docsDir, id), model.layout)?.lang ?? model.layout.defaultLang;
        const compiled = await model.compiler.compile(id, readContentFile(id), compileOptionsOf(model, lang));
        return { code: compiled.code, moduleType: 'js' };
      }
      return undefined;
    },
    handleHotUpdate(ctx) {
      // Content and config changes rebuild the model, then update or reload the page (see configureServer).
      const { docsDir, configFile } = getModel().paths;
      if (ctx.file.startsWith(docsDir) || ctx.file === configFile) return [];
      return undefined;
    },
    configureServer(server: ViteDevServer) {
      const changed = async (file: string) => {
        const { docsDir, configFile } = getModel().paths;
        if (!(file.startsWith(docsDir) || file === configFile) || !onChange) return;
        const routesOf = (model: SiteModel) => model.routes.map((r) => r.path).join('\n');
        const routesBefore = routesOf(getModel());
        await onChange(file);
        // The page modules, their sidebars and the edited file are invalidated as an update at this time, so that a
        // page module asked for again imports them with `?t=`. The update stops at the page modules, which nothing
        // imports (the router does, by URL); the modules of the shell are invalidated without it, for the next load.
        const timestamp = Date.now();
        const update = (mod: ModuleNode) => server.moduleGraph.invalidateModule(mod, new Set(), timestamp, true);
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          const virtual = mod.id?.startsWith('\0') ? virtualModuleOf(mod.id.slice(1)) : undefined;
          if (virtual?.module.updatesWithPages || [RESOLVED_PAGE, RESOLVED_PAGE_HEAD].some((prefix) => mod.id?.startsWith(prefix))) update(mod);
          else if (virtual) server.moduleGraph.invalidateModule(mod);
        }
        for (const mod of server.moduleGraph.getModulesByFile(file) ?? []) update(mod);
        if (file !== configFile && routesOf(getModel()) === routesBefore)
          server.ws.send({ type: 'custom', event: PAGE_UPDATE_EVENT, data: { timestamp } satisfies PageUpdate });
        else server.ws.send({ type: 'full-reload' });
      };
      server.watcher.add(getModel().paths.configFile);
      server.watcher.on('change', changed);
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
    },
  };
}
