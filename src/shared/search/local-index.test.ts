import { describe, expect, it } from 'vitest';
import { createLocalIndex, queryLocalIndex, suggestQueries } from './local-index.ts';
import type { SearchRecord } from './records.ts';

const records: SearchRecord[] = [
  { u: '/guide/cdn', t: 1, h: ['Guide', 'Deploying'], c: 'Upload the files. Set the prefix of asset URLs for a CDN with output.assetPrefix.' },
  { u: '/config/output/asset-prefix', t: 1, h: ['output', 'output.assetPrefix'], c: 'The URL prefix of static assets.' },
  { u: '/config/output/asset-prefix#example', t: 2, h: ['output', 'output.assetPrefix', 'Example'], c: 'Serve files from a CDN.', k: 'defineConfig' },
  { u: '/config/server/proxy', t: 1, h: ['server', 'server.proxy'], c: 'Forward requests to another server.' },
  { u: '/zh/guide/mf', t: 1, h: ['指南', '模块联邦'], c: '模块联邦让多个独立构建的应用共享代码。' },
];
const index = createLocalIndex(records);
const urls = (q: string) => queryLocalIndex(index, q).map((h) => h.url);

describe('queryLocalIndex', () => {
  it('ranks a title match above a body match', () => {
    expect(urls('assetPrefix')[0]).toBe('/config/output/asset-prefix');
    expect(urls('assetPrefix')).toContain('/guide/cdn');
  });
  it('finds option names in any spelling', () => {
    for (const q of ['asset-prefix', 'asset prefix', 'ASSETPREFIX', 'assetPre']) expect(urls(q)[0]).toBe('/config/output/asset-prefix');
  });
  it('finds any Chinese substring of two or more characters', () => {
    for (const q of ['模块联邦', '块联', '独立构建', '共享代码']) expect(urls(q)).toEqual(['/zh/guide/mf']);
  });
  it('indexes code at low weight', () => {
    expect(urls('defineConfig')).toEqual(['/config/output/asset-prefix#example']);
  });
  it('falls back to partial matches when no record has every word', () => {
    expect(urls('proxy unicorn')).toEqual(['/config/server/proxy']);
  });
  it('highlights matches in the title and the snippet', () => {
    const [hit] = queryLocalIndex(index, 'proxy');
    expect(hit.title).toEqual([{ text: 'server.' }, { text: 'proxy', hit: true }]);
    expect(hit.hierarchy).toEqual({ lvl0: 'server', lvl1: 'server.proxy' });
  });
  it('answers nothing, without throwing, for queries without words', () => {
    for (const q of ['', '   ', '(*[`', '<>']) expect(queryLocalIndex(index, q)).toEqual([]);
  });
  it('treats markup and regular-expression characters as text', () => {
    expect(() => queryLocalIndex(index, '<img src=x onerror=alert(1)> (*[`')).not.toThrow();
  });
});

describe('suggestQueries', () => {
  it('offers close words that exist, closest first, at most 3', () => {
    expect(suggestQueries(index, 'prxoy')[0]).toBe('proxy');
    expect(suggestQueries(index, 'prxoy').length).toBeLessThanOrEqual(3);
  });
  it('offers nothing for gibberish', () => {
    expect(suggestQueries(index, 'xqzvw')).toEqual([]);
  });
});
