/**
 * The site engine as a reader meets it: routes, variants, 404, first paint, in-app navigation, preloading,
 * hydration, redirects, on the blocks fixture. The real site for what is its own: every route it builds, the
 * first-load budget on its longest page, and the hydration of its own home and release blocks.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appReady, buildFixture, builtRoutes, DIST, openPage, pauseClock, withSites } from './harness.ts';

/** The blocks fixture's folder, for its route table. */
let fixtureDir = '';
const env = withSites({ site: DIST, fixture: async () => (fixtureDir = await buildFixture('blocks')) });

describe('static routes', () => {
  it('answers every built route with 200 and a titled page', async () => {
    const routes = [...builtRoutes().keys()];
    assert.ok(routes.length > 10, `only ${routes.length} routes built`);
    const failures: string[] = [];
    for (const route of routes) {
      const response = await fetch(env.site.base + encodeURI(route));
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      if (response.status !== 200 || !/\S/.test(title) || !title.includes('Rsbuild')) failures.push(`${route}: ${response.status} "${title}"`);
      if (!/<div id="root">[\s\S]*<main[\s\S]*<\/main>/.test(html)) failures.push(`${route}: no prerendered content`);
    }
    assert.deepEqual(failures, []);
  });

  it('serves the 404 page with status 404 for unknown paths', async () => {
    const response = await fetch(`${env.fixture.base}/no/such/page`);
    assert.equal(response.status, 404);
    assert.match(await response.text(), /<title>404 - Blocks<\/title>/);
  });

  it('serves assets with their content types', async () => {
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(await (await fetch(`${env.fixture.base}/guide/components`)).text())![1];
    assert.match((await fetch(env.fixture.base + css)).headers.get('content-type') ?? '', /^text\/css/);
    assert.match((await fetch(`${env.fixture.base}/favicon.svg`)).headers.get('content-type') ?? '', /^image\/svg\+xml/);
  });
});

