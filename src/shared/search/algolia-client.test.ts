/**
 * The site's Algolia search through the lite client, against local HTTP servers on 127.0.0.1 that
 * play the provider: one host refuses connections, one never answers, one stalls after its
 * headers, one fails, one answers; never a remote host. No test hinges on a race: a host that
 * times out never answers at all, and times are only checked from below (a timer cannot fire
 * early), with the test's own deadline as the generous upper bound.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, DeserializationError, RetryError } from '@algolia/client-common';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALGOLIA_TIMEOUTS, algoliaTarget, createAlgoliaClient, createAlgoliaSearch, markedSegments } from './algolia-client.ts';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const servers: Server[] = [];
const requests: { host: string; url: string; body: string }[] = [];

async function host(name: string, handler: Handler): Promise<string> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ host: name, url: req.url ?? '', body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof value === 'string' ? value : JSON.stringify(value));
};

const answer = {
  results: [
    {
      nbHits: 1,
      queryID: 'q-1',
      hits: [
        {
          objectID: 'o1',
          url: 'https://example.com/options/output/asset-prefix#example',
          type: 'lvl2',
          content: null,
          hierarchy: { lvl0: 'Config', lvl1: 'output.assetPrefix', lvl2: 'Example' },
          _highlightResult: { hierarchy: { lvl2: { value: '__search-mark__Exam__/search-mark__ple &lt;img&gt;' } } },
          _snippetResult: { content: { value: 'Serve from a __search-mark__CDN__/search-mark__ …' } },
        },
      ],
    },
  ],
};

let down: string; // nothing listens there
let silent: string;
let stalling: string;
let ok: string;
let broken: string;
let failing: string;
let forbidden: string;

beforeAll(async () => {
  down = await host('closed', () => {});
  await new Promise<void>((r) => servers.pop()!.close(() => r()));
  silent = await host('silent', () => {}); // holds every request until the server closes
  stalling = await host('stalling', (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"results": ['); // the headers and a first part, then nothing more
  });
  ok = await host('ok', (_req, _body, res) => json(res, 200, answer));
  broken = await host('broken', (_req, _body, res) => json(res, 200, '{"results": [ oops'));
  failing = await host('failing', (_req, _body, res) => json(res, 503, { message: 'unavailable' }));
  forbidden = await host('forbidden', (_req, _body, res) => json(res, 403, { message: 'Invalid Application-ID or API key' }));
});
afterAll(() =>
  Promise.all(
    servers.map((s) => {
      s.closeAllConnections();
      return new Promise((r) => s.close(r));
    }),
  ),
);
afterEach(() => {
  vi.useRealTimers();
  requests.length = 0;
});

const config = { appId: 'APP', apiKey: 'search-key', indexName: 'docs' };
const searchOn = (...hosts: string[]) => createAlgoliaSearch(config, 'en', { hosts });
const hostsAsked = () => requests.map((r) => r.host);
/** A timer may fire a millisecond before a clock read just ahead of it says it should. */
const atLeast = (ms: number) => ms - 5;

