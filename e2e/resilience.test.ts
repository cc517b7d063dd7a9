/**
 * Faults a reader can meet on a live site: a lazily loaded part whose file fails (network, an
 * old tab after a new deployment), being offline. The page must keep working and say what
 * happened; it must never go blank. On the blocks fixture, but for the real site's own popover.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Route } from 'playwright-core';
import { afterFrames, appReady, buildFixture, DIST, openPage, withSites } from './harness.ts';

const env = withSites({ fixture: () => buildFixture('blocks'), site: DIST });

/** Fails every request whose path matches until `release()`; counts the failed ones. */
async function block(page: Page, pattern: RegExp) {
  const state = { blocked: true, failed: 0 };
  await page.route(
    (url) => pattern.test(url.pathname),
    (route: Route) => {
      if (!state.blocked) return route.continue();
      state.failed++;
      return route.abort('failed');
    },
  );
  return { state, release: () => (state.blocked = false) };
}

async function pageStillWorks(page: Page, errors: string[]) {
  assert.ok(await page.locator('main h1').first().isVisible(), 'the page content is still there');
  assert.ok(await page.locator('.s-navbar').isVisible(), 'the navbar is still there');
  assert.deepEqual(
    errors.filter((e) => !/Failed to load resource|net::ERR/.test(e)),
    [],
    'no uncaught error',
  );
}

