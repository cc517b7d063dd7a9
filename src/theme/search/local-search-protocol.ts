/** The messages between the page (local-search.ts) and the search worker (local-search-worker.ts). */
import type { SearchVocabulary } from '../../shared/search/vocabulary.ts';
import type { SearchAnswer } from './search-answer.ts';

export type ToWorker =
  /** A locale's search data as fetched (JSON bytes, transferred): the worker indexes it under `url`. */
  | { type: 'load'; url: string; data: ArrayBuffer; vocabulary: SearchVocabulary }
  /** A query on the data loaded under `url`. */
  | { type: 'query'; id: number; url: string; query: string; snippetWords: number };

export type FromWorker =
  | { type: 'answer'; id: number; answer: SearchAnswer }
  /** The query failed; `reload` when the data under its `url` could not be indexed (fetch it again next time). */
  | { type: 'failed'; id: number; message: string; reload: boolean };
