/** A site with the smallest config (e2e/fixtures/minimal): every option it leaves out takes its default, and a reader gets a working site. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appReady, buildFixture, openPage, withSites } from './harness.ts';

const env = withSites({ minimal: () => buildFixture('minimal') });

describe('the smallest config', () => {
  it('shows the home page under the site title, and its link leads to the other page', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.minimal.base}/`);
    assert.equal(await page.locator('h1').first().textContent(), 'Minimal home');
    assert.equal(await page.title(), 'Minimal home - Minimal');
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    await appReady(page);
    await page.locator('.s-doc-content a', { hasText: 'the getting-started page' }).click();
    await page.locator('h1', { hasText: 'Getting started' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/getting-started');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('finds the other page with the local search', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.minimal.base}/`);
    await appReady(page);
    await page.locator('.s-search-button').click();
    await page.locator('.s-search-input').fill('zeppelin');
    const hit = page.locator('.s-search-hit').first();
    await hit.waitFor();
    assert.match((await hit.textContent()) ?? '', /Getting started/);
    await hit.locator('a').first().click();
    await page.locator('h1', { hasText: 'Getting started' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/getting-started');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
