/** Shell options the real site does not use, on a small fixture site: versions, many social links, auto-hiding navbar, locale redirect, no dark mode, fallback H1. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { buildFixture, launchBrowser, openPage, startSite, type Site } from './harness.ts';

let site: Site;
let browser: Browser;

before(async () => {
  site = await startSite(await buildFixture('shell'));
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

describe('navbar options', () => {
  it('places left items before the logo side, shows tags, and offers a version switcher with two versions', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.base}/guide/no-title`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const left = await nav.getByRole('link', { name: 'Left' }).boundingBox();
    const guide = await nav.getByRole('link', { name: /^Guide/ }).boundingBox();
    assert.ok(left && guide && left.x < guide.x - 100, 'left item sits apart on the left');
    assert.equal(await nav.getByRole('link', { name: /^Guide/ }).locator('.nav-tag').textContent(), 'new');
    const version = page.getByRole('button', { name: 'Version' });
    assert.equal(await version.textContent(), '1.x');
    await version.hover();
    assert.equal(await page.getByRole('link', { name: '0.x' }).getAttribute('href'), '/0.x/');
    assert.equal(await page.getByRole('link', { name: '1.x' }).getAttribute('href'), '/');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('shows five social links inline and the rest in a popup on hover', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.base}/guide/no-title`);
    const social = page.locator('.navbar .nav-social');
    assert.equal(await social.locator(':scope > a, :scope > .social-popup-host').count(), 5);
    const sixth = page.getByRole('link', { name: 'Sixth' });
    assert.equal(await sixth.isVisible(), false);
    await page.getByRole('button', { name: 'More links' }).hover();
    await sixth.waitFor({ state: 'visible' });
    assert.equal(await page.getByRole('link', { name: 'Seventh' }).getAttribute('href'), 'https://github.com/example/seven');
    await page.getByRole('button', { name: 'Discord id' }).hover();
    await page.getByText('fixture-chat#1234').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Custom' }).hover();
    await page.getByText('Scan me').waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('hides the navbar while scrolling down and brings it back on scrolling up (hideNavbar: auto)', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.base}/guide/no-title`);
    await page.waitForLoadState('networkidle');
    const top = async () => (await page.locator('.navbar').boundingBox())!.y;
    assert.equal(await top(), 0);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => document.documentElement.classList.contains('navbar-hidden'));
    await page.waitForTimeout(400);
    assert.ok((await top()) < -50, 'moved out of view');
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => !document.documentElement.classList.contains('navbar-hidden'));
    await page.context().close();
  });

  it('has no theme toggle and stays light when dark mode is off', async () => {
    const { page } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto(`${site.base}/guide/no-title`);
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByRole('button', { name: /Switch to/ }).count(), 0);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), false);
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), 'light');
    await page.context().close();
  });
});

describe('pages', () => {
  it('gives a page without its own H1 a title heading with an anchor', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${site.base}/guide/no-title`);
    const h1 = page.locator('h1');
    assert.equal(await h1.count(), 1);
    assert.match((await h1.textContent()) ?? '', /^Page without a heading/);
    assert.equal(await h1.locator('a.header-anchor').getAttribute('href'), `#${await h1.getAttribute('id')}`);
    await page.context().close();
  });
});

describe('page types', () => {
  it('renders a custom page with the navbar and a blank page without it', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${site.base}/custom`);
    await page.locator('h1', { hasText: 'A custom page' }).waitFor();
    assert.equal(await page.locator('.navbar').count(), 1);
    assert.equal(await page.locator('.sidebar, .doc-footer, .outline').count(), 0);
    await page.goto(`${site.base}/blank`);
    await page.locator('h1', { hasText: 'A blank page' }).waitFor();
    assert.equal(await page.locator('.navbar, .sidebar, .site-footer').count(), 0);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

describe('locale redirect (auto)', () => {
  it('sends a first visit to the browser language once, and never a crawler', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${site.base}/guide/no-title`);
    await page.waitForURL(/\/zh\/guide\/no-title$/);
    await page.locator('h1', { hasText: '没有标题的页面' }).waitFor();
    await page.goto(`${site.base}/guide/no-title`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(200);
    assert.equal(new URL(page.url()).pathname, '/guide/no-title', 'only once per browser');
    await context.close();

    const crawler = await browser.newContext({ locale: 'zh-CN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    const botPage = await crawler.newPage();
    await botPage.goto(`${site.base}/guide/no-title`);
    await botPage.waitForLoadState('networkidle');
    await botPage.waitForTimeout(200);
    assert.equal(new URL(botPage.url()).pathname, '/guide/no-title');
    await crawler.close();

    const english = await browser.newContext({ locale: 'en-US' });
    const enPage = await english.newPage();
    await enPage.goto(`${site.base}/guide/no-title`);
    await enPage.waitForLoadState('networkidle');
    await enPage.waitForTimeout(200);
    assert.equal(new URL(enPage.url()).pathname, '/guide/no-title');
    await english.close();
  });
});
