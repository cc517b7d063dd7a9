/**
 * Where the modal's answers come from: the local index of the page's locale and version (fetched
 * once, on intent) or Algolia when the site config names it. Loaded with the modal, never with a page.
 */
import { layoutOf } from '../../shared/site-layout.ts';
import site from 'virtual:site-data';
import vocabulary from 'virtual:search-vocabulary';
import { createLocalIndexAsync, queryLocalIndex, suggestQueries, type LocalIndex } from '../../shared/search/local-index.ts';
import { unpackIndexFile } from '../../shared/search/index-file.ts';
import { searchIndexKey, versionOfRoute } from '../../shared/search/index-key.ts';
import type { SearchHit, SearchIndexFile } from '../../shared/search/records.ts';
import { hitUrlOnSite } from './hit-url.ts';

export interface SearchAnswer {
  hits: SearchHit[];
  /** Other queries worth trying when there are no hits. */
  suggestions: string[];
}

export interface SearchSource {
  /** Names the history: recent and favorite searches are kept per index. */
  indexName: string;
  search(query: string, snippetWords: number): Promise<SearchAnswer>;
  /** The 'Let us know.' link for a query without hits, when configured. */
  missingResultsUrl?: (query: string) => string;
}

const localIndexes = new Map<string, Promise<LocalIndex>>();

/** The local index of the page the reader is on: its locale, and its version when there are several. */
const localIndexKey = (lang: string) => searchIndexKey(lang, versionOfRoute(location.pathname, layoutOf(site)));

/** Fetches and indexes an index's data once; a failure is forgotten so that the next query retries. */
function localIndex(key: string): Promise<LocalIndex> {
  // The dev server builds the data on request (src/node/search/emit-index.ts).
  const url = import.meta.env.DEV ? `/__search/${key}.json` : window.__SITE_BOOT__?.search?.[key];
  if (!url) return Promise.reject(new Error(`no search data for ${key} in this build`));
  let index = localIndexes.get(url);
  if (!index) {
    index = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`search data: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexFile>;
      })
      .then((file) => createLocalIndexAsync(unpackIndexFile(file), vocabulary, file.lang));
    localIndexes.set(url, index);
    index.catch(() => localIndexes.delete(url));
  }
  return index;
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
    async search(query, words) {
      const index = await localIndex(key);
      const hits = queryLocalIndex(index, query, words);
      return { hits, suggestions: hits.length ? [] : suggestQueries(index, query) };
    },
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
  if (search.provider === 'local') localIndex(localIndexKey(lang)).catch(() => {});
}
