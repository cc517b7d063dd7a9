/**
 * The local full-text index over a locale's records (MiniSearch), and the query that reads it.
 * Used by the browser's search chunk, the relevance test and the benchmark alike.
 */
import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import { isCjkTerm, termText, tokenize } from './tokenize.ts';
import { createLexicon, planQuery, type Lexicon, type QueryPlan } from './query-plan.ts';
import { NO_VOCABULARY, type SearchVocabulary } from './vocabulary.ts';
import SearchableMap from 'minisearch/SearchableMap';
import { createHighlighter, type Highlighter } from './snippet.ts';
import { HITS_PER_PAGE, type SearchHit, type SearchRecord } from './records.ts';

export interface IndexedRecord {
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
  /** The vocabulary and the aliases derived from the names this index's pages document. */
  lexicon: Lexicon;
  /** Documented name (lower case) or route without the locale -> URL of the page here. */
  pages: Map<string, string>;
  /** The page URL of each record (without the anchor). */
  pageUrls: string[];
  /** Page URL -> its own record (the page's title and introduction). */
  pageRecords: Map<string, number>;
}

const titleOf = (r: SearchRecord) => r.h[r.t] ?? r.h[1] ?? '';
const pageOf = (r: SearchRecord) => r.u.split('#')[0];

/** The indexed fields, in the order of their ids in the index. */
export const INDEX_FIELDS = ['title', 'parents', 'content', 'code'];
export const indexOptions: Options<IndexedRecord> = { fields: INDEX_FIELDS, tokenize, processTerm: (term) => term };
/** A record as the index reads it; its id is its place in the records. */
export const indexDocumentsOf = (records: SearchRecord[]): IndexedRecord[] =>
  records.map((r, id) => ({ id, title: titleOf(r), parents: r.h.slice(1, r.t).join(' '), content: r.c, code: r.k ?? '' }));

/** A title that is a name a page documents (`server.port`, `mode`), when the page is one of the vocabulary's `namePages`. */
const NAME_TITLE = /^[a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z]*)*$/;

/** Below this many records, how often a word occurs says little of it: most words are said once or twice. */
const FREQUENCY_MIN_RECORDS = 100;

/** The records a term is in, of any field. */
function recordsWith(fields: AsPlainObject['index'][number][1]): Set<string> {
  const docs = new Set<string>();
  for (const postings of Object.values(fields)) for (const doc of Object.keys(postings)) docs.add(doc);
  return docs;
}

/**
 * The words in more than half of the records (`rsbuild` on a site about Rsbuild): they tell no page from another, and
 * looking them up would bring most records into every query that says them (twice the time for those queries). From
 * the index as MiniSearch serializes it: each term's postings per field. A small index has none.
 */
export function commonTerms({ index, documentCount }: Pick<AsPlainObject, 'index' | 'documentCount'>): string[] {
  if (documentCount < FREQUENCY_MIN_RECORDS) return [];
  return index.filter(([, fields]) => recordsWith(fields).size > documentCount / 2).map(([term]) => termText(term));
}

const CONTENT_FIELD = String(INDEX_FIELDS.indexOf('content'));

/**
 * The terms an index keeps of those its records hold: all but the CJK terms in the body text of one record only.
 * Text without spaces is indexed as every pair of characters (tokenize.ts), so the edge of two words is a term too
 * (`整为` of `调整为`, `步发` of `这一步发生`). Said once, nearly all such terms are edges that no reader types; on a
 * site of 200 Chinese pages they are half of the Chinese terms and a tenth of the search data. A term in a title, a
 * heading or code stays however rare, and a small index keeps every term.
 */
export function keptTerms({ index, documentCount }: Pick<AsPlainObject, 'index' | 'documentCount'>): AsPlainObject['index'] {
  if (documentCount < FREQUENCY_MIN_RECORDS) return index;
  return index.filter(([term, fields]) => {
    if (!isCjkTerm(term)) return true;
    const inFields = Object.keys(fields);
    return !(inFields.length === 1 && inFields[0] === CONTENT_FIELD && recordsWith(fields).size === 1);
  });
}

