import { describe, expect, it } from 'vitest';
import SearchableMap from 'minisearch/SearchableMap';
import { commonTerms, createLocalIndex, queryLocalIndex, suggestQueries, termsMatchedBy } from './local-index.ts';
import { createLexicon, planQuery } from './query-plan.ts';
import { FIXTURE_VOCABULARY } from './vocabulary-fixture.ts';
import type { SearchRecord } from './records.ts';

const records: SearchRecord[] = [
  { u: '/guide/cdn', t: 1, h: ['Guide', 'Deploying'], c: 'Upload the files. Set the prefix of asset URLs for a CDN with output.assetPrefix.' },
  { u: '/options/output/asset-prefix', t: 1, h: ['output', 'output.assetPrefix'], c: 'The URL prefix of static assets.' },
  { u: '/options/output/asset-prefix#example', t: 2, h: ['output', 'output.assetPrefix', 'Example'], c: 'Serve files from a CDN.', k: 'defineConfig' },
  { u: '/options/server/proxy', t: 1, h: ['server', 'server.proxy'], c: 'Forward requests to another server.' },
  { u: '/zh/guide/mf', t: 1, h: ['指南', '模块联邦'], c: '模块联邦让多个独立构建的应用共享代码。' },
];
const index = createLocalIndex(records, FIXTURE_VOCABULARY, 'en');
const urls = (q: string) => queryLocalIndex(index, q).map((h) => h.url);

