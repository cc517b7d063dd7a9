/**
 * The provider transport against local HTTP servers on 127.0.0.1 that play the provider: one
 * host refuses connections, one never answers, one answers late, one answers; never a remote host.
 * No test hinges on a race between a short timer and real I/O: a refused connection must beat a
 * one-second timer, and the host that times out never answers at all.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createTransport, DeserializationError, HOST_STATUS_EXPIRY, RetryError } from './algolia-transport.ts';
import { algoliaTarget, createAlgoliaSearch, markedSegments } from './algolia-client.ts';

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
          url: 'https://example.com/config/output/asset-prefix#example',
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
let slow: string;
let silent: string;
let ok: string;
let broken: string;
let failing: string;
let forbidden: string;

beforeAll(async () => {
  const closed = await host('closed', () => {});
  await new Promise<void>((r) => servers.pop()!.close(() => r()));
  down = closed;
  slow = await host('slow', (_req, _body, res) => setTimeout(() => json(res, 200, answer), 600));
  silent = await host('silent', () => {}); // holds every request until the server closes
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

/** A connection is refused at once, but a loaded machine may lag: give it a second. The silent host then costs 1.1 s. */
const short = { connect: 1000, read: 100, write: 1000 };
const search = { method: 'POST' as const, path: '/1/indexes/*/queries', body: { requests: [] } };

describe('search transport', () => {
  it('skips a down host and a silent host, marking them, and answers from the next', async () => {
    const transport = createTransport({ hosts: [down, silent, ok], timeouts: short });
    requests.length = 0;
    const result = await transport.request<typeof answer>(search);
    expect(result.results[0].queryID).toBe('q-1');
    expect(transport.markedHosts()).toEqual({ [down]: 'down', [silent]: 'timed out' });
    expect(requests.map((r) => r.host)).toEqual(['silent', 'ok']);
  });

  it('leaves marked hosts out for 120 s, then tries them again', async () => {
    let time = 0;
    const transport = createTransport({ hosts: [failing, ok], timeouts: short, now: () => time });
    requests.length = 0;
    await transport.request(search);
    await transport.request(search);
    expect(requests.map((r) => r.host)).toEqual(['failing', 'ok', 'ok']);
    time = HOST_STATUS_EXPIRY - 1;
    await transport.request(search);
    expect(requests.map((r) => r.host)).toEqual(['failing', 'ok', 'ok', 'ok']);
    time = HOST_STATUS_EXPIRY;
    await transport.request(search);
    expect(requests.map((r) => r.host)).toEqual(['failing', 'ok', 'ok', 'ok', 'failing', 'ok']);
  });

  it('uses the full timeouts by default: a host answering in 600 ms is not timed out', async () => {
    const transport = createTransport({ hosts: [slow] });
    await expect(transport.request(search)).resolves.toMatchObject({ results: [{ nbHits: 1 }] });
  });

  it('tells unreachable hosts, API errors and undecodable answers apart', async () => {
    const unreachable = createTransport({ hosts: [down, silent], timeouts: short }).request(search);
    await expect(unreachable).rejects.toBeInstanceOf(RetryError);
    await expect(unreachable).rejects.toMatchObject({
      failures: [
        { host: down, reason: 'down' },
        { host: silent, reason: 'timed out' },
      ],
    });

    const api = createTransport({ hosts: [forbidden, ok], timeouts: short }).request(search);
    await expect(api).rejects.toBeInstanceOf(ApiError);
    await expect(api).rejects.toMatchObject({ status: 403, message: 'Invalid Application-ID or API key' });

    const garbled = createTransport({ hosts: [broken, ok], timeouts: short }).request(search);
    await expect(garbled).rejects.toBeInstanceOf(DeserializationError);
  });
});

describe('Algolia search', () => {
  it('posts the query with its parameters and credentials in the query string, and reads results[0]', async () => {
    requests.length = 0;
    const run = createAlgoliaSearch({ appId: 'APP', apiKey: 'search-key', indexName: 'docs' }, 'en', createTransport({ hosts: [ok], timeouts: short }));
    const result = await run('cdn', 10);
    const sent = requests[0];
    expect(sent.url).toBe('/1/indexes/*/queries?x-algolia-application-id=APP&x-algolia-api-key=search-key');
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

  it('refuses a missing application id, key or index of the locale', () => {
    expect(() => createAlgoliaSearch({ appId: '', apiKey: 'k', indexName: 'i' }, 'en')).toThrow(/application id/);
    expect(() => createAlgoliaSearch({ appId: 'a', apiKey: '', indexName: 'i' }, 'en')).toThrow(/search-only API key/);
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
