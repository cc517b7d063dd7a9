/** Shared set-up of the end-to-end suites: the built site on a local port and a headless Chromium. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { serveDist } from '../src/node/serve.ts';
import { expandManifest, type ManifestFile } from '../src/shared/manifest-file.ts';

export const DIST = join(import.meta.dirname, '../dist');

export interface Site {
  base: string;
  server: Server;
  close(): Promise<void>;
}

export async function startSite(dir = DIST): Promise<Site> {
  if (!existsSync(join(dir, '404.html'))) throw new Error(`${dir} holds no built site: run npm run build first`);
  const server = await serveDist(dir, 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, server, close: () => new Promise((r) => server.close(() => r())) };
}

/** A site's folder: dist/, or a function that builds a fixture (called in the `before` hook). */
export type SiteSource = string | (() => Promise<string>);

export type StartedSites<K extends string> = { readonly browser: Browser } & { readonly [N in K]: Site };

/**
 * Registers node:test hooks that start the named sites, in order, then a browser before a file's tests, and
 * close the browser, then the sites, after them. The returned object's fields are set once `before` has run.
 */
export function withSites<K extends string>(sources: Record<K, SiteSource>): StartedSites<K> {
  const started: Record<string, Site | Browser> = {};
  const sites: Site[] = [];
  let browser: Browser | undefined;
  before(async () => {
    for (const [name, source] of Object.entries<SiteSource>(sources)) {
      const site = await startSite(typeof source === 'string' ? source : await source());
      sites.push(site);
      started[name] = site;
    }
    browser = await launchBrowser();
    started.browser = browser;
  });
  after(async () => {
    await browser?.close();
    for (const site of sites) await site.close();
  });
  return started as StartedSites<K>;
}

/** The built site (dist/) as `site`, and a browser, for a file's tests (see withSites). */
export function withBuiltSite(): StartedSites<'site'> {
  return withSites({ site: DIST });
}

/**
 * $CHROME_PATH, else the headless shell (lighter than the full browser: the suite runs about twice
 * as fast) unless `shell` is false, else the browser.
 */
function chromePath(shell: boolean): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    shell && '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

