/**
 * The accessibility sweep: axe-core on built pages once each is interactive, in both themes and at a
 * desktop and a phone width, and again with each overlay a reader can open on that page (search, the
 * phone menu, another tab of a tab group, a zoomed image, the copy-Markdown menu). Used by
 * `npm run check:a11y` over every route and by e2e/a11y.test.ts over a fixed sample.
 */
import type { Browser, Page } from 'playwright-core';
import { appReady, axeViolations, transitionsSettled } from '../harness.ts';

/** Routes that together have every layout and every built-in component. */
export const A11Y_SAMPLE = [
  '/', // home: hero, feature cards, benchmark panel, toolchain block
  '/guide/start/quick-start', // package-manager tabs, titled code, callouts
  '/guide/styling/css-modules', // a tab group whose code scrolls sideways at phone width
  '/guide/basic/output-files', // a zoomable image
  '/config/html/template-parameters', // a table
  '/zh/config/', // overview with its filter, Chinese
  '/zh/plugins/dev/hooks', // long, heavily commented code
  '/1.x/config/performance/profile', // a page of the older version, with its notice
  '/no/such/page', // 404
];

export const THEMES = ['light', 'dark'] as const;
export const WIDTHS = [1280, 390] as const;

export interface View {
  theme: (typeof THEMES)[number];
  width: number;
}

export interface Finding extends View {
  route: string;
  /** The overlay open when axe ran, or 'page'. */
  state: string;
  /** axe's rule id and up to three targets. */
  violation: string;
}

interface Overlay {
  name: string;
  /** What axe checks while it is open: its own elements (the page was checked already), or the whole page. */
  within?: string;
  /** Opens it on the page; false when the page has no such thing (or not at this width). */
  open(page: Page, view: View): Promise<boolean>;
}

const visible = async (page: Page, selector: string) => (await page.locator(selector).count()) > 0 && page.locator(selector).first().isVisible();

export const OVERLAYS: Overlay[] = [
  {
    name: 'search',
    within: 'dialog.s-search-modal',
    async open(page) {
      if (!(await visible(page, '.s-search-button'))) return false;
      await page.keyboard.press('Control+k');
      await page.locator('dialog.s-search-modal[open] input').waitFor();
      await page.locator('dialog.s-search-modal input').fill('config');
      await page.locator('dialog.s-search-modal [role="option"]').first().waitFor();
      return true;
    },
  },
  {
    name: 'phone menu',
    within: '.s-navbar',
    async open(page, view) {
      if (view.width > 768 || !(await visible(page, '.s-navbar-hamburger'))) return false;
      await page.locator('.s-navbar-hamburger').click();
      await page.locator('.s-navbar-menu.s-open').waitFor();
      return true;
    },
  },
  {
    name: 'tab group',
    within: '.s-doc-content',
    async open(page) {
      const tab = page.locator('.s-doc-content [role="tab"][aria-selected="false"]').first();
      if (!(await tab.count()) || !(await tab.isVisible())) return false;
      await tab.click();
      await page.locator('.s-doc-content [role="tab"][aria-selected="true"]').first().waitFor();
      return true;
    },
  },
  {
    name: 'image zoom',
    async open(page) {
      if (!(await visible(page, '.s-doc-content img.medium-zoom-image'))) return false;
      const image = page.locator('.s-doc-content img.medium-zoom-image').first();
      const hd = await image.getAttribute('data-zoom-src');
      await image.click();
      await page.locator('.medium-zoom-image--opened').first().waitFor();
      // A high-resolution copy joins the page once its file has loaded.
      if (hd) await page.waitForFunction((src) => document.querySelector(`body > img.medium-zoom-image--opened[src="${src}"]`), hd);
      return true;
    },
  },
  {
    name: 'copy-Markdown menu',
    within: '.s-copy-markdown',
    async open(page) {
      if (!(await visible(page, '.s-copy-markdown-toggle'))) return false;
      await page.locator('.s-copy-markdown-toggle').click();
      await page.getByRole('menu').waitFor();
      return true;
    },
  },
];

/**
 * One route in one view: the page, then each overlay that `overlays` names and the page has, on a fresh
 * load of the page each, so that one overlay's leftovers cannot hide or cause another's findings.
 */
export async function sweepRoute(page: Page, base: string, route: string, view: View, overlays: (overlay: string) => boolean): Promise<Finding[]> {
  const findings: Finding[] = [];
  const record = (state: string, violations: string[]) => {
    for (const violation of violations) findings.push({ route, ...view, state, violation });
  };
  const load = async () => {
    await page.goto(base + route);
    await appReady(page);
  };
  await load();
  record('page', await axeViolations(page));
  let fresh = true;
  for (const overlay of OVERLAYS.filter((o) => overlays(o.name))) {
    if (!fresh) await load();
    fresh = !(await overlay.open(page, view));
    if (fresh) continue;
    // Colours are measured once the overlay has faded in: mid-transition they are not what a reader sees.
    await transitionsSettled(page);
    record(overlay.name, await axeViolations(page, overlay.within));
  }
  return findings;
}

/**
 * Every route in every view, `parallel` pages at a time (one browser context per view, so the theme and
 * width are those of a reader who set them), with the overlays `overlays` names for the route open in
 * turn. `onProgress` hears each route done.
 */
export async function sweep(
  browser: Browser,
  base: string,
  routes: string[],
  options: { overlays?: (route: string, overlay: string) => boolean; parallel?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<Finding[]> {
  const views: View[] = THEMES.flatMap((theme) => WIDTHS.map((width) => ({ theme, width })));
  const jobs = views.flatMap((view) => routes.map((route) => ({ view, route })));
  const findings: Finding[] = [];
  let done = 0;
  const worker = async () => {
    const pages = new Map<View, Page>();
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      let page = pages.get(job.view);
      if (!page) {
        const context = await browser.newContext({ viewport: { width: job.view.width, height: 800 }, colorScheme: job.view.theme });
        page = await context.newPage();
        pages.set(job.view, page);
      }
      const overlays = (overlay: string) => options.overlays?.(job.route, overlay) ?? false;
      findings.push(...(await sweepRoute(page, base, job.route, job.view, overlays)));
      options.onProgress?.(++done, views.length * routes.length);
    }
    for (const page of pages.values()) await page.context().close();
  };
  await Promise.all(Array.from({ length: options.parallel ?? 1 }, worker));
  return findings;
}

/** One line per finding: route, theme, width, overlay, rule and elements. */
export function formatFinding(f: Finding): string {
  return `${f.route} [${f.theme}, ${f.width}px${f.state === 'page' ? '' : `, ${f.state} open`}] ${f.violation}`;
}
