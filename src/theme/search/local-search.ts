/**
 * Local search from the page's side: the head of the data is fetched here, on intent, while the worker's
 * script loads, and handed to the worker (local-search-worker.ts) without a copy; the worker fetches the
 * rest a query needs and answers it. Only the latest query counts: one typed while another is on its way
 * replaces it at once (the worker abandons the earlier one), so a fast typist never queues work for the words
 * on the way.
 */
import type { FromWorker, ToWorker } from './local-search-protocol.ts';
import type { SearchHit } from '../../shared/search/records.ts';
import type { SearchAnswer } from '../../shared/search/split-search.ts';

/** Rejects a query that a later one replaced before it was answered (the modal shows only the latest anyway). */
export class SupersededQuery extends Error {
  constructor() {
    super('a later query replaced this one');
  }
}

interface Pending {
  resolve(answer: SearchAnswer): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
let nextId = 0;
const answers = new Map<number, Pending & { url: string; firstScreen(hits: SearchHit[]): void }>();
/** Per data URL: resolved once the data is on its way to the worker; forgotten on failure, so the next query retries. */
const loads = new Map<string, Promise<void>>();

function theWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./local-search-worker.ts', import.meta.url), { type: 'module', name: 'search' });
  started.onmessage = ({ data }: MessageEvent<FromWorker>) => {
    const waiting = answers.get(data.id);
    if (!waiting) return;
    if (data.type === 'first') return waiting.firstScreen(data.hits);
    answers.delete(data.id);
    if (data.type === 'answer') return waiting.resolve(data.answer);
    if (data.reload) loads.delete(waiting.url);
    waiting.reject(new Error(data.message));
  };
  // The script failed to load or run: every query waiting fails, and the next one starts a new worker.
  started.onerror = (event) => {
    event.preventDefault();
    if (worker === started) worker = undefined;
    started.terminate();
    loads.clear();
    for (const waiting of answers.values()) waiting.reject(new Error(`search worker: ${event.message || 'failed to start'}`));
    answers.clear();
  };
  worker = started;
  return started;
}

function loadData(url: string): Promise<void> {
  let load = loads.get(url);
  if (!load) {
    theWorker();
    load = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`search data: HTTP ${response.status}`);
        return response.arrayBuffer();
      })
      .then((data) => {
        // The worker fetches the head's other files by their names, beside it.
        const message: ToWorker = { type: 'load', url, base: new URL(url, location.href).href, data };
        theWorker().postMessage(message, [data]);
      });
    loads.set(url, load);
    load.catch(() => loads.delete(url));
  }
  return load;
}

export interface LocalSearch {
  /** Starts fetching the data and the worker, without a query. */
  preload(): void;
  search(query: string, snippetWords: number): Promise<SearchAnswer>;
}

/** The search of the data whose head is at `url` (one locale and version). */
export function localSearch(url: string): LocalSearch {
  let latest: Pending | undefined;

  /** Asks the worker; the first screen's hits answer, and the rest follow as `more`. */
  function ask(query: string, snippetWords: number, job: Pending) {
    const id = nextId++;
    let shown = false;
    const done: Promise<SearchAnswer> = new Promise((resolve, reject) => {
      const firstScreen = (hits: SearchHit[]) => {
        shown = true;
        const more = done.then((answer) => answer.hits);
        more.catch(() => {});
        job.resolve({ hits, suggestions: [], more });
      };
      answers.set(id, { resolve, reject, url, firstScreen });
    });
    const message: ToWorker = { type: 'query', id, url, query, snippetWords };
    theWorker().postMessage(message);
    done.then(
      (answer) => shown || job.resolve(answer),
      (error) => shown || job.reject(error),
    );
  }

  return {
    preload() {
      loadData(url).catch(() => {});
    },
    search(query, snippetWords) {
      return new Promise((resolve, reject) => {
        latest?.reject(new SupersededQuery());
        const job: Pending = { resolve, reject };
        latest = job;
        loadData(url).then(
          // Typed while the data was on its way and replaced since: never asked.
          () => latest === job && ask(query, snippetWords, job),
          (error: Error) => reject(error),
        );
      });
    },
  };
}
