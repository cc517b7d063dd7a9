/**
 * The query over the split search data (search-files.ts), wherever its files come from: the search
 * worker fetches them, the MCP server reads them from a build or from the site, the relevance test
 * from memory. A query loads the shards of its terms, ranks with the same function as a whole
 * index (local-index.ts), then loads the text of the hits it shows.
 */
import type MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import {
  hitsOf,
  type IndexedRecord,
  type LocalIndex,
  pagesOf,
  type RankedRecord,
  rankRecords,
  suggestQueries,
  type TermLookup,
  termsMatchedBy,
} from './local-index.ts';
import { planQuery, type QueryPlan } from './query-plan.ts';
import {
  checkHead,
  fullRecord,
  headRecords,
  indexOfTerms,
  indexStatistics,
  type PageText,
  pageTextFile,
  type SearchHead,
  shardFile,
  type TermEntry,
  shardKeyOf,
  shardOf,
  type TermShard,
} from './search-files.ts';
import { tokenize } from './tokenize.ts';
import { FIRST_SCREEN_HITS, HITS_PER_PAGE, type SearchHit, type SearchRecord } from './records.ts';
import type { SearchVocabulary } from './vocabulary.ts';

/** What the modal shows for a query. */
export interface SearchAnswer {
  hits: SearchHit[];
  /** Other queries worth trying when there are no hits. */
  suggestions: string[];
  /** Every hit, when `hits` are only the first screen's and the rest come later. */
  more?: Promise<SearchHit[]>;
}

/**
 * Reads one of the data's files beside the head by its name (`terms-3.json`), parsed. `later`: wanted only
 * after the first screen, so it may wait behind the files that are not; `signal`: aborted when the query
 * that wants the file was abandoned, so that its load may stop (it is given only for files wanted later).
 */
export type LoadSearchFile = (name: string, options?: { later?: boolean; signal?: AbortSignal }) => Promise<unknown>;

