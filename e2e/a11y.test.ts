/**
 * Accessibility: the axe sweep (a11y/sweep.ts) over the blocks fixture, which has every layout (home, doc,
 * overview, 404) and every built-in component (code blocks that scroll, tabs and package-manager tabs,
 * callouts, a table, zoomable images, the copy-Markdown menu), and a page of an older version, in both
 * themes and at both widths, with each overlay open; then the real site's own blocks on its Chinese home page.
 * Then the keyboard: every control reached in reading order with a visible focus ring, and focus handed back to
 * whatever opened a menu or dialog.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { appReady, buildFixture, DIST, openPage, withSites } from './harness.ts';
import { formatFinding, OVERLAYS, sweep } from './a11y/sweep.ts';

const env = withSites({ fixture: () => buildFixture('blocks'), versions: () => buildFixture('versions'), site: DIST });

/** Routes of the blocks fixture that together have every layout and built-in component, in both languages. */
const FIXTURE_ROUTES = ['/', '/guide/', '/guide/code', '/guide/tabs', '/guide/images', '/guide/components', '/zh/guide/components', '/no/such/page'];
/**
 * Where each overlay is opened. The overlays are the shell's and the components', the same on every page, so each
 * is checked where it can look different: the search on an English home page and a Chinese doc page; the phone
 * menu on a home page and on a doc page in each language (a doc page's phone menu holds its sidebar); a
 * component's overlay in both languages; the zoom on the images page, whose first image has a high-resolution copy.
 */
const FIXTURE_OVERLAYS: Record<string, string[]> = {
  search: ['/', '/zh/guide/components'],
  'phone menu': ['/', '/guide/components', '/zh/guide/components'],
  'tab group': ['/guide/tabs', '/zh/guide/components'],
  'copy-Markdown menu': ['/guide/components', '/zh/guide/components'],
  'image zoom': ['/guide/images'],
};
/** The real site's own parts: the blocks of its home page (in Chinese). */
const SITE_ROUTES = ['/zh/'];

describe('axe', () => {
  it('opens only overlays the sweep knows', () => {
    assert.deepEqual(
      Object.keys(FIXTURE_OVERLAYS).filter((name) => !OVERLAYS.some((o) => o.name === name)),
      [],
    );
  });

  it('finds no violation on any layout or component, in both themes, at 1280 and 390 px, with each overlay open where it can look different', async () => {
    const findings = [
      ...(await sweep(env.browser, env.fixture.base, FIXTURE_ROUTES, {
        overlays: (route, overlay) => FIXTURE_OVERLAYS[overlay]?.includes(route) ?? false,
        parallel: 2,
      })),
      ...(await sweep(env.browser, env.versions.base, ['/1.x/guide/start'], { overlays: () => true, parallel: 2 })),
    ];
    assert.deepEqual(findings.map(formatFinding), []);
  });

  it("finds no violation in the real site's own home blocks, in both themes, at 1280 and 390 px", async () => {
    const findings = await sweep(env.browser, env.site.base, SITE_ROUTES, { overlays: () => false, parallel: 2 });
    assert.deepEqual(findings.map(formatFinding), []);
  });
});

/** What the keyboard focus is on: role-ish tag, accessible text, and whether a focus ring is drawn. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ring = (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const rect = el.getBoundingClientRect();
    return {
      label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      ring,
      visible: rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden',
      top: rect.top + window.scrollY,
      region: el.closest('.s-skip-link')
        ? 0
        : el.closest('header, .s-navbar')
          ? 1
          : el.closest('.doc-sidebar, aside.s-sidebar, .s-sidebar')
            ? 2
            : el.closest('main, .s-doc-content')
              ? 3
              : 4,
    };
  });
}

/** Tabs through the whole page from the top and returns every stop, until focus comes back to one already seen. */
async function tabThrough(page: Page) {
  const stops: NonNullable<Awaited<ReturnType<typeof focused>>>[] = [];
  for (let i = 0; i < 600; i++) {
    await page.keyboard.press('Tab');
    const revisited = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return true;
      if (el.hasAttribute('data-test-stop')) return true;
      el.setAttribute('data-test-stop', '');
      return false;
    });
    if (revisited) break;
    const now = await focused(page);
    if (now) stops.push(now);
  }
  return stops;
}