describe('Algolia search', () => {
  it('posts the query with its parameters and credentials in the query string, and reads results[0]', async () => {
    const result = await searchOn(ok)('cdn', 10);
    const sent = requests[0];
    const url = new URL(sent.url, ok);
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(url.searchParams.get('x-algolia-application-id')).toBe('APP');
    expect(url.searchParams.get('x-algolia-api-key')).toBe('search-key');
    const [params] = JSON.parse(sent.body).requests;
    expect(params).toMatchObject({
      indexName: 'docs',
      facetFilters: [['lang:en']],
      query: 'cdn',
      hitsPerPage: 20,
      clickAnalytics: true,
      highlightPreTag: '__search-mark__',
    });
    expect(params.attributesToSnippet).toContain('content:10');
    expect(params.attributesToRetrieve).toEqual(expect.arrayContaining(['hierarchy.lvl0', 'content', 'type', 'url']));
    expect(result.nbHits).toBe(1);
    expect(result.queryID).toBe('q-1');
    expect(result.hits[0]).toMatchObject({
      objectID: 'o1',
      type: 'lvl2',
      hierarchy: { lvl0: 'Config', lvl1: 'output.assetPrefix', lvl2: 'Example' },
      title: [{ text: 'Exam', hit: true }, { text: 'ple <img>' }],
      snippet: [{ text: 'Serve from a ' }, { text: 'CDN', hit: true }, { text: ' …' }],
    });
  });

  it('waits 1 s to connect and 2 s to read, whatever the library sets by default', () => {
    expect(ALGOLIA_TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30_000 });
    expect(createAlgoliaClient(config).transporter.timeouts).toEqual(ALGOLIA_TIMEOUTS);
  });

  it('skips a host that is down and answers from the next', async () => {
    const result = await searchOn(down, ok)('cdn', 10);
    expect(result.queryID).toBe('q-1');
    expect(hostsAsked()).toEqual(['ok']);
  });

  it('leaves a failed host out of the next queries for 120 s, then tries it again', async () => {
    // Only the clock is faked: the requests and their timeouts stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const run = searchOn(failing, ok);
    await run('first', 10);
    await run('second', 10);
    expect(hostsAsked()).toEqual(['failing', 'ok', 'ok']);
    vi.setSystemTime(start + 120_000);
    await run('third', 10);
    expect(hostsAsked()).toEqual(['failing', 'ok', 'ok', 'ok']);
    vi.setSystemTime(start + 120_001);
    await run('fourth', 10);
    expect(hostsAsked()).toEqual(['failing', 'ok', 'ok', 'ok', 'failing', 'ok']);
  });

  it('gives up on a host that never answers after the connect timeout, and the next host answers', async () => {
    const started = performance.now();
    const result = await searchOn(silent, ok)('cdn', 10);
    expect(performance.now() - started).toBeGreaterThanOrEqual(atLeast(ALGOLIA_TIMEOUTS.connect));
    expect(result.queryID).toBe('q-1');
    expect(hostsAsked()).toEqual(['silent', 'ok']);
  });

  it('gives up on a host that stops in the middle of its answer after the read timeout, and the next host answers', async () => {
    const started = performance.now();
    const result = await searchOn(stalling, ok)('cdn', 10);
    expect(performance.now() - started).toBeGreaterThanOrEqual(atLeast(ALGOLIA_TIMEOUTS.read));
    expect(result.queryID).toBe('q-1');
    expect(hostsAsked()).toEqual(['stalling', 'ok']);
  });

  it("surfaces an API error (4xx) as the library's ApiError, without asking another host", async () => {
    const failed = searchOn(forbidden, ok)('cdn', 10);
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 403, message: 'Invalid Application-ID or API key' });
    expect(hostsAsked()).toEqual(['forbidden']);
  });

  it('tells unreachable hosts and undecodable answers apart', async () => {
    const unreachable = searchOn(down, failing)('cdn', 10);
    await expect(unreachable).rejects.toBeInstanceOf(RetryError);
    const garbled = searchOn(broken, ok)('cdn', 10);
    await expect(garbled).rejects.toBeInstanceOf(DeserializationError);
    expect(hostsAsked()).toEqual(['failing', 'broken']);
  });

  it('refuses a locale without an index of its own', () => {
    expect(() => createAlgoliaSearch({ appId: 'a', apiKey: 'k', indexName: { en: 'docs-en' } }, 'zh')).toThrow(/indexName\.zh/);
  });

  it("queries one shared index filtered by language, or the locale's own index unfiltered", () => {
    expect(algoliaTarget('docs', 'zh')).toEqual({ indexName: 'docs', facetFilters: [['lang:zh']] });
    expect(algoliaTarget({ en: 'docs-en', zh: 'docs-zh' }, 'zh')).toEqual({ indexName: 'docs-zh' });
    expect(algoliaTarget({ en: 'docs-en', zh: 'docs-zh' }, 'en')).toEqual({ indexName: 'docs-en' });
  });

  it('keeps markup in highlighted values as text', () => {
    expect(markedSegments('<b>x</b> __search-mark__&lt;script&gt;__/search-mark__')).toEqual([{ text: '<b>x</b> ' }, { text: '<script>', hit: true }]);
  });
});