describe('a lazy part that fails to load', () => {
  for (const [what, pattern] of [
    ['script', /\/assets\/SearchModal\.[\w-]+\.js$/],
    ['stylesheet', /\/assets\/SearchModal\.[\w-]+\.css$/],
  ] as const) {
    it(`search: its ${what} fails, the page says so in place, and Try again opens search`, async () => {
      const { page, errors } = await openPage(env.browser);
      const blocked = await block(page, pattern);
      await page.goto(`${env.fixture.base}/guide/`);
      await appReady(page);
      await page.locator('.s-search-button').click();
      const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
      await alert.waitFor();
      assert.ok(blocked.state.failed > 0, 'the file was requested and failed');
      await pageStillWorks(page, errors);
      // The rest of the page keeps working: a link still navigates in-app.
      await page.keyboard.press('Escape');
      await alert.waitFor({ state: 'detached' });
      await page.locator('.s-sidebar a[href="/guide/code"]').click();
      await page.locator('h1', { hasText: 'Code blocks' }).waitFor();

      blocked.release();
      await page.locator('.s-search-button').click();
      await page.locator('.s-search-modal').waitFor();
      await page.locator('.s-search-input').fill('port');
      await page.locator('.s-search-hit').first().waitFor();
      await page.context().close();
    });
  }

  it('search offline: says the reader is offline, and works once back online', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/`);
    await appReady(page);
    await page.context().setOffline(true);
    await page.locator('.s-search-button').click();
    const alert = page.getByRole('alert').filter({ hasText: 'You are offline' });
    await alert.waitFor();
    await pageStillWorks(page, errors);
    await page.context().setOffline(false);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.s-search-modal').waitFor();
    await page.context().close();
  });

  it('the sibling-tools popover shows the failure inside itself, with a retry that loads the list', async () => {
    const { page, errors } = await openPage(env.browser);
    const blocked = await block(page, /\/assets\/ToolchainPanel\.[\w-]+\.js$/);
    await page.goto(`${env.site.base}/zh/guide/start/`);
    await appReady(page);
    await page.getByRole('button', { name: 'Rstack 工具链' }).click();
    const alert = page.locator('.toolchain-panel').getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /页面的这一部分未能加载/);
    await pageStillWorks(page, errors);
    blocked.release();
    await alert.getByRole('button', { name: '重试' }).click();
    await page
      .locator('.toolchain-panel')
      .getByRole('link', { name: /^Rspack/ })
      .waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('the phone menu opens and closes without its focus helper', async () => {
    const { page, errors } = await openPage(env.browser, { width: 375 });
    const blocked = await block(page, /\/assets\/modal-trap\.[\w-]+\.js$/);
    await page.goto(`${env.fixture.base}/guide/`);
    await appReady(page);
    await page.getByRole('button', { name: 'Site menu', exact: true }).click();
    await page.getByRole('button', { name: 'Close menu' }).first().waitFor();
    await page.waitForFunction(() => document.body.innerText.length > 100);
    assert.ok(blocked.state.failed > 0, 'the helper was requested and failed');
    await page.getByRole('button', { name: 'Close menu' }).first().click();
    await pageStillWorks(page, errors);
    await page.context().close();
  });

  it('image zoom: without its chunk, images stay as they are and the page keeps working', async () => {
    const { page, errors } = await openPage(env.browser);
    const blocked = await block(page, /\/assets\/attach-zoom[\w.-]*\.js$/);
    const warned = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('image zoom unavailable'));
    await page.goto(`${env.fixture.base}/guide/images`);
    await warned;
    assert.ok(blocked.state.failed > 0, 'the chunk was requested and failed');
    await page.locator('.s-doc-content img').first().click();
    assert.equal(await page.locator('.medium-zoom-image--opened').count(), 0);
    await pageStillWorks(page, errors);
    await page.context().close();
  });

  it('page feedback: without its chunk, the end of the page stays as it was; the next approach asks', async () => {
    const { page, errors } = await openPage(env.browser);
    const blocked = await block(page, /\/assets\/PageFeedback\.[\w-]+\.js$/);
    await page.goto(`${env.fixture.base}/guide/components`);
    await appReady(page);
    const warned = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('failed to load'));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await warned;
    assert.ok(blocked.state.failed > 0, 'the chunk was requested and failed');
    assert.equal(await page.getByRole('button', { name: 'Yes', exact: true }).count(), 0);
    assert.equal(await page.getByRole('alert').count(), 0, 'nothing the reader asked for failed: no message');
    await pageStillWorks(page, errors);

    blocked.release();
    // Away and back, with frames between: the observer sees the place leave and come near again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await afterFrames(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Yes', exact: true }).waitFor();
    await page.context().close();
  });

  it('after a new deployment, reloads the page once to get the new files, and not again', async () => {
    const { page } = await openPage(env.browser);
    await block(page, /\/assets\/SearchModal\.[\w-]+\.js$/);
    let documents = 0;
    page.on('load', () => documents++);
    // The page's HTML, fetched by script, now names another entry script: a new deployment.
    await page.route(
      (url) => url.pathname === '/guide/',
      async (route) => {
        if (route.request().resourceType() !== 'fetch') return route.continue();
        const response = await route.fetch();
        const html = (await response.text()).replace(/"app":"\/assets\/([\w-]+)\.([\w-]+)\.js"/, '"app":"/assets/$1.newdeploy.js"');
        return route.fulfill({ response, body: html });
      },
    );
    await page.goto(`${env.fixture.base}/guide/`);
    await appReady(page);
    assert.equal(documents, 1);
    const reloaded = page.waitForEvent('load');
    await page.locator('.s-search-button').click();
    await reloaded;
    await appReady(page);
    assert.equal(documents, 2, 'reloaded once');
    // The reloaded page still cannot get the file: this time it says so instead of reloading.
    await page.locator('.s-search-button').click();
    await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).waitFor();
    assert.equal(documents, 2, 'no second reload');
    await page.context().close();
  });
});

describe('offline navigation', () => {
  it('keeps the reader on the page with a message, and opens the link once back online', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/`);
    await appReady(page);
    await page.context().setOffline(true);
    await page.locator('.s-sidebar a[href="/guide/tabs"]').click();
    const notice = page.getByRole('alert').filter({ hasText: 'You are offline' });
    await notice.waitFor();
    assert.equal(new URL(page.url()).pathname, '/guide/', 'still on the page');
    await pageStillWorks(page, errors);
    await page.context().setOffline(false);
    await page.locator('h1', { hasText: 'Tabs' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/guide/tabs');
    await notice.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
