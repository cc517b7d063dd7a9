/** Content blocks: Markdown copies of pages and the Copy Markdown button. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, startSite, type Site } from './harness.ts';

let site: Site;
let browser: Browser;
before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test('every route has its Markdown copy served as text/markdown, plus llms.txt', async () => {
  const md = await fetch(`${site.base}/guide/start/quick-start.md`);
  assert.equal(md.status, 200);
  assert.equal(md.headers.get('content-type'), 'text/markdown; charset=utf-8');
  assert.match(await md.text(), /^# /);
  assert.equal((await fetch(`${site.base}/index.md`)).status, 200);
  assert.equal((await fetch(`${site.base}/zh/guide/start/quick-start.md`)).status, 200);
  assert.match(await (await fetch(`${site.base}/llms.txt`)).text(), /^# .+\n\n> .+\n\n## /);
});

test('Copy Markdown copies the page Markdown, shows success for 500 ms, and the menu closes on an outside click', async () => {
  const { page, errors } = await openPage(browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.base });
  await page.goto(`${site.base}/guide/start/quick-start`);
  const button = page.getByRole('button', { name: 'Copy Markdown', exact: true });
  await button.click();
  await page.waitForSelector('.copy-markdown-button[data-state="success"]');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await (await fetch(`${site.base}/guide/start/quick-start.md`)).text());
  await page.waitForSelector('.copy-markdown-button[data-state="idle"]', { timeout: 2000 });
  await page.getByRole('button', { name: 'More Markdown actions' }).click();
  assert.equal(await page.getByRole('menuitem').count(), 3);
  await page.mouse.click(5, 700);
  assert.equal(await page.getByRole('menu').count(), 0);
  await page.goto(`${site.base}/zh/guide/start/quick-start`);
  assert.equal(await page.getByRole('button', { name: '复制 Markdown', exact: true }).count(), 1);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('zooms a content image on click and closes it on Escape, a click, or a scroll of more than 40 px', async () => {
  const { page, errors } = await openPage(browser);
  await page.goto(`${site.base}/guide/basic/output-files`);
  await page.waitForLoadState('networkidle');
  const image = page.locator('.doc-content img[src="/images/output-path.svg"]');
  await image.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300); // attached 100 ms after the page renders
  const opened = page.locator('.medium-zoom-image--opened');
  // medium-zoom ignores a close request while its 300 ms opening transition runs.
  const zoomIn = async () => {
    await image.click();
    await opened.waitFor();
    await page.waitForTimeout(400);
  };
  await zoomIn();
  await page.keyboard.press('Escape');
  await opened.waitFor({ state: 'detached' });

  await zoomIn();
  await page.mouse.click(5, 400);
  await opened.waitFor({ state: 'detached' });

  await zoomIn();
  await page.mouse.wheel(0, 20);
  await page.waitForTimeout(300);
  assert.equal(await opened.count(), 1, 'a small scroll keeps it open');
  await page.mouse.wheel(0, 200);
  await opened.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await page.context().close();
});
