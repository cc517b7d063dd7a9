/**
 * Where the modal's answers come from: the local index of the page's locale and version (fetched
 * once, on intent, and searched in a worker: local-search.ts) or Algolia when the site config names
 * it. Loaded on intent, never with a page.
 */
import { layoutOf } from '../../shared/site-layout.ts';
import site from 'virtual:site-data';
import { searchIndexKey, versionOfRoute } from '../../shared/search/index-key.ts';
import type { SearchHit } from '../../shared/search/records.ts';
import { hitUrlOnSite } from './hit-url.ts';
import { localSearch, type LocalSearch } from './local-search.ts';
import type { SearchAnswer } from '../../shared/search/split-search.ts';

export type { SearchAnswer };

export interface SearchSource {
  /** Names the history: recent and favorite searches are kept per index. */
  indexName: string;
  search(query: string, snippetWords: number): Promise<SearchAnswer>;
  /** The 'Let us know.' link for a query without hits, when configured. */
  missingResultsUrl?: (query: string) => string;
}

const localSearches = new Map<string, LocalSearch>();

/** The local index of the page the reader is on: its locale, and its version when there are several. */
const localIndexKey = (lang: string) => searchIndexKey(lang, versionOfRoute(location.pathname, layoutOf(site)));

/** The search of an index's data, one per data file (the button's preloading and the modal share it). */
function localSearchOf(key: string): LocalSearch {
  // The dev server builds the data on request (src/node/search/emit-index.ts).
  const url = import.meta.env.DEV ? `/__search/${key}/head.json` : window.__SITE_BOOT__?.search?.[key];
  if (!url) {
    const missing = () => Promise.reject(new Error(`no search data for ${key} in this build`));
    return { preload: () => {}, search: missing };
  }
  let found = localSearches.get(url);
  if (!found) {
    found = localSearch(url);
    localSearches.set(url, found);
  }
  return found;
}

const search = site.themeConfig.search;

function missingResultsLink(template: string | undefined) {
  return template ? (query: string) => template.replace('{query}', encodeURIComponent(query)) : undefined;
}

export function searchSourceFor(lang: string): SearchSource {
  if (search.provider === 'algolia') {
    let run: Promise<(query: string, words: number) => Promise<{ hits: SearchHit[] }>> | undefined;
    const { indexName } = search;
    return {
      // One shared index is searched per locale: its history is too.
      indexName: typeof indexName === 'string' ? `${indexName}:${lang}` : (indexName[lang as keyof typeof indexName] ?? lang),
      async search(query, words) {
        run ??= import('../../shared/search/algolia-client.ts').then((m) => m.createAlgoliaSearch(search, lang));
        const { hits } = await (await run)(query, words);
        return { hits: hits.flatMap(onSite), suggestions: [] };
      },
      missingResultsUrl: missingResultsLink(search.missingResultsUrl),
    };
  }
  const key = localIndexKey(lang);
  return {
    indexName: `local-${key}`,
    search: (query, words) => localSearchOf(key).search(query, words),
    missingResultsUrl: missingResultsLink(search.missingResultsUrl),
  };
}

/** A provider's hit with a URL safe to open (a path when on this site), or none when it leads elsewhere than a web page. */
function onSite(hit: SearchHit): SearchHit[] {
  const url = hitUrlOnSite(hit.url, location, site.siteUrl);
  return url === undefined ? [] : [{ ...hit, url }];
}

/** Starts loading the search data when a reader shows intent (hover, focus, shortcut). */
export function preloadSearch(lang: string) {
  if (search.provider === 'local') localSearchOf(localIndexKey(lang)).preload();
}
