/**
 * The built site behind a real nginx (Debian's package), configured by `npm run server-config -- nginx`
 * inside a stock `http { }` that includes nginx's mime.types: redirects answer 301, unknown paths the
 * 404 page with status 404, hashed assets are immutable and the rest revalidated, gzip copies are
 * sent, and pages in both languages and both themes, used as a reader uses them, break no rule of the
 * Content-Security-Policy and log no error: every page of the blocks fixture in one of its languages
 * (every layout and built-in component, served by a second server block) and a sample of the real site's pages.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { appReady, buildFixture, builtRoutes, DIST, freePort, launchBrowser } from './harness.ts';
import { nginxServerBlock } from '../src/node/serve/nginx-config.ts';
import { parseRedirectsFile } from '../src/node/serve/host-rules.ts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
let base: string;
/** The blocks fixture behind the same nginx. */
let fixtureBase: string;
let fixtureDist: string;
let nginx: ChildProcess;
let prefix: string;
let browser: Browser;

before(async () => {
  assert.ok(NGINX, 'nginx is not installed (Debian: apt-get install nginx-light)');
  fixtureDist = await buildFixture('blocks');
  const port = await freePort();
  const fixturePort = await freePort();
  prefix = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  mkdirSync(join(prefix, 'tmp'));
  writeFileSync(
    join(prefix, 'site.conf'),
    `${nginxServerBlock({ root: DIST, listen: `127.0.0.1:${port}` })}\n${nginxServerBlock({ root: fixtureDist, listen: `127.0.0.1:${fixturePort}` })}`,
  );
  const tmp = join(prefix, 'tmp');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    // Run as root (a CI machine), nginx's workers would read as nobody, who may not reach the checkout.
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${tmp}; proxy_temp_path ${tmp}; fastcgi_temp_path ${tmp}; uwsgi_temp_path ${tmp}; scgi_temp_path ${tmp};
  include ${prefix}/site.conf;
}
`,
  );
  nginx = spawn(NGINX!, ['-c', join(prefix, 'nginx.conf'), '-p', prefix, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  base = `http://127.0.0.1:${port}`;
  fixtureBase = `http://127.0.0.1:${fixturePort}`;
  // Ready when it answers, or failed when it exits.
  const exited = new Promise<never>((_, reject) => nginx.once('exit', (code) => reject(new Error(`nginx exited with ${code}: ${readLog()}`))));
  const answers = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${base}/`)).ok && (await fetch(`${fixtureBase}/`)).ok) return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  })();
  await Promise.race([answers, exited]);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  if (nginx && nginx.exitCode === null) {
    const gone = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await gone;
  }
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

const readLog = () => (existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '');

describe('nginx, configured from the build', () => {
  it('answers every redirect of the build with 301 and its target', async () => {
    const { redirects } = parseRedirectsFile(readFileSync(join(DIST, '_redirects'), 'utf8'));
    assert.ok(redirects.length >= 10);
    for (const { from, to } of redirects) {
      const response = await fetch(base + from, { redirect: 'manual' });
      assert.equal(response.status, 301, from);
      assert.equal(new URL(response.headers.get('location')!, base).href, new URL(to, base).href, from);
    }
    // And the page it leads to exists.
    const moved = await fetch(`${base}/config/source/alias`);
    assert.equal(moved.status, 200);
    assert.match(await moved.text(), /resolve\.alias/);
  });

  it('answers an unknown path with the 404 page and status 404, never cached for good', async () => {
    for (const path of ['/no/such/page', '/assets/no-such-file.js']) {
      const response = await fetch(base + path);
      assert.equal(response.status, 404, path);
      assert.match(await response.text(), /404/);
      assert.notEqual(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', path);
    }
    assert.equal((await fetch(`${base}/_headers`)).status, 404);
  });

  it('caches hashed assets for good and revalidates pages, Markdown, llms.txt and data files', async () => {
    const asset = readdirSync(join(DIST, 'assets')).find((f) => f.endsWith('.js') && !f.endsWith('.gz'))!;
    assert.equal((await fetch(`${base}/assets/${asset}`)).headers.get('cache-control'), 'public, max-age=31536000, immutable');
    for (const path of ['/', '/guide/start/', '/zh/config/mode', '/guide/start/quick-start.md', '/llms.txt', '/search-index.json']) {
      const response = await fetch(base + path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('cache-control'), 'no-cache', path);
    }
  });

  it('serves text with its type and charset, gzipped from the build copies', async () => {
    const types: [string, RegExp][] = [
      ['/config/mode', /^text\/html; charset=utf-8$/],
      ['/guide/start/quick-start.md', /^text\/markdown; charset=utf-8$/],
      ['/llms.txt', /^text\/plain; charset=utf-8$/],
      ['/config-reference.json', /^application\/json; charset=utf-8$/],
    ];
    for (const [path, type] of types) {
      const response = await fetch(base + path, { headers: { 'accept-encoding': 'gzip' } });
      assert.match(response.headers.get('content-type')!, type, path);
      assert.equal(response.headers.get('content-encoding'), 'gzip', path);
    }
    const page = await fetch(`${base}/config/mode`);
    assert.match(page.headers.get('content-security-policy')!, /script-src 'self'( 'sha256-[^']+')+;/);
    assert.doesNotMatch(page.headers.get('content-security-policy')!, /unsafe-inline[^;]*;[^;]*style|script-src[^;]*unsafe-inline/);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(page.headers.get('referrer-policy'));
  });
});

/** What a reader does on a page, each where the page has it. */
async function actAsReader(page: Page, phone: boolean) {
  if (phone) {
    await page.locator('.s-navbar-hamburger').click();
    await page.locator('.s-navbar-menu.s-open').waitFor();
    // Set up once the page behind is inert (its helper loads on the first opening).
    await page.locator('[inert]').first().waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await page.locator('.s-navbar-menu.s-open').waitFor({ state: 'detached' });
  }
  await page.keyboard.press('Control+k');
  await page.locator('dialog.s-search-modal[open] input').fill('port');
  await page.locator('dialog.s-search-modal [role="option"]').first().waitFor();
  await page.keyboard.press('Escape');
  await page.locator('dialog.s-search-modal[open]').waitFor({ state: 'detached' });
  const tab = page.locator('.s-doc-content [role="tab"][aria-selected="false"]').first();
  if ((await tab.count()) && (await tab.isVisible())) await tab.click();
  const image = page.locator('.s-doc-content img.medium-zoom-image').first();
  if ((await image.count()) && (await image.isVisible())) {
    await image.click();
    await page.locator('.medium-zoom-image--opened').first().waitFor();
  }
  const copy = page.locator('.s-copy-markdown-button');
  if ((await copy.count()) && (await copy.isVisible())) {
    await copy.click();
    await page.locator('.s-copy-markdown-button[data-state="copied"], .s-copy-markdown-button[data-state="idle"]').first().waitFor();
  }
  const toggle = page.locator('.s-navbar [aria-label^="Switch to"], .s-navbar [aria-label^="切换"]').first();
  if ((await toggle.count()) && (await toggle.isVisible())) await toggle.click();
}

describe('pages behind nginx', () => {
  it('break no rule of the Content-Security-Policy and log no error, in both languages and themes, at desktop and phone widths', async () => {
    // Every page of the fixture in one of its languages, two English then two Chinese (a page loads the same
    // scripts and styles in both; the themes alternate page by page), then the real site's home pages, a guide with
    // tabs and one with an image, a page of the older version.
    const fixturePages = [...builtRoutes(fixtureDist).keys()].filter((route) => !route.startsWith('/zh/')).sort();
    const sample = [
      ...fixturePages.map((route, i) => ({ site: fixtureBase, route: Math.floor(i / 2) % 2 ? `/zh${route}` : route })),
      ...['/', '/zh/', '/guide/start/quick-start', '/guide/basic/output-files', '/zh/guide/styling/css-modules', '/1.x/guide/start/quick-start'].map(
        (route) => ({ site: base, route }),
      ),
      ...[fixtureBase, base].map((site) => ({ site, route: '/no/such/page' })),
    ];
    assert.ok(fixturePages.length >= 6 && sample.some(({ site, route }) => site === fixtureBase && route.startsWith('/zh/')));
    const problems: string[] = [];
    for (const [i, { site, route }] of sample.entries()) {
      const colorScheme = i % 2 ? 'dark' : 'light';
      const phone = i % 3 === 0;
      const context = await browser.newContext({ viewport: { width: phone ? 390 : 1280, height: 800 }, colorScheme });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site });
      const page = await context.newPage();
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
      });
      const where = `${site === base ? 'site' : 'fixture'} ${route}`;
      page.on('console', (m) => {
        // The 404 page's own request is expected to fail.
        if (m.type() === 'error' && !(route === '/no/such/page' && /404/.test(m.text()))) problems.push(`${where}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`${where}: ${e.message}`));
      await page.goto(site + route);
      await appReady(page);
      await actAsReader(page, phone);
      await context.close();
    }
    assert.deepEqual(problems, []);
  });
});