/** `shell: false`: the full browser in its headless mode, for figures of what a reader meets (benchmarks). */
export function launchBrowser({ shell = true }: { shell?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(shell),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** A device's screen: viewport, pixel ratio, touch and mobile layout (overrides `width`). */
export type Device = Pick<BrowserContextOptions, 'viewport' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch'>;

/**
 * A page in a fresh context. Service workers are blocked unless `serviceWorkers: 'allow'`: a worker answers
 * the requests it handles itself, and `page.route` (how suites fail a chunk on purpose) never sees them.
 */
export async function openPage(
  browser: Browser,
  options: { width?: number; javaScript?: boolean; colorScheme?: 'light' | 'dark'; device?: Device; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    javaScriptEnabled: options.javaScript ?? true,
    colorScheme: options.colorScheme ?? 'light',
    ...options.device,
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** The routes of the built site with their chunk URLs, read from its route manifest. */
export function builtRoutes(dir = DIST): Map<string, string> {
  const assets = join(dir, 'assets');
  const file = readdirSync(assets).find((f) => /^routes\..+\.json$/.test(f));
  if (!file) throw new Error('no route manifest in dist/assets');
  return new Map(expandManifest(JSON.parse(readFileSync(join(assets, file), 'utf8')) as ManifestFile));
}

/**
 * Builds a fixture site (e2e/fixtures/<name>: its own site.config.ts and docs/) into a temporary
 * folder. Under `npm run test:e2e` each fixture is built once for all suites: the runner names a
 * folder in FIXTURE_BUILDS, and a suite finding its fixture already built there reuses it.
 */
export async function buildFixture(name: string): Promise<string> {
  const { build } = await import('../src/node/build/build.ts');
  const { mkdtempSync, renameSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const root = join(import.meta.dirname, 'fixtures', name);
  const shared = process.env.FIXTURE_BUILDS;
  if (!shared) {
    const outDir = join(mkdtempSync(join(tmpdir(), `site-${name}-`)), 'dist');
    await build(root, { outDir });
    return outDir;
  }
  const target = join(shared, name);
  if (existsSync(join(target, 'dist/404.html'))) return join(target, 'dist');
  // Suites run side by side: each builds into its own folder and moves it in place; a suite that
  // finds the place taken uses the build already there.
  const own = `${target}.${process.pid}`;
  await build(root, { outDir: join(own, 'dist') });
  try {
    renameSync(own, target);
  } catch {
    rmSync(own, { recursive: true, force: true });
  }
  return join(target, 'dist');
}

/** Sum of layout-shift scores seen so far (install with `page.addInitScript(trackLayoutShift)` before loading). */
export function trackLayoutShift() {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.__cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

let axeSource: string | undefined;
/**
 * Runs axe-core on the page as it is now, or on the elements `within` selects; returns one line per
 * violation (rule id and up to three targets).
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated rather than added as a <script>: the site's Content-Security-Policy allows no inline script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const axe = (
      window as unknown as { axe: { run(ctx: Document | string, o: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
    ).axe;
    const result = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  }, within);
}

/**
 * A controlled clock for CSS: the site's fades and hover delays are CSS transitions, which the
 * page's fake timers (`page.clock`) do not drive. This stops the page's animation timeline, so a
 * transition that starts from now on stays at its first frame until `seekTransitions` moves it.
 */
export async function freezeTransitions(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

/** Puts every running transition of the page at `ms` after its start; a time past its end finishes it. */
export function seekTransitions(page: Page, ms: number): Promise<void> {
  return page.evaluate((time) => {
    for (const animation of document.getAnimations()) {
      if (!(animation instanceof CSSTransition)) continue;
      animation.pause();
      animation.currentTime = time;
    }
  }, ms);
}

/** Waits until no CSS transition runs on the page (fades done, their `transitionend` handlers run). */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition));
}

/**
 * Types `query` into the search modal, opening it first when it is closed, and resolves once it is answered
 * with every hit shown (the first screen's come before the rest, while the results are `aria-busy`).
 */
export async function searchAnswered(page: Page, query: string): Promise<void> {
  const modal = page.locator('.s-search-modal');
  if (!(await modal.isVisible())) {
    await page.locator('.s-search-button').click();
    await modal.waitFor();
  }
  await page.locator('.s-search-input').fill(query);
  await page.waitForFunction(
    () =>
      !['loading', 'stalled'].includes(document.querySelector('.s-search-modal')?.getAttribute('data-status') ?? 'loading') &&
      !document.getElementById('search-results')?.hasAttribute('aria-busy'),
  );
}

/**
 * Opens an image zoom with `open` and resolves once medium-zoom has heard the end of its opening: the
 * `transitionend` of the zoomed image, which may come a frame after the transition itself has finished, and
 * before which medium-zoom ignores a request to close. Heard on the document, after medium-zoom's own listener.
 */
export async function zoomOpened(page: Page, open: () => Promise<void>): Promise<void> {
  const ended = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        document.addEventListener('transitionend', (event) => {
          if (event.propertyName === 'transform' && (event.target as Element).classList.contains('medium-zoom-image--opened')) resolve();
        }),
      ),
  );
  await open();
  await ended;
}

/**
 * Resolves once the page has drawn two more frames: what the last input scheduled for the next
 * frame (intersection and resize observers, scroll handlers) has run. For asserting that something
 * did NOT happen, where there is no condition to wait for.
 */
export function afterFrames(page: Page, frames = 2): Promise<void> {
  // No named inner functions: the test runner's transform would wrap them in a helper the page lacks.
  return page.evaluate(async (count) => {
    for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, frames);
}

/**
 * Fake timers for the page (Playwright's clock), for the delays the site runs from script (the
 * 150 ms menu close, the 200 ms progress bar): install before loading, `pauseClock` once the page
 * is ready, then move time with `page.clock.runFor(ms)`. A paused clock also holds animation
 * frames, so `afterFrames` waits forever until `page.clock.resume()`.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * Waits until the app on the page is interactive: hydrated, with its links going in-app and every
 * mount effect run (the router marks `<html data-ready>`). Unlike network silence, it costs no
 * fixed quiet period; a test that needs a lazy part waits for what that part shows.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** Waits until a loaded page has nothing left that could move it: fonts, images, transitions, two frames. */
export async function pageSettled(page: Page): Promise<void> {
  await appReady(page);
  await page.waitForFunction(() => document.fonts.status === 'loaded' && [...document.images].every((img) => img.complete));
  await transitionsSettled(page);
  await afterFrames(page);
}

/** A port that is free right now (the system picks it), for a server a test starts in another process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
  });
}
