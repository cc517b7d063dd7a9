/** Tabs, package-manager tabs and code blocks as a reader uses them. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, startSite, trackLayoutShift, type Site } from './harness.ts';

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

describe('package-manager tabs', () => {
  it('shares the chosen manager live across the page and keeps it on the next visit without a shift', async () => {
    const { page, errors } = await openPage(browser);
    await page.addInitScript(trackLayoutShift);
    await page.goto(`${site.base}/guide/start/quick-start`);
    await page.waitForLoadState('networkidle');
    const groups = page.locator('[role="tablist"]');
    assert.ok((await groups.count()) >= 2, 'the page has several package-manager tab groups');
    const firstPanel = page.locator('[role="tabpanel"]:visible').first();
    assert.match((await firstPanel.textContent()) ?? '', /^npm /);
    await groups.first().getByRole('tab', { name: 'pnpm' }).click();
    assert.equal(await groups.first().getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected'), 'true');
    assert.equal(await groups.nth(1).getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected'), 'true', 'the other group followed');
    assert.match((await page.locator('[role="tabpanel"]:visible').first().textContent()) ?? '', /^pnpm /);
    assert.equal(await page.evaluate(() => localStorage.getItem('tabs-group:package.manager')), 'pnpm');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    assert.equal(await groups.first().getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), 0);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('shows each manager its own form of a command', async () => {
    const { page } = await openPage(browser, { width: 375 });
    await page.goto(`${site.base}/guide/framework/vue`);
    // The page's second command is written `add vue` in npm form.
    const group = page.locator('[role="tablist"]').nth(1);
    await group.getByRole('tab', { name: 'yarn' }).click();
    assert.equal(((await page.locator('[role="tabpanel"]:visible').nth(1).textContent()) ?? '').trim(), 'yarn add vue');
    await group.getByRole('tab', { name: 'npm', exact: true }).click();
    assert.equal(((await page.locator('[role="tabpanel"]:visible').nth(1).textContent()) ?? '').trim(), 'npm add vue');
    await page.context().close();
  });
});

describe('code blocks', () => {
  it('copies the code and shows the success mark for 2 s', async () => {
    const { page, errors } = await openPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.base });
    await page.goto(`${site.base}/config/output/filename`);
    await page.waitForLoadState('networkidle');
    const block = page.locator('.code-block').filter({ hasText: 'npm_package_version' }).first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(text, /^import \{ defineConfig \} from '@rsbuild\/core';/);
    assert.match(text, /filename: \{/);
    await page.waitForTimeout(1500);
    assert.equal(await block.getByRole('button', { name: 'Copied' }).count(), 1, 'still marked before 2 s');
    await block.getByRole('button', { name: 'Copy code' }).waitFor({ timeout: 2000 });
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('wraps long lines per block with its toggle', async () => {
    const { page } = await openPage(browser, { width: 375 });
    await page.goto(`${site.base}/config/output/filename`);
    await page.waitForLoadState('networkidle');
    const block = page.locator('.code-block').filter({ hasText: 'npm_package_version' }).first();
    const pre = block.locator('pre');
    const toggle = block.getByRole('button', { name: 'Toggle line wrap' });
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    const scrollsBefore = await pre.evaluate((el) => el.scrollWidth > el.clientWidth);
    assert.equal(scrollsBefore, true, 'long lines scroll on a phone');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await pre.evaluate((el) => el.scrollWidth > el.clientWidth), false, 'wrapped');
    assert.equal(await page.locator('.code-block pre.wrap').count(), 1, 'only this block');
    await page.context().close();
  });

  it('shows a title and highlights in both themes', async () => {
    const { page } = await openPage(browser, { colorScheme: 'dark' });
    await page.goto(`${site.base}/config/output/filename`);
    const block = page.locator('.code-block').filter({ hasText: 'npm_package_version' }).first();
    assert.equal(await block.locator('.code-title').textContent(), 'rsbuild.config.ts');
    const colors = await block.locator('pre span[style]').first().evaluate((el) => getComputedStyle(el).color);
    assert.notEqual(colors, 'rgb(0, 0, 0)');
    await page.context().close();
  });
});
