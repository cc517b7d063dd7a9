/**
 * Reading offline: the service worker keeps the app, the search data and the pages a reader opened, shows them
 * without a connection, tells of the pages never opened, and never mixes two deployments.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { appReady, buildFixture, openPage, type Site, startSite, withSites } from './harness.ts';
import { serveDist } from '../src/node/serve.ts';
import { cacheNameOf } from '../src/runtime/offline/offline-rules.ts';
import type { SiteBoot } from '../src/shared/site-boot.ts';
import { pageTextFile, type SearchHead, shardFile } from '../src/shared/search/search-files.ts';

// A browser only: each test starts the site it needs.
const env = withSites({});

const bootOf = (page: Page) => page.evaluate(() => (window as unknown as { __SITE_BOOT__: SiteBoot }).__SITE_BOOT__);

/**
 * Waits until a service worker controls the page and has kept, in its build's cache, the app shell's entry, each
 * of `paths` (their HTML and page chunk) and the page's search data.
 */
async function kept(page: Page, paths: string[]): Promise<string> {
  const boot = await bootOf(page);
  assert.ok(boot.offline, 'the page starts reading offline');
  const cache = cacheNameOf(boot.offline.build);
  const head = boot.offline.search ? boot.search![boot.offline.search]! : undefined;
  // The search data: its head and every file beside it (its term shards and page texts).
  const searchHead = head ? ((await (await fetch(new URL(head, page.url()))).json()) as SearchHead) : undefined;
  const searchFiles = searchHead
    ? [
        head!,
        ...[...Array.from({ length: searchHead.shards }, (_, i) => shardFile(i)), ...searchHead.pages.map((_, i) => pageTextFile(i))].map(
          (name) => new URL(name, new URL(head!, page.url())).pathname,
        ),
      ]
    : [];
  const files = [boot.app, ...searchFiles];
  // Polled in the page (waitForFunction takes a promise for a truthy answer).
  await page.evaluate(
    async ({ cache, files, paths, limit }) => {
      for (const deadline = Date.now() + limit; Date.now() < deadline; ) {
        let ready = Boolean(navigator.serviceWorker.controller) && (await caches.has(cache));
        for (const url of ready ? [...files, ...paths] : []) ready &&= Boolean(await (await caches.open(cache)).match(url));
        if (ready) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const registration = await navigator.serviceWorker.getRegistration();
      const workers = { installing: registration?.installing?.state, waiting: registration?.waiting?.state, active: registration?.active?.state };
      throw new Error(`not kept within ${limit} ms: ${cache} of ${JSON.stringify(await caches.keys())}, workers ${JSON.stringify(workers)}`);
    },
    { cache, files, paths, limit: WAIT_LIMIT },
  );
  return boot.offline.build;
}

/** Stops a server at once: its open connections too, which close() alone waits for. */
function stopServing(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}

/** How long a wait for the worker may take before the test fails saying what it saw (well under the test timeout). */
const WAIT_LIMIT = 60_000;

describe('reading offline', () => {
  /** e2e/fixtures/blocks, whose English search data is a handful of files. */
  let site: Site;
  let dist = '';
  before(async () => {
    dist = await buildFixture('blocks');
    site = await startSite(dist);
  });
  after(async () => {
    await site?.close();
  });

  it('shows the pages a reader opened, in-app and on reload, finds them in search, and tells of the others', async () => {
    const { page, errors } = await openPage(env.browser, { serviceWorkers: 'allow' });
    await page.goto(`${site.base}/guide/`);
    await appReady(page);
    await kept(page, ['/guide/']);
    await page.goto(`${site.base}/guide/code`);
    await appReady(page);
    await kept(page, ['/guide/', '/guide/code']);

    await page.context().setOffline(true);
    await page.reload();
    await appReady(page);
    await page.locator('main h1', { hasText: 'Code blocks' }).waitFor();
    // In-app to the other page opened before.
    await page.locator('.s-sidebar a[href="/guide/"]').click();
    await page.waitForURL(`${site.base}/guide/`);
    await page.locator('main h1', { hasText: 'Guide overview' }).waitFor();
    assert.equal(await page.locator('.s-offline-notice').count(), 0, 'no offline note for a page kept');

    await page.locator('.s-search-button').click();
    await page.locator('.s-search-input').fill('proxy');
    await page.locator('.s-search-hit').first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.s-search-modal').waitFor({ state: 'detached' });

    // A page never opened, by its address: a kept page stands in and says that page opens once back online.
    await page.goto(`${site.base}/guide/tabs`);
    const note = page.locator('.s-offline-notice');
    await note.waitFor();
    assert.match((await note.textContent()) ?? '', /You are offline: that page has not been loaded yet/);
    assert.equal(new URL(page.url()).pathname, '/guide/tabs', 'the address stays the one asked for');
    await page.context().setOffline(false);
    await page.locator('main h1', { hasText: 'Tabs' }).waitFor();
    await note.waitFor({ state: 'detached' });

    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource|net::ERR/.test(e)),
      [],
      'no uncaught error',
    );
    await page.context().close();
  });

  it("keeps a language's search data two files at a time, leaving the browser's other connections to the reader", async () => {
    // Each search file answered 5 ms late, so that requests the worker makes at once are seen at once.
    const [serve] = site.server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    let inFlight = 0;
    let most = 0;
    let seen = 0;
    const slow = (req: IncomingMessage, res: ServerResponse) => {
      if (!/^\/assets\/search-[^/]+\/(terms|text)-\d+\.json$/.test(req.url ?? '')) return serve(req, res);
      seen++;
      most = Math.max(most, ++inFlight);
      res.on('close', () => inFlight--);
      setTimeout(() => serve(req, res), 5);
    };
    site.server.removeListener('request', serve);
    site.server.on('request', slow);
    try {
      const [english] = readdirSync(join(dist, 'assets')).filter((name) => name.startsWith('search-en.'));
      const files = readdirSync(join(dist, 'assets', english)).filter((name) => /^(terms|text)-\d+\.json$/.test(name));
      assert.ok(files.length > 4, `enough files to see how many are fetched at once (${files.length})`);
      const { page } = await openPage(env.browser, { serviceWorkers: 'allow' });
      await page.goto(`${site.base}/guide/`);
      await appReady(page);
      await kept(page, ['/guide/']);
      assert.equal(seen, files.length, 'the worker fetched each file of the English search data');
      assert.ok(most <= 2, `${most} search files were fetched at once`);
      await page.context().close();
    } finally {
      site.server.removeListener('request', slow);
      site.server.on('request', serve);
    }
  });

  it('serves the worker from the site root, never stored, with the Content-Security-Policy that lets it run', async () => {
    const response = await fetch(`${site.base}/sw.js`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.match(response.headers.get('content-security-policy') ?? '', /worker-src 'self'/);
  });
});

