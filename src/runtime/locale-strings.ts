/** The UI strings of a language, for pages built in the browser or by the prerender (404 pages): each language's file is its own chunk. */
import loaders from 'virtual:locale-strings';
import site from 'virtual:site-data';
import type { PageStrings } from '../shared/ui-strings.ts';

export function loadUiStrings(lang: string): Promise<PageStrings> {
  return (loaders[lang] ?? loaders[site.lang])().then((m) => m.default);
}