describe('keyboard', () => {
  for (const [name, route] of [
    ['fixture', '/guide/components'],
    ['fixture', '/'],
    ['site', '/'],
  ] as const) {
    it(`reaches every control of ${route} (${name}) in reading order, each with a visible focus ring`, async () => {
      const { page, errors } = await openPage(env.browser);
      await page.goto(env[name].base + route);
      await appReady(page);
      const controls = await page.evaluate(
        () =>
          // Controls out of the tab order on purpose (tabindex -1: the unselected tabs of a group, reached with the arrow keys) are not counted.
          [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter((el) => {
            if (el.getAttribute('tabindex') === '-1') return false;
            const r = el.getBoundingClientRect();
            return (
              r.width > 0 &&
              r.height > 0 &&
              getComputedStyle(el).visibility !== 'hidden' &&
              !el.closest('[inert], [hidden]') &&
              !(el as HTMLButtonElement).disabled
            );
          }).length,
      );
      const stops = await tabThrough(page);
      assert.equal(stops[0]?.label, 'a "Skip to content"');
      assert.ok(stops.length >= controls, `${stops.length} stops for ${controls} visible controls`);
      assert.deepEqual(
        stops.filter((s) => !s.ring).map((s) => s.label),
        [],
        'every stop draws a focus ring',
      );
      assert.deepEqual(
        stops.filter((s) => !s.visible).map((s) => s.label),
        [],
        'no stop is invisible',
      );
      // Regions come in reading order: skip link, navbar, sidebar, content (then the outline and footer).
      const regions = stops.map((s) => s.region).filter((r) => r <= 3);
      assert.deepEqual(
        regions,
        [...regions].sort((a, b) => a - b),
      );
      // Inside the content, focus moves down the page.
      const content = stops.filter((s) => s.region === 3).map((s) => Math.round(s.top));
      for (let i = 1; i < content.length; i++) assert.ok(content[i] >= content[i - 1] - 40, `content stop ${i} is not above the one before`);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }

  it('lets a keyboard reach and scroll a code block that is wider than a phone', async () => {
    const { page } = await openPage(env.browser, { width: 390 });
    await page.goto(`${env.fixture.base}/guide/components`);
    await appReady(page);
    const block = page.getByRole('group', { name: 'Code: blocks.config.ts' }).first();
    await block.focus();
    assert.equal(await block.evaluate((el) => el.scrollLeft), 0);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => (document.activeElement?.scrollLeft ?? 0) > 0);
    await page.context().close();
  });

  it('hands focus back to the control that opened a dialog or menu when it closes', async () => {
    const desktop = await openPage(env.browser);
    const page = desktop.page;
    await page.goto(`${env.fixture.base}/guide/components`);
    await appReady(page);
    const returnsTo = async (opener: string, open: () => Promise<void>, openSelector: string, close: () => Promise<void>) => {
      await page.locator(opener).first().focus();
      await open();
      await page.locator(openSelector).first().waitFor();
      await close();
      await page.locator(openSelector).first().waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), opener), true, `focus back on ${opener}`);
    };
    await returnsTo(
      '.s-search-button',
      () => page.keyboard.press('Enter'),
      'dialog.s-search-modal[open]',
      () => page.keyboard.press('Escape'),
    );
    await returnsTo(
      '.s-copy-markdown-toggle',
      () => page.keyboard.press('Enter'),
      '.s-copy-markdown-menu.s-open',
      () => page.keyboard.press('Escape'),
    );
    await page.context().close();

    const phone = await openPage(env.browser, { width: 390 });
    await phone.page.goto(`${env.fixture.base}/guide/components`);
    await appReady(phone.page);
    const p = phone.page;
    await p.locator('.s-navbar-hamburger').focus();
    await p.keyboard.press('Enter');
    await p.locator('.s-navbar-menu.s-open').waitFor();
    await p.keyboard.press('Escape');
    await p.locator('.s-navbar-menu.s-open').waitFor({ state: 'detached' });
    assert.equal(await p.evaluate(() => document.activeElement?.classList.contains('s-navbar-hamburger')), true, 'focus back on the menu button');
    await p.locator('.s-menu-bar-sidebar').focus();
    await p.keyboard.press('Enter');
    await p.locator('.sidebar-dialog[open], .s-sidebar.s-open, [role="dialog"]').first().waitFor();
    await p.keyboard.press('Escape');
    await p.waitForFunction(() => document.activeElement?.classList.contains('s-menu-bar-sidebar'));
    await p.context().close();
  });
});