describe('queryLocalIndex', () => {
  it('ranks a title match above a body match', () => {
    expect(urls('assetPrefix')[0]).toBe('/options/output/asset-prefix');
    expect(urls('assetPrefix')).toContain('/guide/cdn');
  });
  it('finds option names in any spelling', () => {
    for (const q of ['asset-prefix', 'asset prefix', 'ASSETPREFIX', 'assetPre']) expect(urls(q)[0]).toBe('/options/output/asset-prefix');
  });
  it('finds any Chinese substring of two or more characters', () => {
    for (const q of ['模块联邦', '块联', '独立构建', '共享代码']) expect(urls(q)).toEqual(['/zh/guide/mf']);
  });
  it("leads a name to the page documenting it: one of the vocabulary's name pages, in any locale or version", () => {
    const pages = [
      { u: '/blog/server-port', t: 1 as const, h: ['blog', 'server.port'], c: 'A story about ports.' },
      { u: '/zh/2.x/options/server/port', t: 1 as const, h: ['server', 'server.port'], c: '端口。' },
    ];
    expect(createLocalIndex(pages, FIXTURE_VOCABULARY, 'zh').pages.get('server.port')).toBe('/zh/2.x/options/server/port');
    expect(createLocalIndex(pages).pages.get('server.port')).toBeUndefined();
  });
  it('finds any Japanese or Korean substring of two or more characters', () => {
    const cjk = createLocalIndex([
      { u: '/ja/guide/server', t: 1, h: ['ガイド', '開発サーバー'], c: '開発サーバーのポート番号を変更するには server.port を設定します。' },
      { u: '/ko/guide/server', t: 1, h: ['가이드', '개발 서버'], c: '개발 서버의 포트 번호를 바꾸려면 server.port 옵션을 설정합니다.' },
    ]);
    const found = (q: string) => queryLocalIndex(cjk, q).map((h) => h.url);
    for (const q of ['ポート番号', 'サーバー', '開発', 'ポート']) expect(found(q)).toEqual(['/ja/guide/server']);
    for (const q of ['포트 번호', '서버', '개발 서버']) expect(found(q)).toEqual(['/ko/guide/server']);
  });
  it('indexes code at low weight', () => {
    expect(urls('defineConfig')).toEqual(['/options/output/asset-prefix#example']);
  });
  it('falls back to partial matches when no record has every word', () => {
    expect(urls('proxy unicorn')).toEqual(['/options/server/proxy']);
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

describe('queryLocalIndex with questions', () => {
  const pages: SearchRecord[] = [
    { u: '/guide/server', t: 1, h: ['Guide', 'Dev server'], c: 'The dev server port is printed at start. The port, the port and the port again.' },
    { u: '/options/server/port', t: 1, h: ['server', 'server.port'], c: 'The TCP port the dev server listens on.' },
    { u: '/options/server/host', t: 1, h: ['server', 'server.host'], c: 'The host name the server binds. It can expose the server to the network.' },
    { u: '/guide/faq/exceptions', t: 1, h: ['FAQ', 'Exceptions'], c: 'What to do when the server does not start.' },
  ];
  // One index per locale, as the site builds them.
  const zhPages: SearchRecord[] = [
    { u: '/zh/options/server/port', t: 1, h: ['server', 'server.port'], c: '开发服务器监听的 TCP 端口。' },
    { u: '/zh/guide/server', t: 1, h: ['指南', '开发服务器'], c: '开发服务器启动时打印地址和端口，端口，端口。' },
  ];
  const questions = createLocalIndex(pages, FIXTURE_VOCABULARY, 'en');
  const zhQuestions = createLocalIndex(zhPages, FIXTURE_VOCABULARY, 'zh');
  const first = (q: string) => queryLocalIndex(/[\u4e00-\u9fff]/.test(q) ? zhQuestions : questions, q)[0]?.url;
  it('puts the option page first for a question about what it controls, in both languages', () => {
    expect(first('how do I change the port of the dev server?')).toBe('/options/server/port');
    expect(first('设置开发服务器端口')).toBe('/zh/options/server/port');
    expect(first('开发服务器的 port 怎么改')).toBe('/zh/options/server/port');
  });
  it('ranks a record that covers more of the words above one that repeats one of them', () => {
    expect(first('expose the server on the network')).toBe('/options/server/host');
  });
  it('leads a problem to the FAQ', () => {
    expect(first('the server fails to start')).toBe('/guide/faq/exceptions');
  });
  it('answers when some words match nothing, and nothing only when no word that carries meaning matches', () => {
    expect(first('how do I set the port unicorn')).toBe('/options/server/port');
    expect(queryLocalIndex(questions, 'how do I set the unicorn')).toEqual([]);
    expect(queryLocalIndex(zhQuestions, '怎么设置独角兽')).toEqual([]);
  });
});

describe('the pages a question is about', () => {
  it('answer it even when none of its words is in them', () => {
    const about = createLocalIndex(
      [
        { u: '/guide/other', t: 1, h: ['Guide', 'Other'], c: 'A slow build can happen here.' },
        { u: '/guide/optimization/build-performance', t: 1, h: ['Guide', 'Caching'], c: 'Caches and parallel work.' },
      ],
      FIXTURE_VOCABULARY,
      'en',
    );
    expect(queryLocalIndex(about, 'slow build').map((h) => h.url)).toEqual(['/guide/optimization/build-performance', '/guide/other']);
  });
});

describe('termsMatchedBy', () => {
  it('finds the terms a query matches: its words, those the word being typed begins, and one typo away from a longer word', () => {
    const terms = SearchableMap.from(['server', 'port', 'portal', 'proxy', 'configure', 'config', 'conflict'].map((t) => [t, t]));
    const plan = planQuery('portal servr prox', createLexicon([], 'en'));
    expect([...termsMatchedBy(plan, terms)].sort()).toEqual(['portal', 'proxy', 'server']);
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

describe('the common words of an index', () => {
  // 120 pages that all name the product, a third of them the dev server; each has a word of its own (`ab`, `bb`, …).
  const site: SearchRecord[] = Array.from({ length: 120 }, (_, i) => {
    const own = String.fromCharCode(97 + (i % 26), 97 + Math.floor(i / 26));
    return { u: `/${own}`, t: 1 as const, h: ['Guide', own], c: i % 3 ? `Acme ${own}.` : `Acme ${own} on the dev server.` };
  });
  const common = createLocalIndex(site, FIXTURE_VOCABULARY, 'en');
  it('are the words in more than half of the records, and a small index has none', () => {
    expect(commonTerms(common.search.toJSON())).toEqual(['acme']);
    expect(commonTerms(index.search.toJSON())).toEqual([]);
  });
  it('are not looked up beside other words, and still found alone', () => {
    expect(queryLocalIndex(common, 'acme dev server').map((h) => h.url)).toEqual(queryLocalIndex(common, 'dev server').map((h) => h.url));
    expect(planQuery('acme dev server', common.lexicon).terms.has('acme')).toBe(false);
    expect(queryLocalIndex(common, 'acme').length).toBeGreaterThan(0);
  });
});

describe('the terms an index keeps', () => {
  // 120 Chinese pages: each body has a pair of characters of its own (`own(i)`) after a phrase they share.
  const own = (i: number) => String.fromCharCode(0x5000 + 2 * i, 0x5001 + 2 * i);
  const pages = (count: number): SearchRecord[] =>
    Array.from({ length: count }, (_, i) => ({ u: `/zh/p${i}`, t: 1 as const, h: ['指南', `页面${i === 7 ? own(100) : ''}`], c: `构建工具${own(i)}说明` }));
  const found = (records: SearchRecord[], query: string) => queryLocalIndex(createLocalIndex(records, FIXTURE_VOCABULARY, 'zh'), query).map((h) => h.url);

  it('leaves out a pair of CJK characters said in one record’s body only', () => {
    expect(found(pages(120), own(5))).toEqual([]);
    expect(found(pages(120), '构建工具').length).toBeGreaterThan(0);
  });
  it('keeps a rare pair in a title, and one said in two records', () => {
    expect(found(pages(120), own(100))).toEqual(['/zh/p7', '/zh/p100']);
    const twice = pages(120).map((r, i) => (i === 9 ? { ...r, c: `${r.c}，${own(5)}` } : r));
    expect(found(twice, own(5)).sort()).toEqual(['/zh/p5', '/zh/p9']);
  });
  it('keeps every term of a small index', () => {
    expect(found(pages(20), own(5))).toEqual(['/zh/p5']);
  });
});
