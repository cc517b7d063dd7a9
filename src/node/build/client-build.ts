/**
 * The browser build: one entry for the app and one per page, so every page is its own chunk.
 * Returns, per page and for the app entry, the files a first load needs (JS and CSS).
 */
import { build as viteBuild, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { sitePlugin, pageEntryName, pageHeadModuleId, pageModuleId, resolvedPageHeadId, resolvedPageId } from '../vite/site-plugin.ts';
import type { SiteModel } from '../site-model.ts';
import { hasStaticBody } from '../page-traits.ts';

export interface ChunkFiles {
  /** The entry's own file, e.g. `assets/p/Ab12cD3.js`. */
  file: string;
  /** Static imports, transitively (to modulepreload). */
  imports: string[];
  css: string[];
}

export interface ClientBuild {
  app: ChunkFiles;
  /** By route: the page's chunk (its content and head), what an in-app navigation loads. */
  pages: Map<string, ChunkFiles>;
  /** By route, for pages with a static body (page-traits.ts hasStaticBody): the head chunk a first load needs. */
  heads: Map<string, ChunkFiles>;
  /** The module that registers the service worker, when the site keeps pages offline (runtime/offline/register.ts). */
  offline?: ChunkFiles;
  /** Every file the build wrote (chunks, style sheets, assets), relative to the output folder. */
  files: string[];
}

/** Page chunks are named by a short content hash only (pageHashLength), which keeps the route manifest small. */
export const PAGE_CHUNK_DIR = 'assets/p';

/**
 * The shortest content hash the bundler accepts for this many page chunks: it asks for 5 characters
 * plus one per factor of 64 chunks (7 up to 4096 chunks, 8 up to 262144), counting the shared
 * chunks too, for which 64 more leave room.
 */
export function pageHashLength(pages: number): number {
  return 5 + Math.max(2, Math.ceil(Math.log(pages + 64) / Math.log(64)));
}

/** Build entry names of a page's chunk and of its head chunk: both go to PAGE_CHUNK_DIR, named by hash only. */
const PAGE_ENTRY = 'p_';
const HEAD_ENTRY = 'h_';
const isPageEntry = (name: string) => name.startsWith(PAGE_ENTRY) || name.startsWith(HEAD_ENTRY);

/** The files every page loads first: the app entry (`input.app` below) and the bundler's runtime chunk. */
const FIRST_LOADED = /^assets\/(app|rolldown-runtime)\.[\w-]+\.js$/;

export const APP_ENTRY = join(import.meta.dirname, '../../runtime/client.tsx');
const OFFLINE_ENTRY = join(import.meta.dirname, '../../runtime/offline/register.ts');

export async function buildClient(model: SiteModel, outDir: string, options: { chunkReport?: boolean } = {}): Promise<ClientBuild> {
  const input: Record<string, string> = { app: APP_ENTRY };
  if (model.config.offline !== false) input.offline = OFFLINE_ENTRY;
  for (const page of model.pages) {
    input[`${PAGE_ENTRY}${pageEntryName(page)}`] = pageModuleId(page);
    if (hasStaticBody(page)) input[`${HEAD_ENTRY}${pageEntryName(page)}`] = pageHeadModuleId(page);
  }
  const hash = `[hash:${pageHashLength(Object.keys(input).length)}]`;
  const result = await viteBuild({
    root: model.paths.root,
    configFile: false,
    logLevel: 'warn',
    publicDir: model.paths.publicDir,
    plugins: [sitePlugin({ getModel: () => model }), react()],
    // The search worker (theme/search/local-search-worker.ts) is a module worker, as in the dev server; it imports the
    // site's search vocabulary (a virtual module), which the page then never parses.
    worker: { format: 'es', plugins: () => [sitePlugin({ getModel: () => model })] },
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir: 'assets',
      modulePreload: {
        polyfill: false,
        // What a dynamic import preloads: not the app entry or its runtime, which every page has run
        // before any import, nor the imported chunk alone, which the import fetches itself. The list
        // travels in the importing chunk, so each name left out is bytes off its page's first load.
        resolveDependencies: (file, deps) => {
          const rest = deps.filter((dep) => !FIRST_LOADED.test(dep));
          return rest.length === 1 && rest[0] === file ? [] : rest;
        },
      },
      reportCompressedSize: false,
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        input,
        preserveEntrySignatures: 'exports-only',
        output: {
          entryFileNames: (chunk) => (isPageEntry(chunk.name) ? `${PAGE_CHUNK_DIR}/${hash}.js` : 'assets/[name].[hash].js'),
          chunkFileNames: 'assets/[name].[hash].js',
          assetFileNames: 'assets/[name].[hash][extname]',
          // Everything the app entry imports statically (React, the runtime, the shell) travels in one
          // chunk, the modules page chunks share with it included: as a few small shared chunks they
          // cost ~2.5 KB gzip more on every first load, and every page loads them anyway.
          codeSplitting: { groups: [{ name: shellChunkOf(APP_ENTRY), debugName: 'shell' }] },
        },
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  if (options.chunkReport) reportEntryModules(chunks);

  const filesOf = (chunk: Rolldown.OutputChunk): ChunkFiles => {
    const imports = new Set<string>();
    const css = new Set<string>();
    const visit = (c: Rolldown.OutputChunk) => {
      for (const f of (c as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []) css.add(f);
      for (const dep of c.imports) {
        if (imports.has(dep)) continue;
        imports.add(dep);
        const next = chunks.get(dep);
        if (next) visit(next);
      }
    };
    visit(chunk);
    return { file: chunk.fileName, imports: [...imports], css: [...css] };
  };

  let app: ChunkFiles | undefined;
  let offline: ChunkFiles | undefined;
  const pages = new Map<string, ChunkFiles>();
  const heads = new Map<string, ChunkFiles>();
  const byModule = new Map(model.pages.map((p) => [resolvedPageId(p), p]));
  const byHead = new Map(model.pages.map((p) => [resolvedPageHeadId(p), p]));
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry || !chunk.facadeModuleId) continue;
    if (chunk.facadeModuleId === APP_ENTRY) app = filesOf(chunk);
    if (chunk.facadeModuleId === OFFLINE_ENTRY) offline = filesOf(chunk);
    const page = byModule.get(chunk.facadeModuleId);
    if (page) pages.set(page.routePath, filesOf(chunk));
    const headOf = byHead.get(chunk.facadeModuleId);
    if (headOf) heads.set(headOf.routePath, filesOf(chunk));
  }
  if (!app) throw new Error('client build produced no app entry');
  return { app, pages, heads, offline, files: output.output.map((item) => item.fileName) };
}

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Names `shell` the chunk of every module `entry` reaches through static imports (found once, when chunking starts). */
function shellChunkOf(entry: string) {
  let shell: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!shell) {
      shell = new Set([entry]);
      for (const module of shell) for (const imported of graph.getModuleInfo(module)?.importedIds ?? []) shell.add(imported);
    }
    return shell.has(id) ? 'shell' : null;
  };
}

/** `chunkReport` (`SITE_CHUNK_REPORT=1 npm run build`): the largest modules of the entry chunk, for work on the JS budget. */
function reportEntryModules(chunks: Map<string, Rolldown.OutputChunk>) {
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry || isPageEntry(chunk.name)) continue;
    const sizes = Object.entries(chunk.modules).map(([id, m]) => [m.renderedLength, id.replace(/^.*node_modules\//, '')] as const);
    sizes.sort((a, b) => b[0] - a[0]);
    console.log(
      `${chunk.fileName} (${chunk.code.length} bytes):\n${sizes
        .slice(0, 40)
        .map(([n, id]) => `  ${String(n).padStart(7)}  ${id}`)
        .join('\n')}`,
    );
  }
}
