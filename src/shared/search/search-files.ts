/**
 * The local search data of one locale (and version) as the build writes it: an index that is
 * ready to query when read, split so that a query fetches only what it needs.
 *
 * - The head (`head.json`, fetched on intent): each record's type and page, the pages' titles,
 *   the index's statistics (record count, field lengths) that scores depend on, and its common words.
 * - Term shards (`terms-<n>.json`): every term of the index with its postings, spread over the
 *   shards by the term's first two letters (its first character for CJK), so that a word, the
 *   words that start with it and its one-typo variants sharing that start sit in one shard.
 * - Page texts (`text-<n>.json`, by the page's place in the head): each of its records' anchor,
 *   heading and body text, for the hits shown (snippets).
 *
 * Scores do not depend on which shards are loaded: a term's postings and the statistics are
 * those of the whole index. The files of one index share a folder named by their content
 * (src/node/search/emit-index.ts), so the head needs no list of the others: they go by number.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { INDEX_FIELDS, indexOptions, type IndexedRecord, serializedIndexOf } from './local-index.ts';
import { isCjkTerm } from './tokenize.ts';
import type { SearchRecord } from './records.ts';

export interface SearchHead {
  version: 4;
  lang: string;
  /** lvl0 texts (sidebar groups). */
  groups: string[];
  /** Per page: URL, group, title, and the type of each of its records (`1223`: the page, two H2 sections, an H3). */
  pages: [string, number, string, string][];
  /** Per field (INDEX_FIELDS), its average length in terms. */
  averageFieldLength: number[];
  /** Per record, its fields' lengths in terms, one after the other. */
  fieldLength: number[];
  /** How many term shards there are. */
  shards: number;
  /** The words in more than half of the records (commonTerms in local-index.ts). */
  common: string[];
}

/**
 * A term and its postings per field: `[term, [field, doc, count?, doc, …], …]`. Docs are written as
 * the gap from the one before; a count above 1 follows its doc as a negative number.
 */
export type TermEntry = [string, ...number[][]];
export type TermShard = TermEntry[];

/** Per record of a page, in order: its anchor, heading and body text. */
export type PageText = [string, string, string][];

/** The names of the data's files beside the head. */
export const HEAD_FILE = 'head.json';
export const shardFile = (shard: number) => `terms-${shard}.json`;
export const pageTextFile = (page: number) => `text-${page}.json`;

/** A term's shard key: its first two letters, or its first character for a CJK term (`~` and three digits). */
export const shardKeyOf = (term: string) => term.slice(0, isCjkTerm(term) ? 4 : 2);

/** FNV-1a: the same shard for a key on every side. */
export function shardOf(term: string, shardCount: number): number {
  const key = shardKeyOf(term);
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % shardCount;
}

export interface SearchFileParts {
  head: SearchHead;
  shards: TermShard[];
  /** By page, as the head lists them. */
  texts: PageText[];
}

/** Postings of a term per field as MiniSearch serializes them: field id -> doc -> count. */
type Postings = Record<string, Record<string, number>>;

function encodePostings(term: string, postings: Postings): TermEntry {
  const entry: TermEntry = [term];
  for (const [field, docs] of Object.entries(postings)) {
    const list = [Number(field)];
    let last = 0;
    for (const doc of Object.keys(docs)
      .map(Number)
      .sort((a, b) => a - b)) {
      list.push(doc - last);
      last = doc;
      if (docs[doc] > 1) list.push(-docs[doc]);
    }
    entry.push(list);
  }
  return entry;
}

function decodePostings(entry: TermEntry): Postings {
  const postings: Postings = {};
  for (let f = 1; f < entry.length; f++) {
    const list = entry[f] as number[];
    const docs: Record<string, number> = {};
    let doc = 0;
    for (let i = 1; i < list.length; i++) {
      doc += list[i];
      const count = list[i + 1] < 0 ? -list[++i] : 1;
      docs[doc] = count;
    }
    postings[list[0]] = docs;
  }
  return postings;
}