describe('reading pages', () => {
  it('shows a page without JavaScript', async () => {
    const { page } = await openPage(env.browser, { javaScript: false });
    await page.goto(`${env.fixture.base}/guide/components`);
    assert.equal(await page.locator('h1').first().textContent(), 'Components');
    assert.equal(await page.locator('.s-sidebar a').count(), 5);
    assert.equal(await page.getByRole('tab', { name: 'npm' }).first().getAttribute('aria-selected'), 'true', 'the first tab is shown');
    await page.context().close();
  });

  for (const variant of ['/Guide/Components', '/guide/components.html', '/guide/components/', '/GUIDE/COMPONENTS.html']) {
    it(`lands on the components page from ${variant}`, async () => {
      const { page, errors } = await openPage(env.browser);
      await page.goto(env.fixture.base + variant);
      await page.locator('h1', { hasText: 'Components' }).waitFor();
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }

  it('lands on an index page from its /index variant', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/index`);
    assert.equal(await page.title(), `${await page.locator('h1').first().textContent()} - Blocks`);
    await page.context().close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, errors } = await openPage(env.browser);
    const response = await page.goto(`${env.fixture.base}/guide/does-not-exist`);
    assert.equal(response?.status(), 404);
    await page.getByText('PAGE NOT FOUND').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Take me home' }).getAttribute('href'), '/');
    // Chromium logs the document's own 404 status; nothing else may complain.
    assert.deepEqual(
      errors.filter((e) => !e.includes('status of 404')),
      [],
    );
    await page.context().close();
  });
});

describe('first load of a doc page', () => {
  it('needs at most 90 KB of JavaScript (gzip) on a long page, whose code blocks and tabs work, as after an in-app navigation', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.base });
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    // The longest page of the site: its content alone is about 12 KB of gzip JavaScript.
    await page.goto(`${env.site.base}/plugins/dev/hooks`);
    await appReady(page);
    const total = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0);
    assert.ok(total <= 90 * 1024, `first load took ${(total / 1024).toFixed(1)} KB of JavaScript`);

    const block = page.locator('.s-code-block').first();
    const toggle = block.getByRole('button', { name: 'Toggle line wrap' });
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await block.locator('pre.s-wrap').count(), 1);
    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await block.locator('pre').innerText());

    // In the app, a page's content is rendered from its code: the same controls work there.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.s-navbar a', { hasText: 'Guide' }).first().click();
    await page.locator('.s-sidebar a[href="/guide/start/quick-start"]').click();
    await page.locator('h1', { hasText: 'Quick start' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'in-app');
    const groups = page.getByRole('tablist');
    await groups.first().getByRole('tab', { name: 'yarn' }).click();
    assert.equal(await groups.nth(1).getByRole('tab', { name: 'yarn' }).getAttribute('aria-selected'), 'true', 'the other group followed');
    assert.match((await page.getByRole('tabpanel').filter({ visible: true }).first().textContent()) ?? '', /^yarn /);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

describe('first paint', () => {
  for (const path of ['/', '/guide/components']) {
    it(`paints ${path} before it fetches a script, then hydrates it`, async () => {
      const { page, errors } = await openPage(env.browser);
      await page.goto(`${env.fixture.base}${path}`);
      await appReady(page);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      assert.ok(paint !== undefined, 'the page painted its content');
      assert.ok(scripts.length > 0, 'the page loaded its scripts');
      assert.ok(Math.min(...scripts) >= paint, `a script started at ${Math.min(...scripts)} ms, before the first paint at ${paint} ms`);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }
});

describe('in-app navigation', () => {
  it('navigates without a reload, preloading the target chunk on hover', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/components`);
    await appReady(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const link = page.locator('.s-sidebar a[href="/guide/tabs"]');
    const chunkUrl = builtRoutes(fixtureDir).get('/guide/tabs')!;
    const chunk = page.waitForRequest((r) => r.url().endsWith(chunkUrl));
    await link.hover();
    await chunk; // fetched on hover, before any click
    await link.click();
    await page.locator('h1', { hasText: 'Tabs' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/guide/tabs');
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42);
    assert.equal(await page.title(), 'Tabs - Blocks');
    await page.goBack();
    await page.locator('h1', { hasText: 'Components' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('preloads the target chunk when a link gets keyboard focus', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/components`);
    await appReady(page);
    const chunkUrl = builtRoutes(fixtureDir).get('/guide/tabs')!;
    const chunk = page.waitForRequest((r) => r.url().endsWith(chunkUrl));
    await page.locator('.s-sidebar a[href="/guide/tabs"]').focus();
    await chunk;
    await page.context().close();
  });

  it('shows the progress bar only when a page takes longer than 200 ms to load', async () => {
    const { page, errors } = await openPage(env.browser);
    const slow = builtRoutes(fixtureDir).get('/guide/tabs')!;
    const fast = builtRoutes(fixtureDir).get('/guide/code')!;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(
      (url) => url.pathname === slow,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.clock.install();
    await page.goto(`${env.fixture.base}/guide/components`);
    await appReady(page);
    const bar = page.locator('.s-progress-bar');

    const fastLink = page.locator('.s-sidebar a[href="/guide/code"]');
    const preloaded = page.waitForResponse((r) => r.url().endsWith(fast));
    await fastLink.hover();
    await preloaded;
    await fastLink.click();
    await page.locator('h1', { hasText: 'Code blocks' }).waitFor();
    assert.equal(await bar.getAttribute('class'), 's-progress-bar', 'a preloaded page shows no progress');

    await pauseClock(page);
    await page.locator('.s-sidebar a[href="/guide/tabs"]').click();
    await page.clock.runFor(190);
    assert.equal(await bar.getAttribute('class'), 's-progress-bar', 'not before 200 ms');
    await page.clock.runFor(20);
    await page.clock.resume();
    await page.locator('.s-progress-bar.s-active').waitFor();
    assert.equal(await bar.getAttribute('aria-hidden'), 'false');
    release();
    await page.locator('h1', { hasText: 'Tabs' }).waitFor();
    await page.locator('.s-progress-bar:not(.s-active)').waitFor({ state: 'attached' });
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('restores the scroll position on back', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/components`);
    await appReady(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.evaluate(() => (document.querySelector('.s-sidebar a[href="/guide/tabs"]') as HTMLElement).click());
    await page.locator('h1', { hasText: 'Tabs' }).waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await page.goBack();
    await page.locator('h1', { hasText: 'Components' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 600);
    await page.context().close();
  });

  it('does a full page load for a link to an unknown route', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/components`);
    await appReady(page);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      const a = document.createElement('a');
      a.href = '/not/a/route';
      a.id = 'unknown-link';
      a.textContent = 'unknown';
      document.querySelector('.s-doc-content')!.append(a);
    });
    await page.click('#unknown-link');
    await page.waitForURL(`${env.fixture.base}/not/a/route`);
    await page.getByText('PAGE NOT FOUND').waitFor();
    // A new document: the marker set on the old one is gone (an in-app render would keep it).
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), undefined);
    await page.context().close();
  });

  it('falls back to a full load when a page chunk is gone (a newer deploy)', async () => {
    const { page } = await openPage(env.browser);
    const chunkUrl = builtRoutes(fixtureDir).get('/guide/tabs')!;
    await page.route(
      (url) => url.pathname === chunkUrl,
      (route) => route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.goto(`${env.fixture.base}/guide/components`);
    await appReady(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await Promise.all([page.waitForEvent('load'), page.locator('.s-sidebar a[href="/guide/tabs"]').click()]);
    assert.equal(new URL(page.url()).pathname, '/guide/tabs');
    await page.locator('h1', { hasText: 'Tabs' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), undefined);
    await page.context().close();
  });

  it('scrolls to the hash target after navigating', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/tabs`);
    await appReady(page);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/guide/components#reading-on';
      a.id = 'hash-link';
      a.textContent = 'to example';
      document.querySelector('.s-doc-content')!.prepend(a);
    });
    await page.click('#hash-link');
    await page.locator('h1', { hasText: 'Components' }).waitFor();
    await page.waitForFunction(() => {
      const el = document.getElementById('reading-on');
      return Boolean(el) && window.scrollY > 0 && Math.abs(el!.getBoundingClientRect().top) < 200;
    });
    await page.context().close();
  });

  it('opens only outbound links in a new tab', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/components`);
    const internal = await page.locator('.s-doc-content a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('target')));
    const outbound = await page.locator('a[href^="http"]').evaluateAll((as) => as.map((a) => a.getAttribute('target')));
    assert.ok(internal.length > 0 && internal.every((t) => t === null));
    assert.ok(outbound.length > 0 && outbound.every((t) => t === '_blank'));
    await page.context().close();
  });
});

describe('hydration', () => {
  for (const [name, path] of [
    ['fixture', '/'],
    ['fixture', '/guide/components'],
    ['fixture', '/guide/'],
    ['fixture', '/guide/tabs'],
    ['fixture', '/zh/guide/components'],
    ['site', '/'],
    ['site', '/zh/'],
    ['site', '/zh/community/releases/v1-0'],
  ] as const) {
    it(`hydrates ${path} (${name}) onto the prerendered DOM without a mismatch`, async () => {
      const { page, errors } = await openPage(env.browser);
      // Hold the scripts back until the prerendered DOM is marked, before React takes it over.
      let release!: () => void;
      const marked = new Promise<void>((r) => (release = r));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await marked;
        await route.continue();
      });
      await page.goto(env[name].base + path, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelector('#page-parsed') !== null || document.readyState !== 'loading');
      await page.evaluate(() => {
        for (const el of document.querySelectorAll('main, h1, .s-navbar')) (el as HTMLElement & { __prerendered?: boolean }).__prerendered = true;
      });
      release();
      await appReady(page);
      // The router's listeners exist only once React has hydrated: a hover then fetches the route table.
      const hydrated = page.waitForRequest(/\/assets\/routes\.[^/]+\.json$/);
      await page.locator('.s-navbar a[href*="/guide/"]').first().hover();
      await hydrated;
      const kept = await page.evaluate(() =>
        [...document.querySelectorAll('main, h1, .s-navbar')].every((el) => (el as HTMLElement & { __prerendered?: boolean }).__prerendered),
      );
      assert.equal(kept, true, 'React kept the prerendered nodes');
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }
});

describe('redirects', () => {
  it('sends an old path to its new page with JavaScript', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/snippets`);
    await page.waitForURL(/\/guide\/code$/);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('sends an old path to its new page without JavaScript', async () => {
    const { page } = await openPage(env.browser, { javaScript: false });
    await page.goto(`${env.fixture.base}/guide/snippets`);
    await page.waitForURL(/\/guide\/code$/);
    await page.context().close();
  });

  it('redirects an in-app link to an old path written in another case or form', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/components`);
    await appReady(page);
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/Guide/Snippets/index', textContent: 'old snippets page' });
      document.querySelector('.s-doc-content')!.prepend(link);
    });
    await page.getByRole('link', { name: 'old snippets page' }).click();
    await page.waitForURL(/\/guide\/code$/);
    // The address changes when the navigation starts; the new page shows once its chunk has loaded.
    await page.getByRole('heading', { level: 1, name: 'Code blocks' }).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('answers an old Chinese path with 301, and keeps a Chinese redirect page for hosts without redirects', async () => {
    const response = await fetch(`${env.fixture.base}/zh/guide/snippets`, { redirect: 'manual' });
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/zh/guide/code');
    const html = readFileSync(join(fixtureDir, 'zh/guide/snippets.html'), 'utf8');
    assert.match(html, /<html lang="zh-CN">/);
    assert.match(html, /此页面已移至 <a id="moved-to" href="\/zh\/guide\/code">/);
    const { page } = await openPage(env.browser, { javaScript: false });
    // Served as a host without redirect rules (GitHub Pages) serves it: the page itself, with status 200.
    await page.route(`${env.fixture.base}/zh/guide/snippets`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${env.fixture.base}/zh/guide/snippets`);
    await page.waitForURL(/\/zh\/guide\/code$/);
    await page.context().close();
  });

  it('redirects a path carrying the site language segment', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/en/guide/components`);
    await page.waitForURL((url) => url.pathname === '/guide/components');
    await page.context().close();
  });
});
