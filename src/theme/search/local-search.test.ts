import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { packIndexFile } from '../../shared/search/index-file.ts';
import { NO_VOCABULARY } from '../../shared/search/vocabulary.ts';
import type { SearchRecord } from '../../shared/search/records.ts';
import type { FromWorker, ToWorker } from './local-search-protocol.ts';

const records: SearchRecord[] = [
  { u: '/guide/server', t: 1, h: ['Guide', 'Dev server'], c: 'The dev server listens on a port.' },
  { u: '/guide/proxy', t: 1, h: ['Guide', 'Proxy'], c: 'Forward API requests to a backend.' },
];
const data = () => new TextEncoder().encode(JSON.stringify(packIndexFile('en', records))).buffer;

/** The worker's messages, in the order it received them. */
const received: ToWorker[] = [];

/** A Worker running local-search-worker.ts in this process, its messages delivered asynchronously as a browser does. */
class InProcessWorker {
  onmessage: ((event: { data: FromWorker }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor() {
    scope.reply = (message) => setTimeout(() => this.onmessage?.({ data: message }));
  }
  postMessage(message: ToWorker) {
    received.push(message);
    setTimeout(() => scope.onmessage?.({ data: message }));
  }
  terminate() {}
}
const scope: { onmessage: ((event: { data: ToWorker }) => void) | null; reply: (message: FromWorker) => void; postMessage(m: FromWorker): void } = {
  onmessage: null,
  reply: () => {},
  postMessage: (message) => scope.reply(message),
};

let localSearch: typeof import('./local-search.ts').localSearch;
let SupersededQuery: typeof import('./local-search.ts').SupersededQuery;
beforeAll(async () => {
  vi.stubGlobal('self', scope);
  vi.stubGlobal('Worker', InProcessWorker);
  await import('./local-search-worker.ts');
  ({ localSearch, SupersededQuery } = await import('./local-search.ts'));
});
afterEach(() => {
  received.length = 0;
  vi.unstubAllGlobals();
  vi.stubGlobal('self', scope);
  vi.stubGlobal('Worker', InProcessWorker);
});
// The files of a run share their process (vitest.config.ts): none may leave a global changed.
afterAll(() => vi.unstubAllGlobals());

/** A fetch answering `url` once `release` is called. */
function heldFetch(ok = true) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async () => {
    await held;
    return ok ? new Response(data()) : new Response('', { status: 503 });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release };
}

describe('local search in a worker', () => {
  it('answers a query from the data the page fetched', async () => {
    const { release } = heldFetch();
    const search = localSearch('/search-a.json', NO_VOCABULARY);
    release();
    const answer = await search.search('proxy', 10);
    expect(answer.hits[0]?.url).toBe('/guide/proxy');
  });

  it('runs only the latest of the queries typed while the data was on its way', async () => {
    const { release } = heldFetch();
    const search = localSearch('/search-b.json', NO_VOCABULARY);
    const early = [search.search('p', 10), search.search('po', 10)];
    const last = search.search('port', 10);
    release();
    for (const query of early) await expect(query).rejects.toBeInstanceOf(SupersededQuery);
    expect((await last).hits[0]?.url).toBe('/guide/server');
    expect(received.filter((m) => m.type === 'query').map((m) => (m as { query: string }).query)).toEqual(['port']);
  });

  it('fails a query when the data cannot be fetched, and fetches again for the next one', async () => {
    heldFetch(false).release();
    const search = localSearch('/search-c.json', NO_VOCABULARY);
    await expect(search.search('port', 10)).rejects.toThrow('HTTP 503');
    const { fetch, release } = heldFetch();
    release();
    expect((await search.search('port', 10)).hits[0]?.url).toBe('/guide/server');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails a query on data of an unknown format, and fetches again for the next one', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"version":1}'));
    const search = localSearch('/search-d.json', NO_VOCABULARY);
    await expect(search.search('port', 10)).rejects.toThrow('unknown format');
    heldFetch().release();
    expect((await search.search('port', 10)).hits[0]?.url).toBe('/guide/server');
  });
});
