/** The server build used only to prerender: the app plus every page, as one Node module. */
import { build as viteBuild } from 'vite';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sitePlugin } from '../vite/site-plugin.ts';
import type { SiteModel } from '../site-model.ts';
import type { PageModule } from '../../runtime/page-module.ts';

export interface Renderer {
  renderRoute(routePath: string): Promise<{ html: string; module: PageModule }>;
  renderNotFound(lang: string, version?: string): Promise<{ html: string; module: PageModule }>;
}

export async function buildRenderer(model: SiteModel, outDir: string): Promise<Renderer> {
  await viteBuild({
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
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs', chunkFileNames: 'chunks/[name].[hash].mjs' } },
    },
  });
  return (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as Renderer;
}
