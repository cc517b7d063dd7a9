/**
 * Where the modal's answers come from: the local index of the page's locale (fetched once, on
 * intent) or Algolia when the site config names it. Loaded with the modal, never with a page.
 */
import site from 'virtual:site-data';
import { createLocalIndexAsync, queryLocalIndex, suggestQueries, type LocalIndex } from '../../shared/search/local-index.ts';
import { unpackIndexFile } from '../../shared/search/index-file.ts';
import type { SearchHit, SearchIndexFile } from '../../shared/search/records.ts';

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

/** Fetches and indexes a locale's data once; a failure is forgotten so that the next query retries. */
function localIndex(lang: string): Promise<LocalIndex> {
  // The dev server builds the data on request (src/node/search/emit-index.ts).
  const url = import.meta.env.DEV ? `/__search/${lang}.json` : window.__SITE_BOOT__?.search?.[lang];
  if (!url) return Promise.reject(new Error(`no search data for ${lang} in this build`));
  let index = localIndexes.get(url);
  if (!index) {
    index = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`search data: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexFile>;
      })
      .then((file) => createLocalIndexAsync(unpackIndexFile(file)));
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
    return {
      indexName: search.indexName,
      async search(query, words) {
        run ??= import('../../shared/search/algolia-client.ts').then((m) => m.createAlgoliaSearch(search));
        const { hits } = await (await run)(query, words);
        return { hits: hits.map(sameSiteUrl), suggestions: [] };
      },
      missingResultsUrl: missingResultsLink(search.missingResultsUrl),
    };
  }
  return {
    indexName: `local-${lang}`,
    async search(query, words) {
      const index = await localIndex(lang);
      const hits = queryLocalIndex(index, query, words);
      return { hits, suggestions: hits.length ? [] : suggestQueries(index, query) };
    },
    missingResultsUrl: missingResultsLink(search.missingResultsUrl),
  };
}

/** Hits on this site's own origin open in the app (the provider stores absolute URLs). */
function sameSiteUrl(hit: SearchHit): SearchHit {
  try {
    const url = new URL(hit.url, location.href);
    if (url.origin === location.origin || url.origin === site.siteUrl) return { ...hit, url: url.pathname + url.hash };
  } catch {
    /* keep the URL as it is */
  }
  return hit;
}

/** Starts loading the search data when a reader shows intent (hover, focus, shortcut). */
export function preloadSearch(lang: string) {
  if (search.provider === 'local') localIndex(lang).catch(() => {});
}