/**
 * About this many bytes of JSON per term shard: a query looks up 6 to 8 shard keys (its words and
 * the vocabulary's other words for them), so small shards keep what it fetches small.
 */
const SHARD_BYTES = 3000;

/** `records` in page order, each page's own record (type 1) first; `shardBytes` for tests. */
export function splitSearchData(lang: string, records: SearchRecord[], shardBytes = SHARD_BYTES): SearchFileParts {
  const { serialized, common } = serializedIndexOf(records);
  const entries = serialized.index.map(([term, postings]) => encodePostings(term, postings));
  const shardCount = Math.max(1, Math.round(JSON.stringify(entries).length / shardBytes));
  const shards: TermShard[] = Array.from({ length: shardCount }, () => []);
  for (const entry of entries.sort((a, b) => (a[0] < b[0] ? -1 : 1))) shards[shardOf(entry[0], shardCount)].push(entry);

  const head: SearchHead = {
    version: 4,
    lang,
    groups: [],
    pages: [],
    averageFieldLength: serialized.averageFieldLength,
    fieldLength: [],
    shards: shardCount,
    common,
  };
  const groups = new Map<string, number>();
  const texts: PageText[] = [];
  records.forEach((r, i) => {
    if (r.t === 1) {
      let group = groups.get(r.h[0]);
      if (group === undefined) {
        group = head.groups.push(r.h[0]) - 1;
        groups.set(r.h[0], group);
      }
      head.pages.push([r.u, group, r.h[1], '']);
      texts.push([]);
    }
    head.pages[head.pages.length - 1][3] += r.t;
    head.fieldLength.push(...(serialized.fieldLength[i] as number[]));
    texts[texts.length - 1].push([r.u.split('#')[1] ?? '', r.t === 1 ? '' : r.h[r.t], r.c]);
  });
  return { head, shards, texts };
}

/** The records as the head knows them: URL of the page, type, group and title; no text. */
export function headRecords(head: SearchHead): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const [url, group, title, types] of head.pages)
    for (const t of types) records.push({ u: url, t: Number(t) as SearchRecord['t'], h: [head.groups[group], title], c: '' });
  return records;
}

/** A record whole, from its head record and its text: the hierarchy takes the H2 above an H3 from `h2`. */
export function fullRecord(record: SearchRecord, [anchor, heading, content]: PageText[number], h2: string): SearchRecord {
  const [lvl0, title] = record.h;
  const h = record.t === 1 ? [lvl0, title] : record.t === 2 ? [lvl0, title, heading] : [lvl0, title, h2, heading];
  return { u: anchor ? `${record.u}#${anchor}` : record.u, t: record.t, h, c: content };
}

/** The statistics of the whole index, as MiniSearch reads them: the same for every index of a head's terms. */
export function indexStatistics(head: SearchHead): Omit<AsPlainObject, 'index'> {
  const count = head.fieldLength.length / INDEX_FIELDS.length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let i = 0; i < count; i++) {
    documentIds[i] = i;
    fieldLength[i] = head.fieldLength.slice(i * INDEX_FIELDS.length, (i + 1) * INDEX_FIELDS.length);
  }
  return {
    documentCount: count,
    nextId: count,
    documentIds,
    fieldIds: Object.fromEntries(INDEX_FIELDS.map((f, i) => [f, i])),
    fieldLength,
    averageFieldLength: head.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    serializationVersion: 2,
  };
}

/** The index of the terms given, with the statistics of the whole: scores as the full index would give them. */
export function indexOfTerms(statistics: Omit<AsPlainObject, 'index'>, entries: Iterable<TermEntry>): MiniSearch<IndexedRecord> {
  return MiniSearch.loadJS({ ...statistics, index: [...entries].map((entry) => [entry[0], decodePostings(entry)]) }, indexOptions);
}

/** Throws on data of another format (a stale cache), so that the caller can show the error screen. */
export function checkHead(head: SearchHead): SearchHead {
  if (head?.version !== 4 || !Array.isArray(head.pages) || !Array.isArray(head.fieldLength) || !(head.shards > 0) || !Array.isArray(head.common))
    throw new Error('search index: unknown format');
  return head;
}
