/** The messages between the page (local-search.ts) and the search worker (local-search-worker.ts). */
import type { SearchHit } from '../../shared/search/records.ts';
import type { SearchAnswer } from '../../shared/search/split-search.ts';

export type ToWorker =
  /** The head of a locale's search data as fetched (JSON bytes, transferred), kept under `url`; its other files are beside `base`. */
  | { type: 'load'; url: string; base: string; data: ArrayBuffer }
  /** A query on the data loaded under `url`. */
  | { type: 'query'; id: number; url: string; query: string; snippetWords: number };

export type FromWorker =
  /** The first screen's hits of a query, before its answer. */
  | { type: 'first'; id: number; hits: SearchHit[] }
  | { type: 'answer'; id: number; answer: SearchAnswer }
  /** The query failed; `reload` when the head under its `url` could not be read (fetch it again next time). */
  | { type: 'failed'; id: number; message: string; reload: boolean };
