/**
 * Languages as a reader meets them, on fixture sites: outdated-translation and missing-page notices, the
 * language switcher, the head after an in-app navigation and the release feeds (e2e/fixtures/i18n); the
 * sitemap and robots.txt (the i18n fixture, with pages in one language, and the versions fixture, with an
 * older version).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { listContentFiles } from '../src/node/content/scan.ts';
import { loadContentTree } from '../src/node/site-model.ts';
import { movePath, placeOfPath } from '../src/shared/site-layout.ts';
import { appReady, buildFixture, builtRoutes, openPage, type Site, withSites } from './harness.ts';

/** The fixtures' built folders, for their route tables and pages. */
const dirs = { fixture: '', versions: '' };
const env = withSites({
  fixture: async () => (dirs.fixture = await buildFixture('i18n')),
  versions: async () => (dirs.versions = await buildFixture('versions')),
});
const FIXTURES = join(import.meta.dirname, 'fixtures');

async function open(base: string, path: string) {
  const watched = await openPage(env.browser);
  await watched.page.goto(base + path);
  await watched.page.locator('h1').first().waitFor();
  return watched;
}

describe('translation notices', () => {
  it('warns on an outdated translation and links to the English page', async () => {
    const { page, errors } = await open(env.fixture.base, '/zh/guide/changed');
    const notice = page.locator('.s-doc-content [role="note"]');
    assert.equal(await notice.count(), 1);
    assert.match((await notice.textContent()) ?? '', /^此译文可能已过时。/);
    const link = notice.getByRole('link', { name: '阅读原文' });
    assert.equal(await link.getAttribute('href'), '/guide/changed');
    await link.click();
    await page.locator('h1', { hasText: 'Changed page' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/guide/changed');
    assert.equal(await page.locator('.s-doc-content [role="note"]').count(), 0, 'the English source shows no notice');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('shows no notice on a current translation, and the switcher goes to the same page', async () => {
    const { page, errors } = await open(env.fixture.base, '/zh/guide/current');
    assert.equal(await page.locator('.s-doc-content [role="note"]').count(), 0);
    const english = page.locator('a.s-nav-lang', { hasText: 'English' });
    assert.equal(await english.getAttribute('href'), '/guide/current');
    await english.click();
    await page.locator('h1', { hasText: 'Current page' }).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('notes a page that exists in English only; the switcher goes to the Chinese home', async () => {
    const { page, errors } = await open(env.fixture.base, '/guide/english-only');
    assert.equal(await page.locator('.s-doc-content [role="note"]').textContent(), 'This page is not available in Chinese yet.');
    const chinese = page.locator('a.s-nav-lang', { hasText: '简体中文' });
    assert.equal(await chinese.getAttribute('href'), '/zh/');
    await chinese.click();
    await page.locator('h1', { hasText: '夹具首页' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/zh/');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('notes a page that exists in Chinese only; the switcher goes to the English home', async () => {
    const { page, errors } = await open(env.fixture.base, '/zh/guide/chinese-only');
    assert.equal(await page.locator('.s-doc-content [role="note"]').textContent(), '此页面暂无英语版本。');
    assert.equal(await page.locator('a.s-nav-lang', { hasText: 'English' }).getAttribute('href'), '/');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('shows the notices in the prerendered HTML too', async () => {
    const html = await (await fetch(`${env.fixture.base}/zh/guide/changed`)).text();
    assert.match(html, /此译文可能已过时。/);
    assert.doesNotMatch(html, /hreflang="en" href="https:\/\/fixture.example\/guide\/english-only"/);
  });
});

/** The page's hreflang alternates as the reader's browser has them: `hreflang href`, in document order. */
const hreflangLinks = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('head link[rel="alternate"][hreflang]')].map((l) => `${l.hreflang} ${l.href}`));

/** What the prerendered HTML of `path` says, read without running any script. */
async function prerenderedHreflang(path: string) {
  const { page } = await openPage(env.browser, { javaScript: false });
  await page.goto(env.fixture.base + path);
  const links = await hreflangLinks(page);
  await page.context().close();
  return links;
}

describe('head after an in-app navigation', () => {
  it('has the prerendered hreflang links, whether the route table had loaded or not', { timeout: 120_000 }, async () => {
    const expected = {
      current: await prerenderedHreflang('/guide/current'),
      englishOnly: await prerenderedHreflang('/guide/english-only'),
      zhCurrent: await prerenderedHreflang('/zh/guide/current'),
    };
    assert.equal(expected.current.length, 3, 'en, zh and x-default on a translated page');
    assert.deepEqual(expected.englishOnly, [], 'none on a page in one language');

    const { page, errors } = await openPage(env.browser);
    // The route table is held back until the reader has clicked a link.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = () => {};
    const asked = new Promise<void>((resolve) => (requested = resolve));
    await page.route(/\/assets\/routes\.[^/]+\.json$/, async (route) => {
      requested();
      await held;
      await route.continue();
    });
    await page.goto(`${env.fixture.base}/guide/current`);
    await appReady(page);
    // A mark on the window tells an in-app navigation from a full page load, which would start over.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The route table is first asked for when the pointer reaches the link; the click then waits for it.
    await page.locator('.s-sidebar a[href="/guide/english-only"]').click();
    await asked;
    assert.equal(new URL(page.url()).pathname, '/guide/current', 'the navigation waits for the route table');
    release();
    await page.locator('h1', { hasText: 'English only' }).waitFor();
    assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'navigated in the page');
    assert.deepEqual(await hreflangLinks(page), expected.englishOnly);

    // With the route table loaded: to a translated page, then back through history.
    await page.locator('a.s-nav-lang', { hasText: '简体中文' }).click();
    await page.waitForURL(`${env.fixture.base}/zh/`);
    await page.locator('.s-navbar a', { hasText: '指南' }).click();
    await page.waitForURL(`${env.fixture.base}/zh/guide/current`);
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN' && document.title.length > 0);
    assert.deepEqual(await hreflangLinks(page), expected.zhCurrent);
    await page.goBack();
    await page.goBack();
    await page.waitForURL(`${env.fixture.base}/guide/english-only`);
    await page.locator('h1', { hasText: 'English only' }).waitFor();
    assert.deepEqual(await hreflangLinks(page), expected.englishOnly);
    await page.goBack();
    await page.waitForURL(`${env.fixture.base}/guide/current`);
    await page.locator('h1', { hasText: 'Current page' }).waitFor();
    assert.deepEqual(await hreflangLinks(page), expected.current);
    assert.equal(await page.evaluate(() => 'sameDocument' in window), true, 'all in the page');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Release pages of the i18n fixture, from their HTML: route, H1 title. */
function releasePages(lang: 'en' | 'zh') {
  const prefix = lang === 'zh' ? '/zh' : '';
  return [...builtRoutes(dirs.fixture).keys()]
    .filter((r) => new RegExp(`^${prefix}/releases/v\\d`).test(r))
    .map((route) => {
      const html = readFileSync(join(dirs.fixture, `${route}.html`), 'utf8');
      return { route, title: /<h1[^>]*>(.*?)<a /.exec(html)?.[1] ?? /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] };
    });
}

async function fetchXml(path: string, site: Site = env.fixture) {
  const response = await fetch(site.base + path);
  assert.equal(response.status, 200, `${path} answers`);
  const text = await response.text();
  assert.equal(XMLValidator.validate(text), true, `${path} is well-formed XML`);
  return { type: response.headers.get('content-type') ?? '', xml: parser.parse(text) };
}

const ORIGIN = 'https://fixture.example';

describe('release feeds', () => {
  for (const lang of ['en', 'zh'] as const) {
    const suffix = lang === 'zh' ? '-zh' : '';
    const prefix = lang === 'zh' ? '/zh' : '';
    it(`RSS (${lang}) lists every release, newest first, with titles, links, dates and descriptions`, async () => {
      const releases = releasePages(lang);
      assert.equal(releases.length, 3);
      const { type, xml } = await fetchXml(`/feeds/releases${suffix}.rss`);
      assert.match(type, /^application\/rss\+xml/);
      const channel = xml.rss.channel;
      assert.equal(xml.rss['@version'], '2.0');
      assert.equal(channel.language, lang === 'zh' ? 'zh-CN' : 'en');
      assert.equal(channel.link, `${ORIGIN}${prefix}/releases/`, 'the page of the feed without a date is its channel');
      const items = asList<{ title: string; link: string; pubDate: string; description: string }>(channel.item);
      assert.deepEqual(items.map((i) => i.link).sort(), releases.map((r) => `${ORIGIN}${r.route}`).sort());
      const dates = items.map((i) => Date.parse(i.pubDate));
      assert.ok(
        dates.every((d) => !Number.isNaN(d)),
        'every item has a valid date',
      );
      assert.deepEqual(
        dates.map((d) => new Date(d).toISOString().slice(0, 10)),
        ['2026-02-10', '2025-01-20', '2024-06-03'],
        'newest first',
      );
      for (const item of items) {
        const page = releases.find((r) => `${ORIGIN}${r.route}` === item.link)!;
        assert.equal(item.title, page.title);
        assert.ok(item.description.length > 20, `${item.link} has a description`);
      }
    });

    it(`Atom (${lang}) has the same entries with ids, links and updated dates`, async () => {
      const { xml } = await fetchXml(`/feeds/releases${suffix}.atom`);
      const feed = xml.feed;
      assert.equal(feed['@xmlns'], 'http://www.w3.org/2005/Atom');
      assert.ok(feed.title && feed.id && feed.updated && feed.author?.name, 'feed title, id, updated and author');
      const entries = asList<{ id: string; title: { '#text': string }; link: { '@href': string }; updated: string }>(feed.entry);
      assert.equal(entries.length, 3);
      for (const entry of entries) {
        assert.ok(entry.link['@href'].startsWith(`${ORIGIN}${prefix}/releases/v`));
        assert.equal(entry.id, entry.link['@href']);
        assert.ok(!Number.isNaN(Date.parse(entry.updated)));
      }
    });
  }

  it('links a Chinese release page to the Chinese feeds in its head', async () => {
    const { page } = await open(env.fixture.base, '/zh/releases/v1-0');
    const feeds = await page
      .locator('head link[rel="alternate"][type^="application/"]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('type')} ${l.getAttribute('href')}`));
    assert.deepEqual(feeds.sort(), [`application/atom+xml ${ORIGIN}/feeds/releases-zh.atom`, `application/rss+xml ${ORIGIN}/feeds/releases-zh.rss`]);
    for (const feed of feeds) await fetchXml(new URL(feed.split(' ')[1]).pathname);
    await page.context().close();
  });
});

describe('sitemap and robots.txt', () => {
  for (const name of ['fixture', 'versions'] as const) {
    it(`lists every canonical route with an absolute URL, its other-language version and a last-modified date (${name})`, async () => {
      const routes = [...builtRoutes(dirs[name]).keys()];
      const tree = await loadContentTree(join(FIXTURES, name === 'fixture' ? 'i18n' : 'versions'));
      assert.equal(routes.length, listContentFiles(tree).length, 'a route per page of docs/');
      // A page of the older version that the current version also has is not canonical (its canonical link names the current one).
      const canonical = routes.filter((r) => !placeOfPath(r, tree.layout).version || !routes.includes(movePath(r, { version: '' }, tree.layout)));
      if (name === 'versions') assert.ok(canonical.length < routes.length, 'the older pages the current version also has are left out');
      const { xml } = await fetchXml('/sitemap.xml', env[name]);
      const urls = asList<{ loc: string; lastmod: string; 'xhtml:link': { '@hreflang': string; '@href': string }[] }>(xml.urlset.url);
      assert.deepEqual(urls.map((u) => u.loc).sort(), canonical.map((r) => `${ORIGIN}${r}`).sort());
      let single = 0;
      for (const url of urls) {
        assert.ok(!Number.isNaN(Date.parse(url.lastmod)), `${url.loc} has lastmod`);
        const path = url.loc.slice(ORIGIN.length);
        const [, version = '', bare] = /^(\/1\.x)?(?:\/zh(?=\/))?(.*)$/.exec(path)!;
        const [en, zh] = [`${version}${bare}`, `${version}${bare === '/' ? '/zh/' : `/zh${bare}`}`];
        // A page in one language names no other.
        const both = routes.includes(en) && routes.includes(zh);
        if (!both) single++;
        assert.deepEqual(
          asList(url['xhtml:link']).map((l) => `${l['@hreflang']} ${l['@href']}`),
          both ? [`en ${ORIGIN}${en}`, `zh ${ORIGIN}${zh}`] : [],
          `${url.loc} alternates`,
        );
      }
      if (name === 'fixture') assert.equal(single, 2, 'the English-only and the Chinese-only page');
    });
  }

  it('points robots.txt to the sitemap', async () => {
    const text = await (await fetch(`${env.fixture.base}/robots.txt`)).text();
    assert.match(text, /^Sitemap: https:\/\/fixture\.example\/sitemap\.xml$/m);
  });
});
