/**
 * The search worker: parses a locale's search data, indexes it and answers queries, off the page's main
 * thread, so that typing never waits for them (the Chinese data takes seconds to index on a slow phone).
 * Messages are handled in order: a query posted after its data is answered from the finished index.
 */
import { createLocalIndex, queryLocalIndex, suggestQueries, type LocalIndex } from '../../shared/search/local-index.ts';
import { unpackIndexFile } from '../../shared/search/index-file.ts';
import type { SearchIndexFile } from '../../shared/search/records.ts';
import type { SearchVocabulary } from '../../shared/search/vocabulary.ts';
import type { FromWorker, ToWorker } from './local-search-protocol.ts';

/** The worker's global scope, typed here: the program's DOM types describe a window. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

const indexes = new Map<string, LocalIndex | Error>();

function load(url: string, data: ArrayBuffer, vocabulary: SearchVocabulary) {
  try {
    const file = JSON.parse(new TextDecoder().decode(data)) as SearchIndexFile;
    indexes.set(url, createLocalIndex(unpackIndexFile(file), vocabulary, file.lang));
  } catch (error) {
    indexes.set(url, error instanceof Error ? error : new Error(String(error)));
  }
}

function answer({ id, url, query, snippetWords }: Extract<ToWorker, { type: 'query' }>): FromWorker {
  const index = indexes.get(url);
  if (!index || index instanceof Error) {
    indexes.delete(url);
    return { type: 'failed', id, message: index?.message ?? `search data not loaded: ${url}`, reload: true };
  }
  try {
    const hits = queryLocalIndex(index, query, snippetWords);
    return { type: 'answer', id, answer: { hits, suggestions: hits.length ? [] : suggestQueries(index, query) } };
  } catch (error) {
    return { type: 'failed', id, message: String(error), reload: false };
  }
}

scope.onmessage = ({ data: message }) => {
  if (message.type === 'load') load(message.url, message.data, message.vocabulary);
  else scope.postMessage(answer(message));
};
