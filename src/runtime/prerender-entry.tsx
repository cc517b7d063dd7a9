/** Server entry: renders one route to HTML for the static build. */
import { renderToString } from 'react-dom/server';
import pages from 'virtual:ssr-pages';
import { App } from './App.tsx';
import { notFoundPage, type PageModule } from './page-module.ts';
import type { Lang } from '../shared/types.ts';
import en from 'virtual:ui-strings/en';
import zh from 'virtual:ui-strings/zh';

export async function renderRoute(routePath: string): Promise<{ html: string; module: PageModule }> {
  const load = pages[routePath];
  if (!load) throw new Error(`no page for ${routePath}`);
  const module = await load();
  return { html: renderToString(<App initial={module} />), module };
}

export function renderNotFound(lang: Lang): { html: string; module: PageModule } {
  const module = notFoundPage(lang, lang === 'zh' ? zh : en);
  return { html: renderToString(<App initial={module} />), module };
}
