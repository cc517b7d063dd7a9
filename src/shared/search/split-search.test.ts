import { describe, expect, it } from 'vitest';
import { createLocalIndex, queryLocalIndex } from './local-index.ts';
import { pageTextFile, shardFile, splitSearchData } from './search-files.ts';
import { openSplitSearch } from './split-search.ts';
import { FIXTURE_VOCABULARY } from './vocabulary-fixture.ts';
import { FIRST_SCREEN_HITS, type SearchHit, type SearchRecord } from './records.ts';

const records: SearchRecord[] = [
  { u: '/guide/cdn', t: 1, h: ['Guide', 'Deploying'], c: 'Upload the files. Set the prefix of asset URLs for a CDN with output.assetPrefix.' },
  { u: '/guide/cdn#cache', t: 2, h: ['Guide', 'Deploying', 'Caching'], c: 'Hashed file names can be cached for a year.' },
  { u: '/guide/cdn#headers', t: 3, h: ['Guide', 'Deploying', 'Caching', 'Headers'], c: 'Send immutable for hashed assets.' },
  { u: '/options/output/asset-prefix', t: 1, h: ['output', 'output.assetPrefix'], c: 'The URL prefix of static assets.' },
  { u: '/options/output/asset-prefix#example', t: 2, h: ['output', 'output.assetPrefix', 'Example'], c: 'Serve files from a CDN.', k: 'defineConfig' },
  { u: '/options/server/proxy', t: 1, h: ['server', 'server.proxy'], c: 'Forward requests to another server during development.' },
  { u: '/options/server/port', t: 1, h: ['server', 'server.port'], c: 'The port the dev server listens on; the next free one when taken.' },
  { u: '/guide/hmr', t: 1, h: ['Guide', 'Hot module replacement'], c: 'Edits show without a reload; the state of components is kept.' },
  { u: '/guide/hmr#faq', t: 2, h: ['Guide', 'Hot module replacement', 'Problems'], c: 'A full reload instead of an update: check the proxy of the websocket.' },
  { u: '/zh/guide/mf', t: 1, h: ['指南', '模块联邦'], c: '模块联邦让多个独立构建的应用共享代码。' },
];

/** The data in small shards, so that its terms spread over many; `loaded` lists the files asked for. */
function split() {
  const { head, shards, texts } = splitSearchData('en', records, 60);
  const files = new Map<string, unknown>([...shards.map((s, i) => [shardFile(i), s] as const), ...texts.map((t, i) => [pageTextFile(i), t] as const)]);
  const loaded: string[] = [];
  const search = openSplitSearch(
    JSON.parse(JSON.stringify(head)),
    async (name) => {
      loaded.push(name);
      return JSON.parse(JSON.stringify(files.get(name)));
    },
    FIXTURE_VOCABULARY,
  );
  return { search, loaded, head };
}

const QUERIES = [
  'assetPrefix',
  'asset prefix',
  'assetPre',
  'cdn',
  'cach',
  'immutable headers',
  'proxy',
  'prxy',
  'proxxy',
  'port',
  'hot reload',
  'reload',
  '模块联邦',
  '块联',
  'defineConfig',
  'proxy unicorn',
  '',
];

/** The data of `pages` as the build splits it: its head, and each file by name. */
function dataFiles(pages: SearchRecord[]) {
  const { head, shards, texts } = splitSearchData('en', pages);
  const file = (name: string) => (name.startsWith('terms-') ? shards[Number(name.slice(6, -5))] : texts[Number(name.slice(5, -5))]);
  return { head, file };
}

/** 14 pages that all answer `caching`: more than a first screen. */
const manyPages = () =>
  dataFiles(Array.from({ length: 14 }, (_, i) => ({ u: `/guide/p${i}`, t: 1, h: ['Guide', `Page ${i}`], c: `Caching ${'x '.repeat(i)}done.` })));

