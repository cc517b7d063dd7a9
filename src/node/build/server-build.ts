/** The server build used only to prerender: the app plus every page, as one Node module. */
import { build as viteBuild, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageEntryName, resolvedPageId, sitePlugin } from '../vite/site-plugin.ts';
import { installedTree, installedVersion, packageOf } from '../content/page-compiler.ts';
import { renderKeys } from './render-cache.ts';
import type { SiteModel } from '../site-model.ts';
import type { PageRecord } from '../content/scan.ts';
import type { PageModule } from '../../runtime/page-module.ts';

/** What prerender-entry.tsx exports. */
export interface Renderer {
  loadRoute(routePath: string): Promise<PageModule>;
  loadNotFound(lang: string, version?: string): Promise<PageModule>;
  renderPage(module: PageModule): string;
}

export interface ServerBuild {
  renderer: Renderer;
  /** The key of a page's prerendered body in the render cache (render-cache.ts). */
  renderKeyOf(page: PageRecord): string;
}

export async function buildRenderer(model: SiteModel, outDir: string): Promise<ServerBuild> {
  const pageOfId = new Map(model.pages.map((p) => [resolvedPageId(p), pageEntryName(p)]));
  const result = await viteBuild({
    root: model.paths.root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [sitePlugin({ getModel: () => model }), react()],
    build: {
      ssr: join(import.meta.dirname, '../../runtime/prerender-entry.tsx'),
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          entryFileNames: 'prerender.mjs',
          // Names without a content hash: the entry names every page chunk, and a hash there would make an edit
          // of one page change the entry's code, and so the render key of every page. The folder is this build's.
          chunkFileNames: (chunk) =>
            chunk.facadeModuleId && pageOfId.has(chunk.facadeModuleId) ? `pages/${pageOfId.get(chunk.facadeModuleId)}.mjs` : 'chunks/[name].mjs',
        },
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  // The packages the server build leaves in node_modules: their versions, and npm's record of what they import.
  const files = new Set(chunks.map((c) => c.fileName));
  const externals = new Set(chunks.flatMap((c) => c.imports.filter((id) => !files.has(id)).map(packageOf)));
  const installed = [...externals]
    .sort()
    .map((name) => `${name}@${installedVersion(name, model.paths.root)}`)
    .concat(installedTree(model.paths.root))
    .join('\n');
  const keys = renderKeys(chunks, installed);
  const renderer = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as Renderer;
  return {
    renderer,
    renderKeyOf: (page) => {
      const key = keys.get(resolvedPageId(page));
      if (!key) throw new Error(`the server build has no chunk for ${page.pagePath}`);
      return key;
    },
  };
}
