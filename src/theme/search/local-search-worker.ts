/**
 * The search worker: reads a locale's search data (its head, then the term shards and page texts each
 * query needs) and answers queries, off the page's main thread, so that typing never waits for them.
 * Messages are handled in order: a query posted after its head is answered from it.
 */
import { type LoadSearchFile, openSplitSearch, type SplitSearch } from '../../shared/search/split-search.ts';
import type { SearchHead } from '../../shared/search/search-files.ts';
import type { SearchHit } from '../../shared/search/records.ts';
import vocabulary from 'virtual:search-vocabulary';
import type { FromWorker, ToWorker } from './local-search-protocol.ts';

/** The worker's global scope, typed here: the program's DOM types describe a window. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

const searches = new Map<string, SplitSearch | Error>();

const filesBeside =
  (base: string): LoadSearchFile =>
  (name, { later, signal } = {}) =>
    // The browser sends a query's own files before the rest of an earlier query's page texts still waiting.
    fetch(new URL(name, base), { priority: later ? 'low' : 'high', signal }).then((response) => {
      if (!response.ok) throw new Error(`search data: HTTP ${response.status}`);
      return response.json();
    });

function load({ url, base, data }: Extract<ToWorker, { type: 'load' }>) {
  try {
    const head = JSON.parse(new TextDecoder().decode(data)) as SearchHead;
    searches.set(url, openSplitSearch(head, filesBeside(base), vocabulary));
  } catch (error) {
    searches.set(url, error instanceof Error ? error : new Error(String(error)));
  }
}

/** The query being answered: a new one abandons it, so that its files no longer compete with the new one's. */
let running: AbortController | undefined;

async function answer({ id, url, query, snippetWords }: Extract<ToWorker, { type: 'query' }>, signal: AbortSignal): Promise<FromWorker> {
  const search = searches.get(url);
  if (!search || search instanceof Error) {
    searches.delete(url);
    return { type: 'failed', id, message: search?.message ?? `search data not loaded: ${url}`, reload: true };
  }
  try {
    const firstScreen = (hits: SearchHit[]) => scope.postMessage({ type: 'first', id, hits });
    return { type: 'answer', id, answer: await search.query(query, snippetWords, { firstScreen, signal }) };
  } catch (error) {
    // A file that failed to load is asked for again by the next query.
    return { type: 'failed', id, message: signal.aborted ? 'a later query replaced this one' : String(error), reload: false };
  }
}

scope.onmessage = ({ data: message }) => {
  if (message.type === 'load') return load(message);
  running?.abort();
  running = new AbortController();
  void answer(message, running.signal).then((reply) => scope.postMessage(reply));
};