describe('the split search data', () => {
  it('spreads the terms over shards', () => {
    expect(split().head.shards).toBeGreaterThan(3);
  });

  it('answers every query as the whole index does: the same hits, titles, hierarchy and snippets', async () => {
    const whole = createLocalIndex(records, FIXTURE_VOCABULARY, 'en');
    const { search } = split();
    for (const query of QUERIES) expect((await search.query(query, 8)).hits, query).toEqual(queryLocalIndex(whole, query, 8));
  });

  it('loads only the shards of the terms a query looks up and the text of the hits it shows', async () => {
    const { search, loaded, head } = split();
    const { hits } = await search.query('port');
    expect(hits.map((h) => h.url)).toEqual(['/options/server/port']);
    expect(loaded.filter((name) => name.startsWith('text-'))).toHaveLength(1);
    expect(loaded.filter((name) => name.startsWith('terms-')).length).toBeLessThan(head.shards / 2);
  });

  it('answers the same whatever was asked before', async () => {
    const fresh = await split().search.query('proxxy');
    const { search } = split();
    for (const query of QUERIES) await search.query(query);
    expect(await search.query('proxxy')).toEqual(fresh);
  });

  it('gives an H3 the H2 above it in its hierarchy', async () => {
    const [hit] = (await split().search.query('immutable')).hits;
    expect(hit.hierarchy).toEqual({ lvl0: 'Guide', lvl1: 'Deploying', lvl2: 'Caching', lvl3: 'Headers' });
    expect(hit.url).toBe('/guide/cdn#headers');
  });

  it('suggests other queries when nothing is found', async () => {
    expect((await split().search.query('prxoy')).suggestions[0]).toBe('proxy');
  });

  it("gives the first screen's hits first, as the whole answer has them, once their pages' text has loaded; the rest's text may wait", async () => {
    const { head, file } = manyPages();
    const loaded: string[] = [];
    const later: string[] = [];
    const search = openSplitSearch(
      head,
      async (name, { later: wantedLater } = {}) => {
        loaded.push(name);
        if (wantedLater) later.push(name);
        return file(name);
      },
      FIXTURE_VOCABULARY,
    );
    let first: SearchHit[] = [];
    let textsBefore = 0;
    const answer = await search.query('caching', 10, {
      firstScreen: (hits) => {
        first = hits;
        textsBefore = loaded.filter((name) => name.startsWith('text-')).length;
      },
    });
    expect(answer.hits).toHaveLength(14);
    expect(first).toEqual(answer.hits.slice(0, FIRST_SCREEN_HITS));
    expect(textsBefore).toBe(FIRST_SCREEN_HITS);
    // Only what the first screen does not need may wait behind another query's files.
    expect(later).toEqual(loaded.filter((name) => name.startsWith('text-')).slice(FIRST_SCREEN_HITS));
    expect(later).toHaveLength(14 - FIRST_SCREEN_HITS);
  });

  it('lets the next query load anew, at once, the texts an abandoned query still waited for after its first screen', async () => {
    const { head, file } = manyPages();
    // The first query's later texts are slow to come; what anyone asks for afterwards comes at once.
    let slow = true;
    const stopped: string[] = [];
    const search = openSplitSearch(
      head,
      (name, { later, signal } = {}) => {
        if (!later || !slow) return Promise.resolve(file(name));
        signal?.addEventListener('abort', () => stopped.push(name));
        return new Promise(() => {});
      },
      FIXTURE_VOCABULARY,
    );
    const first = new AbortController();
    let shown = false;
    const abandoned = search.query('caching', 10, { signal: first.signal, firstScreen: () => (shown = true) });
    abandoned.catch(() => {});
    await expect.poll(() => shown).toBe(true);
    slow = false;
    first.abort(new Error('replaced'));
    const { hits } = await search.query('caching');
    expect(hits).toHaveLength(14);
    expect(stopped).toHaveLength(14 - FIRST_SCREEN_HITS);
  });

  it('stops a query that a later one replaced before it loads the text of its hits', async () => {
    const { head, file } = dataFiles(records);
    const replaced = new AbortController();
    const loaded: string[] = [];
    const search = openSplitSearch(
      head,
      async (name) => {
        loaded.push(name);
        replaced.abort(new Error('replaced'));
        return file(name);
      },
      FIXTURE_VOCABULARY,
    );
    await expect(search.query('proxy', 10, { signal: replaced.signal })).rejects.toThrow('replaced');
    expect(loaded.some((name) => name.startsWith('text-'))).toBe(false);
  });

  it('rejects data of another format', () => {
    expect(() => openSplitSearch({ version: 2 } as never, async () => [], FIXTURE_VOCABULARY)).toThrow(/unknown format/);
  });
});