describe('a new deployment', () => {
  const fixtures = join(import.meta.dirname, 'fixtures');
  const copy = join(fixtures, `.tmp-offline-${process.pid}`);
  /** Where the test is: printed when it fails or times out, so that a hang names its step. */
  let step = 'start';
  after(() => {
    if (step) console.error(`# a new deployment: stopped at "${step}"`);
    rmSync(copy, { recursive: true, force: true });
  });

  it('replaces what the worker kept as a whole: a page shows the new content once online, and never a mix', { timeout: 300_000 }, async () => {
    const { build } = await import('../src/node/build/build.ts');
    step = 'building both deployments';
    cpSync(join(fixtures, 'offline'), copy, { recursive: true });
    const first = join(copy, 'dist-1');
    const second = join(copy, 'dist-2');
    await build(copy, { outDir: first, cache: false });
    for (const name of ['first', 'second']) {
      const file = join(copy, `docs/en/guide/${name}.md`);
      writeFileSync(file, readFileSync(file, 'utf8').replace('of the first deployment', 'of the second deployment'));
    }
    await build(copy, { outDir: second, cache: false });

    // The same origin serves one deployment, then the other.
    step = 'the first deployment kept';
    let server = await serveDist(first, 0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const { page, errors } = await openPage(env.browser, { serviceWorkers: 'allow' });
    await page.goto(`${base}/guide/first`);
    await appReady(page);
    const oldBuild = await kept(page, ['/guide/first']);
    await page.goto(`${base}/guide/second`);
    await appReady(page);
    await kept(page, ['/guide/first', '/guide/second']);

    // As a real switch does, the connections the browser holds are dropped: close() alone would wait for each to end.
    step = 'switching the server to the second deployment';
    await stopServing(server);
    server = await serveDist(second, port, '127.0.0.1');
    try {
      step = 'the second deployment shown and kept, the old cache gone';
      await page.reload();
      await appReady(page);
      await page.locator('main p', { hasText: 'of the second deployment' }).waitFor();
      // The new build's worker takes over and keeps again, from the new deployment, the pages the old one kept.
      const newBuild = await kept(page, ['/guide/first', '/guide/second']);
      assert.notEqual(newBuild, oldBuild);
      // The old deployment's cache is gone (removed as the new worker takes over, or when it is next asked to keep).
      await page.evaluate(
        async ({ only, limit }) => {
          for (const deadline = Date.now() + limit; (await caches.keys()).join() !== only; ) {
            if (Date.now() > deadline) throw new Error(`caches still ${JSON.stringify(await caches.keys())}, not only ${only}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        },
        { only: cacheNameOf(newBuild), limit: WAIT_LIMIT },
      );

      step = 'the second deployment read offline';
      await page.context().setOffline(true);
      await page.reload();
      await appReady(page);
      await page.locator('main p', { hasText: 'of the second deployment' }).waitFor();
      await page.locator('.s-sidebar a[href="/guide/first"]').click();
      await page.locator('main h1', { hasText: 'The first page' }).waitFor();
      await page.locator('main p', { hasText: 'of the second deployment' }).waitFor();
      // Every file the page loaded is one of the new deployment's.
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
      const newFiles = new Set(readdirSync(join(second, 'assets'), { recursive: true }).map((f) => `/assets/${String(f)}`));
      const old = loaded.filter((p) => p.startsWith('/assets/') && !newFiles.has(p));
      assert.deepEqual(old, [], 'no file of the old deployment');
      assert.equal((await bootOf(page)).offline?.build, newBuild);
      assert.deepEqual(
        errors.filter((e) => !/Failed to load resource|net::ERR/.test(e)),
        [],
        'no uncaught error',
      );
      step = 'closing';
    } finally {
      await page.context().close();
      await stopServing(server);
    }
    step = '';
  });
});

describe('reading offline turned off', () => {
  it('registers no service worker, and its sw.js removes one an earlier build registered', async () => {
    const dist = await buildFixture('shell');
    assert.equal(
      readdirSync(join(dist, 'assets')).some((f) => f.startsWith('offline.')),
      false,
      'no registering module is built',
    );
    assert.match(readFileSync(join(dist, 'sw.js'), 'utf8'), /unregister\(\)/);
    const site = await startSite(dist);
    const { page } = await openPage(env.browser, { serviceWorkers: 'allow' });
    try {
      await page.goto(`${site.base}/guide/no-title`);
      await appReady(page);
      assert.equal((await bootOf(page)).offline, undefined);
      // Past the moment a site with offline reading registers its worker: loaded, then idle.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
      assert.deepEqual(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)), 0);
    } finally {
      await page.context().close();
      await site.close();
    }
  });
});
