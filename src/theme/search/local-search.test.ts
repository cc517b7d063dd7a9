import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchFilesOf } from '../../node/search/emit-index.ts';
import { NO_VOCABULARY } from '../../shared/search/vocabulary.ts';
import { FIRST_SCREEN_HITS, type SearchRecord } from '../../shared/search/records.ts';
import type { FromWorker, ToWorker } from './local-search-protocol.ts';

// The site's vocabulary, which the worker imports from the build: none here.
vi.mock('virtual:search-vocabulary', () => ({ default: NO_VOCABULARY }));

const records: SearchRecord[] = [
  { u: '/guide/server', t: 1, h: ['Guide', 'Dev server'], c: 'The dev server listens on a port.' },
  { u: '/guide/proxy', t: 1, h: ['Guide', 'Proxy'], c: 'Forward API requests to a backend.' },
  // More than a first screen of hits for `guide`.
  ...Array.from({ length: 10 }, (_, i): SearchRecord => ({ u: `/guide/p${i}`, t: 1, h: ['Guide', `Page ${i}`], c: `A guide page, number ${i}.` })),
];
const { files } = searchFilesOf('en', records);
const [head] = files.values();
const PAGE = 'https://docs.example/guide/';

/** The head at any `/search-*.json` (the URL each test's search is given), its other files beside it. */
const fileAt = (url: string) => (/\/search-\w\.json$/.test(url) ? head : files.get(new URL(url).pathname.slice(1)));

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
const stubPage = () => {
  vi.stubGlobal('self', scope);
  vi.stubGlobal('Worker', InProcessWorker);
  vi.stubGlobal('location', new URL(PAGE));
};
beforeAll(async () => {
  stubPage();
  await import('./local-search-worker.ts');
  ({ localSearch, SupersededQuery } = await import('./local-search.ts'));
});
afterEach(() => {
  received.length = 0;
  vi.unstubAllGlobals();
  stubPage();
});
// The files of a run share their process (vitest.config.ts): none may leave a global changed.
afterAll(() => vi.unstubAllGlobals());

/** A fetch answering with the data's files once `release` is called (`ok`: whether it answers at all). */
function heldFetch(ok: (url: string) => boolean = () => true) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async (url: string | URL) => {
    await held;
    const text = fileAt(String(url));
    return ok(String(url)) && text ? new Response(text) : new Response('', { status: 503 });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release };
}

describe('local search in a worker', () => {
  it('answers a query from the data the page fetched', async () => {
    const { release } = heldFetch();
    const search = localSearch('/search-a.json');
    release();
    const answer = await search.search('proxy', 10);
    expect(answer.hits[0]?.url).toBe('/guide/proxy');
  });

  it("answers with the first screen's hits, and every hit after", async () => {
    heldFetch().release();
    const answer = await localSearch('/search-f.json').search('guide', 10);
    expect(answer.hits).toHaveLength(FIRST_SCREEN_HITS);
    const all = await answer.more;
    expect(all!.length).toBeGreaterThan(FIRST_SCREEN_HITS);
    expect(all?.slice(0, FIRST_SCREEN_HITS)).toEqual(answer.hits);
  });

  it('runs only the latest of the queries typed while the data was on its way', async () => {
    const { release } = heldFetch();
    const search = localSearch('/search-b.json');
    const early = [search.search('p', 10), search.search('po', 10)];
    const last = search.search('port', 10);
    release();
    for (const query of early) await expect(query).rejects.toBeInstanceOf(SupersededQuery);
    expect((await last).hits[0]?.url).toBe('/guide/server');
    expect(received.filter((m) => m.type === 'query').map((m) => (m as { query: string }).query)).toEqual(['port']);
  });

  it('replaces a query on its way with the one typed after it, at once', async () => {
    let releaseText = () => {};
    const textHeld = new Promise<void>((resolve) => (releaseText = resolve));
    // The first query's text does not come until the second is answered.
    let holding = true;
    const fetch = vi.fn(async (url: string | URL) => {
      if (String(url).includes('/text-') && holding) await textHeld;
      return new Response(fileAt(String(url)));
    });
    vi.stubGlobal('fetch', fetch);
    const search = localSearch('/search-g.json');
    const first = search.search('proxy', 10);
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/text-'))).toBe(true));
    holding = false;
    const second = search.search('port', 10);
    await expect(first).rejects.toBeInstanceOf(SupersededQuery);
    expect((await second).hits[0]?.url).toBe('/guide/server');
    releaseText();
  });

  it('fails a query when the data cannot be fetched, and fetches again for the next one', async () => {
    heldFetch(() => false).release();
    const search = localSearch('/search-c.json');
    await expect(search.search('port', 10)).rejects.toThrow('HTTP 503');
    const { fetch, release } = heldFetch();
    release();
    expect((await search.search('port', 10)).hits[0]?.url).toBe('/guide/server');
    // The head, the shard of `port` and the text of the hit.
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('fails a query when a file it needs cannot be fetched, and fetches that file again for the next one', async () => {
    const { fetch, release } = heldFetch((url) => !url.includes('/terms-'));
    release();
    const search = localSearch('/search-e.json');
    await expect(search.search('proxy', 10)).rejects.toThrow('HTTP 503');
    heldFetch().release();
    expect((await search.search('proxy', 10)).hits[0]?.url).toBe('/guide/proxy');
    expect(fetch.mock.calls.map(([url]) => String(url).split('/').pop())).toEqual(['search-e.json', 'terms-0.json']);
  });

  it('fails a query on data of an unknown format, and fetches again for the next one', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"version":1}'));
    const search = localSearch('/search-d.json');
    await expect(search.search('port', 10)).rejects.toThrow('unknown format');
    heldFetch().release();
    expect((await search.search('port', 10)).hits[0]?.url).toBe('/guide/server');
  });
});
