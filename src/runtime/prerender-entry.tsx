/** Server entry: renders one route to HTML for the static build. */
import { renderToString } from 'react-dom/server';
import pages from 'virtual:ssr-pages';
import { App } from './App.tsx';
import { notFoundPage, type PageModule } from './page-module.ts';
import { loadUiStrings } from './locale-strings.ts';

export async function renderRoute(routePath: string): Promise<{ html: string; module: PageModule }> {
  const load = pages[routePath];
  if (!load) throw new Error(`no page for ${routePath}`);
  const module = await load();
  return { html: renderToString(<App initial={module} />), module };
}

export async function renderNotFound(lang: string, version = ''): Promise<{ html: string; module: PageModule }> {
  const module = notFoundPage(lang, await loadUiStrings(lang), version);
  return { html: renderToString(<App initial={module} />), module };
}
