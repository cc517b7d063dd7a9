/** Server entry: loads a route's page module and renders it to HTML for the static build. */
import { renderToString } from 'react-dom/server';
import pages from 'virtual:ssr-pages';
import { App } from './App.tsx';
import { notFoundPage, type PageModule } from './page-module.ts';
import { loadUiStrings } from './locale-strings.ts';

export async function loadRoute(routePath: string): Promise<PageModule> {
  const load = pages[routePath];
  if (!load) throw new Error(`no page for ${routePath}`);
  return load();
}

export async function loadNotFound(lang: string, version = ''): Promise<PageModule> {
  return notFoundPage(lang, await loadUiStrings(lang), version);
}

export function renderPage(module: PageModule): string {
  return renderToString(<App initial={module} />);
}