export interface QueryOptions {
  /** Called with the first screen's hits (FIRST_SCREEN_HITS) once their text has loaded: fewer files than every hit's. */
  firstScreen?(hits: SearchHit[]): void;
  /** Abandons the query between its steps (a later one replaced it): it rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface SplitSearch {
  head: SearchHead;
  query(query: string, snippetWords?: number, options?: QueryOptions): Promise<SearchAnswer>;
}

/** Why a file is loaded: for the first screen, or later (the rest of the hits) by a query that may be abandoned. */
interface Wanted {
  later?: boolean;
  signal?: AbortSignal;
}

/** The indexes built last, by what they hold: typing a word keeps asking for the same ones. */
const KEPT_INDEXES = 4;

export function openSplitSearch(head: SearchHead, load: LoadSearchFile, vocabulary: SearchVocabulary): SplitSearch {
  checkHead(head);
  const records = headRecords(head);
  const base = { records, ...pagesOf(records, vocabulary, head.lang, head.common) };
  // Each record's page, and each page's first record.
  const pageOf: number[] = [];
  const firsts: number[] = [];
  head.pages.forEach(([, , , types], page) => {
    firsts.push(pageOf.length);
    for (let i = 0; i < types.length; i++) pageOf.push(page);
  });
  /** A shard's entries, and the same by term for looking up the terms a query matches. */
  const shards = new Map<number, Promise<{ entries: TermShard; terms: SearchableMap<TermEntry> }>>();
  const readShard = (file: unknown) => ({
    entries: file as TermShard,
    terms: SearchableMap.from((file as TermShard).map((entry) => [entry[0], entry] as [string, TermEntry])),
  });
  const texts = new Map<number, Promise<PageText>>();
  const indexes = new Map<string, MiniSearch<IndexedRecord>>();
  const statistics = indexStatistics(head);

  /**
   * A file once, loaded again on the next query after a failure. A file wanted later by a query that is then
   * abandoned is let go at once: the next query to want it loads it anew, first, rather than waiting behind the
   * abandoned query's other files.
   */
  function once<T>(files: Map<number, Promise<T>>, at: number, name: string, wanted: Wanted = {}, read = (file: unknown) => file as T): Promise<T> {
    let file = files.get(at);
    if (!file) {
      const signal = wanted.later ? wanted.signal : undefined;
      const loading = load(name, { later: wanted.later, signal }).then(read);
      const forget = () => files.get(at) === loading && files.delete(at);
      let loaded = false;
      loading.then(() => {
        loaded = true;
      }, forget);
      signal?.addEventListener('abort', () => loaded || forget(), { once: true });
      files.set(at, loading);
      file = loading;
    }
    return file;
  }

  /** The shards that hold `terms`, loaded, by their number. */
  async function shardsOf(terms: string[]) {
    const numbers = [...new Set(terms.map((t) => shardOf(t, head.shards)))];
    const loaded = await Promise.all(numbers.map((s) => once(shards, s, shardFile(s), {}, readShard)));
    return new Map(numbers.map((s, i) => [s, loaded[i]]));
  }

  /**
   * The index of every term that shares a shard key with one of `terms`, the same whichever query loaded what before:
   * for suggestions, which look further than a query (two typos, whole words).
   */
  async function indexFor(terms: string[]): Promise<LocalIndex> {
    const keys = [...new Set(terms.map(shardKeyOf))].sort();
    const wanted = new Set(keys);
    const loaded = [...(await shardsOf(terms)).values()];
    return indexOf(`keys ${keys.join(' ')}`, () => loaded.flatMap((shard) => shard.entries.filter(([term]) => wanted.has(shardKeyOf(term)))));
  }

  /**
   * The index of the terms a query's plan can match among those sharing a shard key with one of its terms: it ranks
   * as `indexFor` of those terms does, and building it (MiniSearch turns each term's postings into maps) takes a
   * fraction of the time when the shards hold many terms of the same beginnings. `terms`: the plan's own and other words.
   */
  async function indexForPlan(plan: QueryPlan, terms: string[]): Promise<LocalIndex> {
    const wanted = new Set(terms.map(shardKeyOf));
    const byNumber = await shardsOf(terms);
    const loaded = [...byNumber.values()];
    const kept = <T extends [string, unknown]>(found: Iterable<T>) => [...found].filter(([term]) => wanted.has(shardKeyOf(term)));
    const lookup: TermLookup<TermEntry> = {
      // A term is in the one shard its key names.
      get: (term) => (wanted.has(shardKeyOf(term)) ? byNumber.get(shardOf(term, head.shards))?.terms.get(term) : undefined),
      atPrefix: (prefix) => loaded.flatMap((shard) => kept(shard.terms.atPrefix(prefix))),
      fuzzyGet: (term, distance) => loaded.flatMap((shard) => kept(shard.terms.fuzzyGet(term, distance))),
    };
    const matched = [...termsMatchedBy(plan, lookup)].sort();
    return indexOf(`terms ${matched.join(' ')}`, () => matched.map((term) => lookup.get(term)!));
  }

  /** The index of `entries`, kept by `name` with the last few built (typing a word keeps asking for the same one). */
  function indexOf(name: string, entries: () => TermEntry[]): LocalIndex {
    let search = indexes.get(name);
    if (!search) {
      search = indexOfTerms(statistics, entries());
      indexes.set(name, search);
      if (indexes.size > KEPT_INDEXES) indexes.delete(indexes.keys().next().value!);
    }
    return { ...base, search };
  }

  /** The records whole (their anchor, headings and text), by id. */
  async function recordsWithText(ids: number[], wanted: Wanted): Promise<Map<number, SearchRecord>> {
    const pages = [...new Set(ids.map((id) => pageOf[id]))];
    const loaded = new Map(await Promise.all(pages.map(async (p) => [p, await once(texts, p, pageTextFile(p), wanted)] as const)));
    const whole = new Map<number, SearchRecord>();
    for (const id of ids) {
      const first = firsts[pageOf[id]];
      const text = loaded.get(pageOf[id])!;
      // The H2 above an H3: the nearest section before it of type 2.
      let h2 = '';
      for (let r = id - 1; r > first && !h2; r--) if (records[r].t === 2) h2 = text[r - first][1];
      whole.set(id, fullRecord(records[id], text[id - first], h2));
    }
    return whole;
  }

  return {
    head,
    async query(query, snippetWords = 10, { firstScreen, signal } = {}) {
      const plan = planQuery(query, base.lexicon);
      const terms = [...plan.terms.keys(), ...plan.alternatives];
      const index = terms.length ? await indexForPlan(plan, terms) : undefined;
      signal?.throwIfAborted();
      const ranked = index ? rankRecords(index, query, plan) : [];
      if (!ranked.length) {
        // Suggestions are looked up among all the words typed, those the plan left out too.
        const words = [...terms, ...tokenize(query)];
        return { hits: [], suggestions: words.length ? suggestQueries(await indexFor(words), query) : [] };
      }
      const top = ranked.slice(0, HITS_PER_PAGE);
      // Every hit is highlighted with the words all of them matched, those of the first screen too.
      const hitsWithText = async (ranks: RankedRecord[], later = false) => {
        const whole = await recordsWithText(
          ranks.map((r) => r.result.id as number),
          { later, signal },
        );
        signal?.throwIfAborted();
        return hitsOf(
          ranks.map((r) => ({ ...r, record: whole.get(r.result.id as number)! })),
          snippetWords,
          top,
        );
      };
      if (firstScreen && top.length > FIRST_SCREEN_HITS) {
        firstScreen(await hitsWithText(top.slice(0, FIRST_SCREEN_HITS)));
        return { hits: await hitsWithText(top, true), suggestions: [] };
      }
      return { hits: await hitsWithText(top), suggestions: [] };
    },
  };
}
