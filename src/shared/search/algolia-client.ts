/**
 * Search against Algolia through its lite client (`algoliasearch/lite`), which owns the retry
 * strategy: hosts tried in order, a failed host left out, connect and read timeouts, and distinct
 * errors (RetryError, ApiError, DeserializationError from `@algolia/client-common`). Here: the
 * site's timeouts, the query of one locale, and hits in the modal's shape. Highlighted values come
 * back as text with our own markers, split into segments, never HTML.
 */
import type { Host } from '@algolia/client-common';
import { type LiteClient, liteClient } from 'algoliasearch/lite';
import { createHostStates } from './algolia-host-states.ts';
import { HITS_PER_PAGE, type SearchHit, type TextSegment } from './records.ts';

/**
 * `indexName` is either one index for every locale, whose records carry the page's `lang` (as the
 * DocSearch crawler writes them) and are filtered by it, or an index per locale: `{ en, zh }`.
 */
export type AlgoliaIndexName = string | Partial<Record<string, string>>;

export interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: AlgoliaIndexName;
}

/** What a query of one locale asks for: its own index, or the shared one filtered by language. */
export function algoliaTarget(indexName: AlgoliaIndexName, lang: string): { indexName: string; facetFilters?: string[][] } {
  if (typeof indexName === 'string') return { indexName, facetFilters: [[`lang:${lang}`]] };
  const own = indexName[lang];
  if (!own) throw new Error(`Algolia search has no index for "${lang}" (themeConfig.search.indexName.${lang})`);
  return { indexName: own };
}

const PRE = '__search-mark__';
const POST = '__/search-mark__';
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

interface HighlightValue {
  value?: string;
}
interface AlgoliaRecord {
  objectID: string;
  url: string;
  type: SearchHit['type'];
  content?: string | null;
  hierarchy: Record<string, string | null>;
  _highlightResult?: { hierarchy?: Record<string, HighlightValue>; content?: HighlightValue };
  _snippetResult?: { hierarchy?: Record<string, HighlightValue>; content?: HighlightValue };
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const decode = (s: string) => s.replace(/&(?:lt|gt|amp|quot|#39|#x27);/g, (e) => ENTITIES[e]);

/** `a __search-mark__b__/search-mark__ c` -> text, hit, text. */
export function markedSegments(value: string): TextSegment[] {
  const segments: TextSegment[] = [];
  value.split(PRE).forEach((part, i) => {
    const [marked, rest] = i === 0 ? [undefined, part] : part.includes(POST) ? part.split(POST, 2) : [undefined, part];
    if (marked) segments.push({ text: decode(marked), hit: true });
    if (rest) segments.push({ text: decode(rest) });
  });
  return segments;
}

export interface AlgoliaResult {
  hits: SearchHit[];
  nbHits: number;
  queryID?: string;
}

/** Waiting times of a request to one host, before the next host is tried. */
export const ALGOLIA_TIMEOUTS = {
  /** Until the answer's headers arrive: the client's requesters count connecting and waiting for them as one. */
  connect: 1000,
  /** Then for the rest of a search answer. */
  read: 2000,
  /** For a write (the site only reads). */
  write: 30_000,
};

/** `http://127.0.0.1:8080` -> the client's host shape; a host serves both reads and writes. */
function hostOf(base: string): Host {
  const url = new URL(base);
  return { url: url.host, protocol: url.protocol === 'http:' ? 'http' : 'https', accept: 'readWrite' };
}

/**
 * The lite client with the site's settings. `hosts` (base URLs, tried in order) replace the
 * provider's own, for a proxy or a local stand-in.
 */
export function createAlgoliaClient({ appId, apiKey }: Pick<AlgoliaConfig, 'appId' | 'apiKey'>, hosts?: readonly string[]): LiteClient {
  return liteClient(appId, apiKey, {
    timeouts: ALGOLIA_TIMEOUTS,
    // Credentials in the query string keep a browser's request simple: no CORS preflight.
    authMode: 'WithinQueryParameters',
    hostsCache: createHostStates(),
    ...(hosts && { hosts: hosts.map(hostOf) }),
  });
}

/** A search of `lang`'s records (the config was checked when the site was built: src/shared/site-config.ts). */
export function createAlgoliaSearch(config: AlgoliaConfig, lang: string, { hosts }: { hosts?: readonly string[] } = {}) {
  const target = algoliaTarget(config.indexName, lang);
  const client = createAlgoliaClient(config, hosts);
  return async (query: string, snippetWords: number): Promise<AlgoliaResult> => {
    const answer = await client.searchForHits<AlgoliaRecord>({
      requests: [
        {
          ...target,
          query,
          attributesToRetrieve: [...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
          attributesToSnippet: [...LEVELS.slice(1).map((l) => `hierarchy.${l}:${snippetWords}`), `content:${snippetWords}`],
          highlightPreTag: PRE,
          highlightPostTag: POST,
          hitsPerPage: HITS_PER_PAGE,
          clickAnalytics: true,
        },
      ],
    });
    const result = answer?.results?.[0];
    if (!result || !Array.isArray(result.hits)) throw new Error('search provider: answer without results');
    return { hits: result.hits.map(toHit), nbHits: result.nbHits ?? result.hits.length, queryID: result.queryID };
  };
}

function toHit(hit: AlgoliaRecord): SearchHit {
  const hierarchy = Object.fromEntries(LEVELS.map((l) => [l, hit.hierarchy?.[l] ?? undefined]).filter(([, v]) => v)) as SearchHit['hierarchy'];
  hierarchy.lvl0 ??= '';
  hierarchy.lvl1 ??= '';
  const level = hit.type === 'content' ? undefined : hit.type;
  const titleValue = (level && hit._highlightResult?.hierarchy?.[level]?.value) ?? hit._highlightResult?.hierarchy?.lvl1?.value ?? hierarchy.lvl1;
  const snippetValue = hit._snippetResult?.content?.value ?? hit.content ?? '';
  return {
    objectID: String(hit.objectID),
    url: String(hit.url),
    type: hit.type,
    hierarchy,
    title: markedSegments(String(titleValue)),
    snippet: markedSegments(String(snippetValue)),
  };
}
