/**
 * The local full-text index over a locale's records (MiniSearch), and the query that reads it.
 * Used by the browser's search chunk, the relevance test and the benchmark alike.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { isHanTerm, termText, tokenize } from './tokenize.ts';
import { createHighlighter, type Highlighter } from './snippet.ts';
import { HITS_PER_PAGE, type SearchHit, type SearchRecord } from './records.ts';

interface IndexedRecord {
  id: number;
  title: string;
  parents: string;
  content: string;
  code: string;
}

/** Titles and headings rank above body text; code counts least. */
const BOOST = { title: 4, parents: 1, content: 1, code: 0.2 };

export interface LocalIndex {
  records: SearchRecord[];
  search: MiniSearch<IndexedRecord>;
}

const titleOf = (r: SearchRecord) => r.h[r.t] ?? r.h[1] ?? '';

const newIndex = () => new MiniSearch<IndexedRecord>({ fields: ['title', 'parents', 'content', 'code'], tokenize, processTerm: (term) => term });
const documentsOf = (records: SearchRecord[]): IndexedRecord[] =>
  records.map((r, id) => ({ id, title: titleOf(r), parents: r.h.slice(1, r.t).join(' '), content: r.c, code: r.k ?? '' }));

export function createLocalIndex(records: SearchRecord[]): LocalIndex {
  const search = newIndex();
  search.addAll(documentsOf(records));
  return { records, search };
}

/** The same index built in slices, so that a page stays responsive (typing, scrolling) meanwhile. */
export async function createLocalIndexAsync(records: SearchRecord[]): Promise<LocalIndex> {
  const search = newIndex();
  await search.addAllAsync(documentsOf(records), { chunkSize: 200 });
  return { records, search };
}

/**
 * The word being typed (the last one) matches as a prefix: a Latin word from two letters, a lone
 * Chinese character as the start of a term. Earlier words are complete; as prefixes, common ones
 * (`output`) would only add work and noise.
 */
function prefixOf(query: string) {
  const last = new Set(
    tokenize(
      query
        .split(/[\s.]+/)
        .filter(Boolean)
        .pop() ?? '',
    ),
  );
  return (term: string) => last.has(term) && (isHanTerm(term) ? termText(term).length === 1 : term.length >= 2);
}
/** Latin words of five letters or more may carry a typo. */
const fuzzy = (term: string) => (isHanTerm(term) || term.length < 5 ? false : 0.2);

function run(index: LocalIndex, query: string, combineWith: 'AND' | 'OR'): SearchResult[] {
  return index.search.search(query, {
    boost: BOOST,
    prefix: prefixOf(query),
    fuzzy,
    // One typo at most: enough for a slip of the finger, and it keeps a query well under 5 ms.
    maxFuzzy: 1,
    combineWith,
    // Pages a little above their own sections when both match equally.
    boostDocument: (id) => (index.records[id as number].t === 1 ? 1.2 : 1),
  });
}

/** Every term must match; when none match so, the best partial matches are returned. */
export function queryLocalIndex(index: LocalIndex, query: string, snippetWords = 10): SearchHit[] {
  if (!tokenize(query).length) return [];
  let results = run(index, query, 'AND');
  if (!results.length) results = run(index, query, 'OR');
  const top = results.slice(0, HITS_PER_PAGE);
  const highlighter = createHighlighter([...new Set(top.flatMap((r) => r.terms))].map(termText));
  return top.map((result) => toHit(index.records[result.id as number], result, highlighter, snippetWords));
}

function toHit(record: SearchRecord, result: SearchResult, highlighter: Highlighter, snippetWords: number): SearchHit {
  const [lvl0 = '', lvl1 = '', lvl2, lvl3] = record.h;
  return {
    objectID: String(result.id),
    url: record.u,
    type: record.t === 1 ? 'lvl1' : record.t === 2 ? 'lvl2' : 'lvl3',
    hierarchy: { lvl0, lvl1, ...(lvl2 ? { lvl2 } : {}), ...(lvl3 ? { lvl3 } : {}) },
    title: highlighter.segments(titleOf(record)),
    snippet: highlighter.snippet(record.c, snippetWords),
  };
}

/** Edit distance, for ranking suggestions by closeness to what was typed. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** Up to three other queries that do find something (for the no-results screen), closest first. */
export function suggestQueries(index: LocalIndex, query: string, limit = 3): string[] {
  const typed = query.trim().toLowerCase();
  // Looser than the search itself (two typos in a five-letter word), whole words only.
  const found = index.search.autoSuggest(query, { fuzzy: (term) => (isHanTerm(term) ? false : 0.4), prefix: false, combineWith: 'AND', boost: BOOST });
  // A one-word query gets one-word suggestions; a longer one keeps the suggested phrases.
  const candidates = tokenize(query).length === 1 ? found.flatMap((s) => s.terms.map(termText)) : found.map((s) => s.terms.map(termText).join(' '));
  const unique = [...new Set(candidates)].filter((c) => c !== typed);
  return unique
    .map((c, rank) => ({ c, rank, d: distance(typed, c) }))
    .sort((a, b) => a.d - b.d || a.rank - b.rank)
    .slice(0, limit)
    .map((x) => x.c);
}
