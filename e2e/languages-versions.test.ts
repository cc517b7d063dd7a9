/**
 * Languages and versions as data, as a reader meets them on two small fixture sites: a third and a
 * fourth language (e2e/fixtures/locales: English, Chinese, Japanese, and French, whose texts the site
 * gives as the engine has none) and a second version
 * (e2e/fixtures/versions: 2.x at the root, 1.x under /1.x/, each in English and Chinese).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { appReady, buildFixture, openPage, searchAnswered, type Site, withSites } from './harness.ts';

const env = withSites({
  locales: () => buildFixture('locales'),
  versions: () => buildFixture('versions'),
});

async function open(site: Site, path: string, options: Parameters<typeof openPage>[1] = {}) {
  const watched = await openPage(env.browser, options);
  await watched.page.goto(site.base + path);
  await appReady(watched.page);
  return watched;
}

/** Opens the search modal and types a query; resolves with the paths of the hits shown. */
async function searchFor(page: Page, query: string): Promise<string[]> {
  await searchAnswered(page, query);
  const hrefs = await page
    .locator('.s-search-modal')
    .locator('.s-search-hit a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

const headLinks = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => `${el.getAttribute('hreflang') ?? ''} ${el.getAttribute('href')}`));

describe('more languages', () => {
  it('serves the Japanese page with its own html lang, hreflang alternates and texts', async () => {
    const { page, errors } = await open(env.locales, '/ja/guide/start');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja-JP');
    assert.equal(await page.locator('meta[property="og:locale"]').getAttribute('content'), 'ja_JP');
    assert.deepEqual(await headLinks(page, 'link[rel="alternate"][hreflang]'), [
      'en https://fixture.example/guide/start',
      'zh https://fixture.example/zh/guide/start',
      'ja https://fixture.example/ja/guide/start',
      'fr https://fixture.example/fr/guide/start',
      'x-default https://fixture.example/guide/start',
    ]);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'はじめに');
    assert.equal(await page.locator('.s-outline-title').first().textContent(), '目次');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('shows a language the engine has no texts for in the texts the site gives', async () => {
    const { page, errors } = await open(env.locales, '/fr/guide/start');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr-FR');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Premiers pas');
    // The navbar, the outline and the permalink the build wrote.
    assert.equal(await page.getByRole('navigation', { name: 'Principale' }).count(), 1);
    assert.equal(await page.getByRole('button', { name: 'Langue' }).count(), 1);
    assert.equal(await page.locator('.s-search-button-text').textContent(), 'Rechercher');
    assert.equal(await page.locator('.s-outline-title').first().textContent(), 'Sur cette page');
    assert.equal(await page.locator('h2 .s-header-anchor').getAttribute('aria-label'), 'Lien permanent vers Serveur de développement');
    assert.equal(await page.locator('.s-prev-next-label').textContent(), 'Page suivante');
    // The search modal, its own chunk of texts, and the French index.
    assert.deepEqual(await searchFor(page, 'persistant'), ['/fr/guide/caching']);
    assert.equal(await page.locator('.s-search-input').getAttribute('placeholder'), 'Rechercher dans la doc');
    assert.equal(await page.getByRole('region', { name: 'Résultats de recherche' }).count(), 1);
    await page.locator('.s-search-input').fill('zzzqqq');
    await page.locator('.s-search-no-results').getByText('Aucun résultat pour').waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('lists the languages in the switcher, each leading to the same page', async () => {
    const { page, errors } = await open(env.locales, '/zh/guide/caching');
    await page.getByRole('button', { name: '语言' }).click();
    const menu = page.locator('.s-nav-lang');
    for (const [label, href] of [
      ['English', '/guide/caching'],
      ['简体中文', '/zh/guide/caching'],
      ['日本語', '/ja/guide/caching'],
      ['Français', '/fr/guide/caching'],
    ])
      assert.equal(await menu.getByRole('link', { name: label }).getAttribute('href'), href);
    await menu.getByRole('link', { name: '日本語' }).click();
    await page.getByRole('heading', { level: 1, name: 'ビルドキャッシュ' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja-JP', 'an in-app navigation updates html lang');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('searches each language in its own index, Japanese by any part of a word', async () => {
    const { page, errors } = await open(env.locales, '/ja/guide/start');
    assert.deepEqual(await searchFor(page, 'キャッシュ'), ['/ja/guide/caching']);
    assert.match((await searchFor(page, '開発サーバー'))[0] ?? '', /^\/ja\/guide\/start/);
    await page.context().close();
    const zh = await open(env.locales, '/zh/guide/start');
    assert.deepEqual(await searchFor(zh.page, '持久化缓存'), ['/zh/guide/caching']);
    await zh.page.context().close();
    const en = await open(env.locales, '/guide/start');
    assert.deepEqual(await searchFor(en.page, 'persistent cache'), ['/guide/caching']);
    await en.page.context().close();
    assert.deepEqual(errors, []);
  });

  it('answers an unknown Japanese path with a Japanese 404 page and a link to the Japanese home', async () => {
    const { page } = await open(env.locales, '/ja/no/such/page');
    await page.getByText('ページが見つかりません').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja-JP');
    assert.equal(await page.getByRole('link', { name: 'ホームに戻る' }).getAttribute('href'), '/ja/');
    await page.context().close();
  });

  it('publishes the llms files and feeds-free sitemap of every language', async () => {
    const llms = await (await fetch(`${env.locales.base}/ja/llms.txt`)).text();
    assert.match(llms, /\[ビルドキャッシュ\]\(https:\/\/fixture\.example\/ja\/guide\/caching\.md\)/);
    const sitemap = await (await fetch(`${env.locales.base}/sitemap.xml`)).text();
    assert.match(sitemap, /<loc>https:\/\/fixture\.example\/ja\/guide\/start<\/loc>/);
    assert.match(sitemap, /hreflang="ja" href="https:\/\/fixture\.example\/ja\/guide\/start"/);
  });
});

describe('a second version', () => {
  it('marks a page of the old version, linking to the same page in the current one, and makes that page canonical', async () => {
    const { page, errors } = await open(env.versions, '/1.x/guide/start');
    const notice = page.locator('.s-version-notice');
    assert.equal(await notice.textContent(), 'You are reading the documentation of 1.x. The current version is 2.x. Read this page for 2.x →');
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), 'https://fixture.example/guide/start');
    await notice.getByRole('link').click();
    await page.getByText('Version 2 starts the development server').waitFor();
    assert.equal(new URL(page.url()).pathname, '/guide/start');
    assert.equal(await page.locator('.s-version-notice').count(), 0, 'the current version has no notice');
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), 'https://fixture.example/guide/start');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('sends a reader of an old-only page to the current version home, in Chinese too', async () => {
    const { page } = await open(env.versions, '/1.x/zh/guide/legacy-mode');
    const notice = page.locator('.s-version-notice');
    assert.equal(await notice.textContent(), '你正在阅读 1.x 的文档，当前版本是 2.x。 前往 2.x 文档 →');
    assert.equal(await notice.getByRole('link').getAttribute('href'), '/zh/');
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), 'https://fixture.example/1.x/zh/guide/legacy-mode');
    await page.context().close();
  });

  it('switches to the same page in the other version, or to that version home when it has none', async () => {
    const { page, errors } = await open(env.versions, '/guide/start');
    await page.getByRole('button', { name: 'Version 2.x' }).click();
    const menu = page.locator('.s-nav-version');
    assert.equal(await menu.getByRole('link', { name: '2.x' }).getAttribute('href'), '/guide/start');
    assert.equal(await menu.getByRole('link', { name: '1.x' }).getAttribute('href'), '/1.x/guide/start');
    await menu.getByRole('link', { name: '1.x' }).click();
    await page.getByText('Version 1 starts the development server').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Version 1.x' }).count(), 1, 'the switcher names the version shown');
    assert.deepEqual(errors, []);
    await page.context().close();
    const plugins = await open(env.versions, '/zh/guide/plugins');
    await plugins.page.getByRole('button', { name: '版本 2.x' }).click();
    assert.equal(await plugins.page.locator('.s-nav-version').getByRole('link', { name: '1.x' }).getAttribute('href'), '/1.x/zh/');
    await plugins.page.context().close();
  });

  it('shows each version its own sidebar: configured for English 1.x, derived from 2.x for Chinese 1.x', async () => {
    const sidebarLinks = (page: Page) => page.locator('.s-sidebar a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const en = await open(env.versions, '/1.x/guide/start');
    assert.deepEqual(await sidebarLinks(en.page), ['/1.x/guide/start', '/1.x/guide/legacy-mode']);
    assert.equal(await en.page.locator('.s-prev-next .s-next').getAttribute('href'), '/1.x/guide/legacy-mode');
    await en.page.context().close();
    const zh = await open(env.versions, '/1.x/zh/guide/start');
    assert.deepEqual(await sidebarLinks(zh.page), ['/1.x/zh/guide/start'], '2.x-only pages are left out');
    await zh.page.context().close();
    const current = await open(env.versions, '/guide/start');
    assert.deepEqual(await sidebarLinks(current.page), ['/guide/start', '/guide/plugins']);
    await current.page.context().close();
  });

  it('searches the version the reader is in', async () => {
    const old = await open(env.versions, '/1.x/guide/start');
    const oldHits = await searchFor(old.page, 'legacy mode ES5');
    assert.equal(oldHits[0], '/1.x/guide/legacy-mode');
    assert.ok(
      oldHits.every((path) => path.startsWith('/1.x/')),
      `only 1.x pages: ${oldHits}`,
    );
    await old.page.locator('.s-search-input').fill('plugins typed API');
    // The answer to this query, not the hits of the one before still on screen.
    await old.page.locator('.s-search-no-results strong', { hasText: 'plugins typed API' }).waitFor();
    assert.equal(await old.page.locator('.s-search-hit').count(), 0, 'a 2.x page is not found from 1.x');
    await old.page.context().close();
    const current = await open(env.versions, '/guide/start');
    const hits = await searchFor(current.page, 'plugins typed API');
    assert.equal(hits[0], '/guide/plugins');
    assert.ok(!hits.some((path) => path.startsWith('/1.x/')), `no 1.x page: ${hits}`);
    await current.page.context().close();
  });

  it('answers an unknown path under the old version with a 404 page linking to that version home', async () => {
    const { page } = await open(env.versions, '/1.x/zh/no/such/page');
    await page.getByText('页面未找到').waitFor();
    assert.equal(await page.getByRole('link', { name: '返回首页' }).getAttribute('href'), '/1.x/zh/');
    await page.context().close();
  });

  it('redirects a path written with the default version to the page without it', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.versions.base}/2.x/zh/guide/start`);
    await page.waitForURL((url) => url.pathname === '/zh/guide/start');
    await page.getByText('2.x 版本使用').waitFor();
    await page.context().close();
  });

  it('writes llms files per version and lists only canonical pages in the sitemap', async () => {
    const llms = await (await fetch(`${env.versions.base}/1.x/llms.txt`)).text();
    assert.match(llms, /\[Legacy mode\]\(https:\/\/fixture\.example\/1\.x\/guide\/legacy-mode\.md\)/);
    assert.doesNotMatch(llms, /plugins/);
    assert.match(await (await fetch(`${env.versions.base}/llms.txt`)).text(), /\/guide\/plugins\.md/);
    const sitemap = await (await fetch(`${env.versions.base}/sitemap.xml`)).text();
    assert.match(sitemap, /<loc>https:\/\/fixture\.example\/1\.x\/guide\/legacy-mode<\/loc>/);
    assert.doesNotMatch(sitemap, /<loc>https:\/\/fixture\.example\/1\.x\/guide\/start<\/loc>/, 'its canonical page is the 2.x one');
  });
});
