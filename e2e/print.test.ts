/** Printing: a doc page printed as its content alone, and the printable page of a sidebar section. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { appReady, axeViolations, buildFixture, openPage, withSites } from './harness.ts';

const env = withSites({
  /** e2e/fixtures/blocks: tabs, code, a `:::details` block and outside links, in a sidebar group of five pages. */
  fixture: () => buildFixture('blocks'),
  /** e2e/fixtures/versions: a 1.x edition with a sidebar of its own. */
  versions: () => buildFixture('versions'),
});

/** Each tab panel's printed name (its ::before) beside the text of its tab button. */
function tabNames(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.s-doc-content [role="tabpanel"]')].map((panel) => ({
      printed: getComputedStyle(panel, '::before').content,
      tab: panel.closest('.s-tabs')?.querySelector(`[aria-controls="${panel.id}"]`)?.textContent ?? panel.getAttribute('data-label'),
      visible: panel.getBoundingClientRect().height > 0,
    })),
  );
}

describe('a printed doc page', () => {
  it('is the content alone, in the light colours, every tab panel under its name, web links with their address', async () => {
    const { page, errors } = await openPage(env.browser, { width: 1400, colorScheme: 'dark' });
    await page.goto(`${env.fixture.base}/guide/components`);
    await appReady(page);
    const furniture = ['.s-navbar', '.s-sidebar', '.s-doc-aside', '.s-doc-footer', '.s-copy-markdown'];
    for (const part of furniture) assert.ok(await page.locator(part).first().isVisible(), `${part} is shown on screen`);
    assert.equal(await page.locator('[role="tabpanel"]:visible').count(), await page.locator('[role="tablist"]').count(), 'one panel per group on screen');

    await page.emulateMedia({ media: 'print' });
    for (const part of [...furniture, '.s-tabs-list', '.s-code-actions'])
      assert.equal(await page.locator(part).first().isVisible(), false, `${part} is not printed`);
    const panels = await tabNames(page);
    assert.ok(panels.length >= 4);
    for (const panel of panels) {
      assert.ok(panel.visible, `the ${panel.tab} panel is printed`);
      assert.equal(panel.printed, `"${panel.tab}"`, 'under its tab name');
    }
    const afterOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((a) => getComputedStyle(a, '::after').content);
    assert.equal(await afterOf('.s-doc-content a[href="https://semver.org/"]'), '" (https://semver.org/)"');
    assert.equal(await afterOf('.s-doc-content a[href^="/guide/"]'), 'none', 'a link within the site prints no address');
    const colours = await page.evaluate(() => {
      const token = document.querySelector<HTMLElement>('.s-code-block .shiki span[style*="--shiki-light"]')!;
      return {
        body: getComputedStyle(document.body).backgroundColor,
        code: getComputedStyle(document.querySelector('.s-code-block')!).backgroundColor,
        text: getComputedStyle(document.body).color,
        token: getComputedStyle(token).color,
        tokenLight: token.style.getPropertyValue('--shiki-light'),
        wrap: getComputedStyle(document.querySelector('.s-code-block pre')!).whiteSpace,
      };
    });
    assert.equal(colours.body, 'rgb(255, 255, 255)');
    assert.equal(colours.code, 'rgb(255, 255, 255)');
    assert.equal(colours.text, 'rgb(29, 29, 31)');
    const hex = colours.tokenLight.trim().toLowerCase();
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    assert.equal(colours.token, `rgb(${r}, ${g}, ${b})`, 'code in its light-theme colour');
    assert.equal(colours.wrap, 'pre-wrap', 'long code lines wrap');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('prints a link whose text is its address once, and a <details> block open', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/components`);
    await page.emulateMedia({ media: 'print' });
    const bare = page.locator('.s-doc-content a[href="https://blocks.example/llms.txt"]').first();
    assert.equal(await bare.textContent(), 'https://blocks.example/llms.txt');
    assert.equal(await bare.evaluate((a) => getComputedStyle(a, '::after').content), 'none');

    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${env.fixture.base}/guide/tabs`);
    const hidden = page.locator('details.s-callout-details').getByText('Hidden until opened.');
    assert.equal(await hidden.isVisible(), false, 'closed on screen');
    await page.emulateMedia({ media: 'print' });
    assert.ok(await hidden.isVisible(), 'open in print');
    for (const panel of await tabNames(page)) assert.ok(panel.visible && panel.printed === `"${panel.tab}"`, `${panel.tab} printed under its name`);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

describe('the printable page of a section', () => {
  it('is linked from the section, holds its pages in sidebar order with unique ids, and runs no script', async () => {
    const { page, errors } = await openPage(env.browser, { colorScheme: 'dark' });
    await page.goto(`${env.fixture.base}/guide/tabs`);
    await appReady(page);
    const group = page.locator('.s-sidebar-group.s-depth-0').filter({ has: page.locator('.s-sidebar-group-text', { hasText: /^Guide$/ }) });
    const sidebarOrder = (await group.locator('.s-sidebar-link').allTextContents()).map((t) => t.trim());
    assert.equal(sidebarOrder.length, 5);
    const link = page.locator('.s-doc-footer').getByRole('link', { name: 'Print this section' });
    assert.equal(await link.getAttribute('href'), '/guide/print');
    await link.click();
    await page.waitForURL(`${env.fixture.base}/guide/print`);

    assert.equal(await page.locator('.s-print-book-title').textContent(), 'Guide');
    assert.deepEqual(await page.locator('article.s-print-book-page > h1').allTextContents(), sidebarOrder, 'the pages in sidebar order, each under its H1');
    assert.deepEqual(await page.locator('.s-print-book-toc li').allTextContents(), sidebarOrder);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((e) => e.id));
    assert.equal(new Set(ids).size, ids.length, 'no id twice');
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
        .map((a) => a.getAttribute('href')!.slice(1))
        .filter((id) => !document.getElementById(decodeURIComponent(id))),
    );
    assert.deepEqual(missing, [], 'every link within the page has its target');
    assert.ok(await page.locator('article#components a[href="#code"]').count(), 'a link to another page of the section leads to its place on this page');
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    assert.equal(await page.evaluate(() => document.querySelectorAll('script[src], script[type="module"]').length), 0);
    for (const panel of await tabNames(page)) assert.ok(panel.visible && panel.printed === `"${panel.tab}"`, `${panel.tab} shown under its name`);
    assert.equal(await page.locator('.s-tabs-list').first().isVisible(), false);
    assert.ok(await page.locator('html.dark').count(), "the reader's theme on screen");
    assert.deepEqual(await axeViolations(page), []);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(255, 255, 255)');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('exists in every language and version, and stays out of the sitemap, the search data and the llms files', async () => {
    const { page, errors } = await openPage(env.browser);
    const books = [
      { site: env.fixture, page: '/zh/guide/tabs', book: '/zh/guide/print', link: '打印本章节', lang: 'zh-CN', title: '指南', version: undefined },
      { site: env.versions, page: '/1.x/guide/start', book: '/1.x/guide/print', link: 'Print this section', lang: 'en', title: 'Guide', version: '1.x' },
    ];
    for (const book of books) {
      await page.goto(book.site.base + book.page);
      const link = page.locator('.s-doc-footer').getByRole('link', { name: book.link });
      assert.equal(await link.getAttribute('href'), book.book);
      const response = await page.goto(book.site.base + book.book);
      assert.equal(response?.status(), 200);
      assert.equal(await page.getAttribute('html', 'lang'), book.lang);
      assert.equal(await page.locator('.s-print-book-title').textContent(), book.title);
      if (book.version) assert.match((await page.locator('.s-print-book-kicker').textContent()) ?? '', new RegExp(book.version.replace('.', '\\.')));
      assert.deepEqual(await axeViolations(page), []);
    }
    for (const site of [env.fixture, env.versions]) {
      const texts = await Promise.all(
        ['/sitemap.xml', '/llms.txt', '/zh/llms-full.txt', '/search-index.json'].map((path) => fetch(site.base + path).then((r) => r.text())),
      );
      const indexes = JSON.parse(texts[3]) as { indexes: Record<string, string> };
      texts.push(...(await Promise.all(Object.values(indexes.indexes).map((url) => fetch(new URL(url, site.base)).then((r) => r.text())))));
      for (const text of texts) assert.doesNotMatch(text, /\/print(?![\w-])/);
    }
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