/**
 * The index of `records` as MiniSearch serializes it, holding the terms it keeps (keptTerms), and its common words
 * (commonTerms): what the whole index and the split data files are both made from.
 */
export function serializedIndexOf(records: SearchRecord[]): { serialized: AsPlainObject; common: string[] } {
  const built = new MiniSearch<IndexedRecord>(indexOptions);
  built.addAll(indexDocumentsOf(records));
  const serialized = built.toJSON();
  return { serialized: { ...serialized, index: keptTerms(serialized) }, common: commonTerms(serialized) };
}

/**
 * What the query side needs to know of the pages: the name each of the vocabulary's `namePages`
 * documents, and each page by its route without the locale or version segments in front; `common`
 * are the index's common words (commonTerms).
 */
export function pagesOf(records: SearchRecord[], vocabulary: SearchVocabulary, lang: string, common: string[] = []): Omit<LocalIndex, 'records' | 'search'> {
  const pages = new Map<string, string>();
  const names: string[] = [];
  const pageRecords = new Map<string, number>();
  for (const [id, r] of records.entries()) {
    if (r.t !== 1) continue;
    const url = pageOf(r);
    pageRecords.set(url, id);
    const segments = url.split('/');
    // The route with up to two segments in front (locale, version) left out.
    const routes: string[] = [];
    for (let skip = 0; skip <= 2 && skip < segments.length - 1; skip++) routes.push(['', ...segments.slice(1 + skip)].join('/'));
    const name = r.h[1] ?? '';
    if (NAME_TITLE.test(name) && routes.some((route) => vocabulary.namePages.some((prefix) => route.startsWith(prefix)))) {
      names.push(name);
      if (!pages.has(name.toLowerCase())) pages.set(name.toLowerCase(), url);
    }
    for (const route of routes) if (route && !pages.has(route)) pages.set(route, url);
  }
  return { pages, pageUrls: records.map(pageOf), pageRecords, lexicon: createLexicon(names, lang, vocabulary, common) };
}

/**
 * The index of a locale's records; `vocabulary` is the site's (src/shared/search/vocabulary.ts),
 * `lang` the records' language (which of the vocabulary's terms are searched for each other).
 */
export function createLocalIndex(records: SearchRecord[], vocabulary: SearchVocabulary = NO_VOCABULARY, lang = ''): LocalIndex {
  const { serialized, common } = serializedIndexOf(records);
  return { records, search: MiniSearch.loadJS(serialized, indexOptions), ...pagesOf(records, vocabulary, lang, common) };
}

/** How much more a page ranks among equally covering records when the query is about it. */
const TARGET_PAGE = 3;
const TARGET_SECTION = 1.5;
/** The weight of the vocabulary's other words for a concept, against the query's own. */
const ALTERNATIVE = 0.5;
/** What a phrase of the vocabulary that names pages counts for, against any other word of the query. */
const ABOUT = 2;
/** What covering a concept counts for on a page other than the ones it is about. */
const MENTION = 0.5;
/** Answers to problems (the FAQ) for a query that describes one. */
const SYMPTOM_ANSWER = 3;

interface ResolvedConcept {
  weight: number;
  ways: string[][];
  /** Per way: whether part of it counts (by its share), or only the whole way. */
  partial: boolean[];
  /** Pages the concept is about: they cover it whatever their words. */
  pages: Set<string>;
  known: boolean;
}

/**
 * How far a record covers each concept (0 to 1): by being about it, or by its best way. A phrase
 * the vocabulary knows is covered by one of its ways whole (half of `wasm 文件` is only `文件`),
 * but for a Chinese word, whose two-character terms count by their share, as do those of a word
 * it does not know, and the parts of a compound. (Loops, not closures: it runs for every record
 * found.)
 */
function coverageOf(concepts: ResolvedConcept[], matched: string[], page: string): number[] {
  const covers: number[] = [];
  for (const { ways, partial, pages } of concepts) {
    if (pages.has(page)) {
      covers.push(1);
      continue;
    }
    let best = 0;
    for (let w = 0; w < ways.length && best < 1; w++) {
      const way = ways[w];
      let found = 0;
      for (const term of way) if (matched.includes(term)) found++;
      if (found === way.length || (found && partial[w])) best = Math.max(best, found / way.length);
    }
    // Other pages than those the vocabulary names for a concept only mention it.
    covers.push(pages.size ? best * MENTION : best);
  }
  return covers;
}

/**
 * What a concept counts for: a phrase the vocabulary ties to pages counts most (it names what the
 * question is about); a word the vocabulary does not know counts less the more records say it
 * (`page`, `返回`), as in any ranking by inverse document frequency, so that a question's filler
 * words never outweigh what it is about. Words in fewer than 2 % of the records count fully.
 */
function conceptWeights(concepts: ResolvedConcept[], covered: number[][], total: number): number[] {
  return concepts.map((c, i) => {
    if (c.known && c.pages.size) return c.weight * ABOUT;
    if (!c.weight || c.known) return c.weight;
    const records = covered.filter((row) => row[i] >= 1).length;
    if (!records) return c.weight;
    return c.weight * Math.min(1, Math.max(0.3, Math.log(total / records) / Math.log(50)));
  });
}

/**
 * The one query of the local search (modal, relevance test and benchmark): a question is read
 * into concepts (query-plan.ts); a record ranks by how many of them it covers first, then by
 * score, with the pages the query is about (an option it names, the FAQ for a problem) first
 * among equals. Nothing is found only when no word that carries meaning matches anything.
 */
export function queryLocalIndex(index: LocalIndex, query: string, snippetWords = 10): SearchHit[] {
  return hitsOf(rankRecords(index, query).slice(0, HITS_PER_PAGE), snippetWords);
}

/** The hits of ranked records whose text is known, highlighted by the terms that the records of `shown` matched. */
export function hitsOf(top: RankedRecord[], snippetWords: number, shown = top): SearchHit[] {
  const highlighter = createHighlighter([...new Set(shown.flatMap((r) => r.result.terms))].map(termText));
  return top.map(({ record, result }) => toHit(record, result, highlighter, snippetWords));
}

export interface RankedRecord {
  record: SearchRecord;
  result: SearchResult;
  /** Weighted share of the query's concepts the record covers (ranks first). */
  covered: number;
  score: number;
}

/**
 * One typo at most, in the reader's own words only: enough for a slip of the finger, and it keeps a query well under
 * 5 ms. MiniSearch allows a word `FUZZY` of its length in edits, rounded, up to `MAX_FUZZY`.
 */
const FUZZY = 0.2;
const MAX_FUZZY = 1;

/**
 * The index terms a query's plan can match, as `rankRecords` searches them: each term itself, the terms it begins
 * when it is being typed, and those a typo away from it. `terms` of the index, by a term, answers the three lookups.
 */
export interface TermLookup<T> {
  get(term: string): T | undefined;
  atPrefix(prefix: string): Iterable<[string, T]>;
  fuzzyGet(term: string, distance: number): Iterable<[string, unknown]>;
}

/** The terms of `terms` that a query with this plan can match (a superset of what it matches). */
export function termsMatchedBy<T>(plan: QueryPlan, terms: TermLookup<T>): Set<string> {
  const found = new Set<string>();
  for (const term of new Set([...plan.terms.keys(), ...plan.alternatives])) {
    if (terms.get(term) !== undefined) found.add(term);
    if (plan.prefix.has(term)) for (const [t] of terms.atPrefix(term)) found.add(t);
    const distance = plan.fuzzy.has(term) ? Math.min(MAX_FUZZY, Math.round(term.length * FUZZY)) : 0;
    if (distance) for (const [t] of terms.fuzzyGet(term, distance)) found.add(t);
  }
  return found;
}

/** Every record that answers the query, best first (queryLocalIndex keeps the first page of them). */
export function rankRecords(index: LocalIndex, query: string, plan: QueryPlan = planQuery(query, index.lexicon)): RankedRecord[] {
  if (!plan.terms.size) return [];
  const resolve = (targets: Iterable<string>) => new Set([...targets].flatMap((t) => index.pages.get(t) ?? []));
  const concepts = plan.concepts.map((c) => ({
    weight: c.weight,
    ways: c.ways,
    partial: c.ways.map((way) => !c.known || way.every(isCjkTerm)),
    pages: resolve(c.targets),
    known: c.known,
  }));
  const targets = new Set(concepts.flatMap((c) => [...c.pages]));
  const answers = plan.symptom ? resolve(index.lexicon.symptomPages) : new Set<string>();
  const options = {
    boost: BOOST,
    boostTerm: (term: string) => plan.terms.get(term) ?? ALTERNATIVE,
    prefix: (term: string) => plan.prefix.has(term),
    fuzzy: (term: string) => (plan.fuzzy.has(term) ? FUZZY : false),
    maxFuzzy: MAX_FUZZY,
  };
  const own = [...plan.terms.keys()];
  const others = [...plan.alternatives].filter((t) => !plan.terms.has(t));
  const results = index.search.search(
    {
      combineWith: 'OR',
      queries: [
        { ...options, queries: [own.join(' ')] },
        // The vocabulary's other words name what a page or section is about: looking them up
        // in headings finds those, and costs little (body text would double the work).
        ...(others.length ? [{ ...options, fields: ['title', 'parents'], queries: [others.join(' ')] }] : []),
      ],
    },
    { tokenize: (text) => text.split(' ').filter(Boolean), processTerm: (term) => term },
  );
  // A page the vocabulary says the question is about is an answer even when none of the words typed is in it (`fork-ts-checker`
  // leads to the TypeScript guide, which does not name it).
  const found = new Set(results.map((r) => index.pageUrls[r.id as number]));
  for (const c of concepts)
    if (c.known && c.weight)
      for (const page of c.pages) {
        const id = index.pageRecords.get(page);
        if (!found.has(page) && id !== undefined) {
          found.add(page);
          results.push({ id, score: 0, terms: [], queryTerms: [], match: {} });
        }
      }
  const wanted = concepts.some((c) => c.weight > 0);
  const scored = results.map((result) => {
    const record = index.records[result.id as number];
    const page = index.pageUrls[result.id as number];
    let score = result.score * (record.t === 1 ? 1.2 : 1);
    if (targets.has(page)) score *= record.t === 1 ? TARGET_PAGE : TARGET_SECTION;
    if (answers.has(page)) score *= SYMPTOM_ANSWER;
    return { record, result, score, covered: 0, covers: coverageOf(concepts, result.queryTerms, page) };
  });
  const weights = conceptWeights(
    concepts,
    scored.map((s) => s.covers),
    index.records.length,
  );
  const ranked: RankedRecord[] = [];
  for (const s of scored) {
    let sum = 0;
    for (let i = 0; i < weights.length; i++) sum += s.covers[i] * weights[i];
    s.covered = Math.round(sum * 10) / 10;
    // Records that match only words like "set" or "error" answer nothing.
    if (!wanted || s.covered > 0) ranked.push(s);
  }
  return ranked.sort((a, b) => b.covered - a.covered || b.score - a.score);
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

/** Up to three other queries that do find something (for the no-results screen), closest first. */
export function suggestQueries(index: LocalIndex, query: string, limit = 3): string[] {
  const typed = query.trim().toLowerCase();
  // Looser than the search itself (two typos in a five-letter word), whole words only.
  const found = index.search.autoSuggest(query, { fuzzy: (term) => (isCjkTerm(term) ? false : 0.4), prefix: false, combineWith: 'AND', boost: BOOST });
  // A one-word query gets one-word suggestions; a longer one keeps the suggested phrases.
  const candidates = tokenize(query).length === 1 ? found.flatMap((s) => s.terms.map(termText)) : found.map((s) => s.terms.map(termText).join(' '));
  const unique = [...new Set(candidates)].filter((c) => c !== typed);
  // Each candidate's edit distance from what was typed (no two texts are further apart than the longer one's length).
  const apart = SearchableMap.from<number>(unique.map((c, rank) => [c, rank])).fuzzyGet(typed, Math.max(typed.length, ...unique.map((c) => c.length)));
  return [...apart]
    .map(([c, [rank, d]]) => ({ c, rank, d }))
    .sort((a, b) => a.d - b.d || a.rank - b.rank)
    .slice(0, limit)
    .map((x) => x.c);
}
