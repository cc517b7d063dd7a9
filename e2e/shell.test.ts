/**
 * The documentation shell as a reader meets it, at desktop (1280) and phone (375) widths: on the blocks
 * fixture (the navbar, phone menus and menu bar with their heights, the theme, style layers, layout shift,
 * headings, the outline, the doc page's furniture, banner, footer, home and 404)
 * and the versions fixture (the version menu), and where a test needs the real site's sections, on dist/.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  afterFrames,
  appReady,
  axeViolations,
  buildFixture,
  DIST,
  openPage,
  pageSettled,
  pauseClock,
  type Site,
  trackLayoutShift,
  withSites,
} from './harness.ts';

const env = withSites({ site: DIST, fixture: () => buildFixture('blocks'), versions: () => buildFixture('versions') });

/** Opens `path` of `on` (the real site unless named) once the app is interactive. */
async function open(path: string, options: Parameters<typeof openPage>[1] = {}, on: Site = env.site) {
  const watched = await openPage(env.browser, options);
  await watched.page.goto(on.base + path);
  await appReady(watched.page);
  return watched;
}

const heightOf = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())?.height;

describe('top navigation', () => {
  it('shows the nav items in both languages with the current section highlighted, in a 72 px bar', async () => {
    const { page, errors } = await open('/guide/tabs', {}, env.fixture);
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.getByRole('link', { name: 'Guide', exact: true }).getAttribute('aria-current'), 'page');
    assert.equal(await heightOf(page, '.s-navbar'), 72);
    await nav.getByRole('link', { name: '简体中文' }).click();
    await page.waitForURL(/\/zh\/guide\/tabs$/);
    const zh = page.getByRole('navigation', { name: '主导航' });
    assert.equal(await zh.getByRole('link', { name: '指南', exact: true }).getAttribute('aria-current'), 'page');
    assert.equal(await zh.getByRole('link', { name: 'English' }).getAttribute('href'), '/guide/tabs');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("names the real site's sections in both languages, the current one highlighted", async () => {
    const { page, errors } = await open('/guide/basic/cli');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Guide', 'Config', 'Plugin', 'API', 'Community']) await nav.getByRole('link', { name, exact: true }).waitFor();
    assert.equal(await nav.getByRole('link', { name: 'Guide', exact: true }).getAttribute('aria-current'), 'page');
    assert.equal(await nav.getByRole('link', { name: 'Config', exact: true }).getAttribute('aria-current'), null);
    await page.goto(`${env.site.base}/zh/guide/basic/cli`);
    for (const name of ['指南', '配置', '插件', 'API', '社区'])
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name, exact: true }).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('fits the bar between the phone layout and a wide screen, keeping the repository link', async () => {
    for (const width of [780, 900, 1100]) {
      const { page } = await open('/guide/start/', { width });
      const box = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      const [search, items, tools] = [await box('.s-navbar-search'), await box('.s-navbar-right'), await box('.s-navbar-tools')];
      assert.ok(search.right <= items.left && items.right <= tools.left && tools.right <= width, `${width}: no overlap`);
      assert.ok(await page.locator('.s-navbar').getByRole('link', { name: 'github' }).isVisible(), `${width}: repository link in the bar`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width);
      await page.context().close();
    }
  });

  it('opens the version menu on hover and closes it 150 ms after the pointer leaves', async () => {
    const { page } = await openPage(env.browser);
    await page.clock.install();
    await page.goto(`${env.versions.base}/guide/start`);
    await appReady(page);
    await pauseClock(page);
    const button = page.getByRole('button', { name: 'Version 2.x' });
    const changelog = page.locator('.s-nav-version').getByRole('link', { name: '1.x' });
    assert.equal(await changelog.isVisible(), false);
    await button.hover();
    await changelog.waitFor({ state: 'visible' });
    assert.equal(await changelog.getAttribute('href'), '/1.x/guide/start');
    await page.mouse.move(10, 600);
    await page.clock.runFor(140);
    assert.equal(await button.getAttribute('aria-expanded'), 'true', 'still open 140 ms after leaving');
    assert.equal(await changelog.isVisible(), true, 'still open 140 ms after leaving');
    await page.clock.runFor(20);
    await page.clock.resume();
    await changelog.waitFor({ state: 'hidden' });
    assert.equal(await button.getAttribute('aria-expanded'), 'false', 'closed after 150 ms');
    await page.context().close();
  });

  it('keeps a hover-opened menu open when its button is then clicked', async () => {
    const { page } = await open('/guide/start', {}, env.versions);
    const button = page.getByRole('button', { name: 'Version 2.x' });
    const older = page.locator('.s-nav-version').getByRole('link', { name: '1.x' });
    await button.hover();
    await older.waitFor({ state: 'visible' });
    await button.click();
    await afterFrames(page);
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    assert.equal(await older.isVisible(), true);
    await page.context().close();
  });

  it('opens and walks the version menu with the keyboard', async () => {
    const { page } = await open('/guide/start', {}, env.versions);
    const button = page.getByRole('button', { name: 'Version 2.x' });
    await button.focus();
    await page.keyboard.press('Enter');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), '2.x');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), '1.x');
    await page.keyboard.press('Escape');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Version 2.x');
    await page.context().close();
  });

  it('opens a full-screen menu from the hamburger on a phone, closed by navigation or a wider window', async () => {
    const { page, errors } = await open('/guide/tabs', { width: 375 }, env.fixture);
    assert.equal(await heightOf(page, '.s-navbar'), 56);
    const guide = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide', exact: true });
    assert.equal(await guide.isVisible(), false);
    await page.getByRole('button', { name: 'Site menu', exact: true }).click();
    await guide.waitFor({ state: 'visible' });
    const menuBox = await page.locator('.s-navbar-menu').boundingBox();
    assert.ok(menuBox && menuBox.height > 600, 'the menu fills the screen');
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden');
    await guide.click();
    await page.locator('h1', { hasText: 'Code blocks' }).waitFor();
    assert.equal(await guide.isVisible(), false, 'closed on navigation');
    await page.getByRole('button', { name: 'Site menu', exact: true }).click();
    await guide.waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction(() => !document.querySelector('.s-navbar-menu.s-open'));
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

/** Presses Tab `times` times and returns whether focus stayed inside `selector` every time. */
async function tabStaysIn(page: Page, selector: string, times: number) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.press('Tab');
    if (!(await page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), selector))) return false;
  }
  return true;
}

describe('the 2.x and 1.x editions', () => {
  it('moves between the same config page of both versions with the version menu', async () => {
    const { page } = await open('/config/server/host');
    await page.getByRole('button', { name: 'Version 2.x' }).click();
    await page.locator('.s-nav-version').getByRole('link', { name: '1.x' }).click();
    await page.waitForURL(`${env.site.base}/1.x/config/server/host`);
    // The address changes as the navigation starts; the page's content follows once its chunk has loaded.
    await page.locator('main', { hasText: /Default:\s*'0\.0\.0\.0'/ }).waitFor();
    await page.getByRole('button', { name: 'Version 1.x' }).click();
    await page.locator('.s-nav-version').getByRole('link', { name: '2.x' }).click();
    await page.waitForURL(`${env.site.base}/config/server/host`);
    await page.locator('main', { hasText: /Default:\s*'localhost'/ }).waitFor();
    await page.context().close();
  });

  it('shows the version marks of an option beside its type and default, in both languages', async () => {
    const items = async (path: string) => {
      const { page } = await open(path);
      const texts = await page.locator('main li').allInnerTexts();
      await page.context().close();
      return texts;
    };
    assert.ok((await items('/config/server/host')).includes("Changed in 2.0.0: the default ('0.0.0.0' in 1.7.6), the type (string in 1.7.6)"));
    assert.ok((await items('/config/server/allowed-hosts')).includes('Added in: 2.2.13'));
    assert.ok((await items('/zh/config/server/allowed-hosts')).includes('新增版本： 2.2.13'));
    assert.ok((await items('/config/dev/setup-middlewares')).includes('Status: deprecated since 2.0.0'));
    assert.ok((await items('/1.x/config/performance/bundle-analyze')).includes('Status: deprecated, removed in 2.0.0'));
    assert.ok((await items('/config/performance/profile')).includes('Status: removed in 2.0.0'));
  });
});

describe('phone menus and the keyboard', () => {
  it('keeps focus inside the full-screen menu, closes it on Escape and returns to the hamburger', async () => {
    const { page } = await open('/guide/components', { width: 375 }, env.fixture);
    const hamburger = page.getByRole('button', { name: 'Site menu', exact: true });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    await page.locator('.s-navbar-menu.s-open').waitFor();
    await page.waitForFunction(() => document.querySelector('main')?.closest('[inert]'), null, { timeout: 2000 }); // the page behind is inert
    assert.ok(await tabStaysIn(page, '.s-navbar', 30), 'Tab never leaves the navbar');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.s-navbar-menu.s-open'));
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Site menu');
    assert.equal(await page.locator('[inert]').count(), 0);
    await page.context().close();
  });

  it('leaves the keyboard to the search modal opened over the full-screen menu', async () => {
    const { page, errors } = await open('/guide/components', { width: 375 }, env.fixture);
    await page.locator('.s-navbar-hamburger').click();
    await page.waitForFunction(() => document.querySelector('main')?.closest('[inert]'), null, { timeout: 2000 });
    await page.locator('.s-navbar-search button').click();
    const input = page.getByRole('combobox');
    await input.waitFor();
    await page.keyboard.type('port');
    await page.locator('.s-search-modal [role="option"]').first().waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('.s-search-modal'))), true, 'Tab stays in the search modal');
    await page.keyboard.press('Escape');
    await page.locator('.s-search-modal').waitFor({ state: 'detached' });
    assert.equal(await page.locator('.s-navbar-menu.s-open').count(), 1, 'the menu under it is still open');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('makes the sidebar drawer a modal dialog that Escape closes, returning focus to its button', async () => {
    const { page } = await open('/guide/components', { width: 375 }, env.fixture);
    const trigger = page.locator('.s-menu-bar-sidebar');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sidebar' });
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('aria-modal'), 'true');
    await page.waitForFunction(() => document.querySelector('.s-navbar')?.closest('[inert]'), null, { timeout: 2000 }); // the page behind is inert
    assert.ok(await tabStaysIn(page, '.s-sidebar', 40), 'Tab never leaves the drawer');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('.s-sidebar'))), true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.s-sidebar.s-open'));
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('s-menu-bar-sidebar')), true);
    assert.equal(await page.locator('[inert]:not(.s-sidebar-group-items)').count(), 0);
    await page.context().close();
  });
});

describe('theme', () => {
  it('toggles light and dark, remembers the choice and syncs open tabs', async () => {
    const { page } = await open('/guide/components', {}, env.fixture);
    const context = page.context();
    const other = await context.newPage();
    await other.goto(`${env.fixture.base}/guide/code`);
    await appReady(other);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), false);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark') && document.documentElement.style.colorScheme === 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme-appearance')), 'dark');
    await other.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await other.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await context.close();
  });

  it('follows a change of the system scheme while on auto', async () => {
    const { page } = await open('/guide/components', {}, env.fixture);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    assert.equal(await page.getByRole('button', { name: 'Switch to light theme' }).count(), 1);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await page.context().close();
  });

  it('applies a stored dark theme before any script of the app runs, and treats unknown values as auto', async () => {
    const { page } = await openPage(env.browser, { colorScheme: 'dark' });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${env.fixture.base}/guide/components`);
    await page.evaluate(() => localStorage.setItem('theme-appearance', 'light'));
    await page.reload();
    assert.equal(await page.evaluate(() => document.documentElement.className), '', 'light wins over a dark system');
    await page.evaluate(() => localStorage.setItem('theme-appearance', 'purple'));
    await page.reload();
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true, 'unknown -> auto -> system dark');
    await page.context().close();
  });

  it('reveals the new theme with a 400 ms circle, unless reduced motion is asked for', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await env.browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto(`${env.fixture.base}/guide/components`);
      await appReady(page);
      await page.evaluate(() => {
        const calls: number[] = [];
        (window as unknown as { __animations: number[] }).__animations = calls;
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (this: Element, keyframes, options) {
          if (typeof options === 'object' && options?.pseudoElement === '::view-transition-new(root)') calls.push(Number(options.duration));
          return animate.call(this, keyframes, options);
        };
      });
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      if (reducedMotion === 'reduce') await afterFrames(page, 3);
      else await page.waitForFunction(() => (window as unknown as { __animations: number[] }).__animations.length > 0);
      const calls = await page.evaluate(() => (window as unknown as { __animations: number[] }).__animations);
      assert.deepEqual(calls, reducedMotion === 'reduce' ? [] : [400], reducedMotion);
      await context.close();
    }
  });

  it('lets the site layer beat the theme, the content layer the site, and CSS in no layer all three, whatever the selectors', async () => {
    const { page } = await open('/guide/code', {}, env.fixture);
    // Each rule matches with no specificity (the theme's `.navbar` has some) and is added before the last: only the
    // layer order (theme, site, content; styles/layers.css) can make it win.
    const navbarHeightWith = (css: string) =>
      page.evaluate((text) => {
        const style = document.createElement('style');
        style.textContent = text;
        document.head.querySelector('style[data-layer-probe]')?.before(style) ?? document.head.append(style);
        style.dataset.layerProbe = '';
        return document.querySelector('.s-navbar')!.getBoundingClientRect().height;
      }, css);
    assert.equal(await navbarHeightWith('@layer site { :where(.s-navbar) { height: 64px; } }'), 64);
    assert.equal(await navbarHeightWith('@layer content { :where(.s-navbar) { height: 60px; } }'), 60);
    assert.equal(await navbarHeightWith(':where(.s-navbar) { height: 56px; }'), 56);
    await page.context().close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`loads without layout shift in the ${colorScheme} theme`, async () => {
      for (const [on, path] of [
        [env.fixture, '/guide/components'],
        [env.fixture, '/guide/images'],
        [env.fixture, '/'],
        [env.fixture, '/zh/guide/components'],
        [env.site, '/'],
      ] as const) {
        const { page } = await openPage(env.browser, { colorScheme });
        await page.addInitScript(trackLayoutShift);
        await page.goto(on.base + path);
        await pageSettled(page);
        assert.equal(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), 0, path);
        await page.context().close();
      }
    });
  }
});

describe('query flags', () => {
  it('load without layout shift when they drop the sidebar or the outline, at every width', async () => {
    const shifts: string[] = [];
    for (const width of [1440, 1100, 375]) {
      for (const flags of ['sidebar=0', 'outline=0', 'sidebar=0&outline=0']) {
        const { page } = await openPage(env.browser, { width });
        await page.addInitScript(trackLayoutShift);
        await page.goto(`${env.fixture.base}/guide/components?${flags}`);
        await pageSettled(page);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        if (cls !== 0) shifts.push(`${width} ?${flags}: ${cls}`);
        await page.context().close();
      }
    }
    assert.deepEqual(shifts, []);
  });
});

describe('sidebar', () => {
  it('starts with every group open, collapses a group and highlights the current page', async () => {
    const { page } = await open('/config/output/target');
    const toggles = page.locator('.s-sidebar .s-sidebar-toggle');
    assert.ok((await toggles.count()) > 10);
    assert.deepEqual(new Set(await toggles.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')))), new Set(['true']));
    const active = page.locator('.s-sidebar a[aria-current="page"]');
    assert.equal(await active.textContent(), 'output.target');
    assert.ok(
      await active.evaluate((el) => {
        const box = el.closest('.s-sidebar')!.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        return r.top >= box.top && r.bottom <= box.bottom;
      }),
      'the active item is scrolled into view',
    );
    const dev = page.getByRole('button', { name: 'dev', exact: true });
    const hmr = page.locator('.s-sidebar a[href="/config/dev/hmr"]');
    await dev.click();
    assert.equal(await dev.getAttribute('aria-expanded'), 'false');
    await hmr.waitFor({ state: 'hidden' });
    await dev.click();
    assert.equal(await dev.getAttribute('aria-expanded'), 'true');
    await hmr.waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('is a drawer on a phone: opened from the menu bar, locks the page, closes on navigation', async () => {
    const { page, errors } = await open('/guide/code', { width: 375 }, env.fixture);
    assert.equal(await heightOf(page, '.s-menu-bar'), 46);
    const link = page.locator('.s-sidebar a[href="/guide/tabs"]');
    assert.equal(await link.isVisible(), false);
    await page.locator('.s-menu-bar-sidebar').click();
    await link.waitFor({ state: 'visible' });
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden');
    await link.click();
    await page.waitForURL(/\/guide\/tabs$/);
    await page.waitForFunction(() => !document.querySelector('.s-sidebar.s-open'));
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

describe('headings', () => {
  it('have a named permalink that puts their id in the URL, unseen by the outline', async () => {
    const { page } = await open('/guide/components', { width: 1440 }, env.fixture);
    const h2 = page.locator('.s-doc-content h2').first();
    const id = await h2.getAttribute('id');
    const title = await h2.evaluate((el) => el.firstChild?.textContent?.trim());
    const anchor = h2.locator('a.s-header-anchor');
    assert.equal(await anchor.getAttribute('href'), `#${id}`);
    assert.equal(await anchor.getAttribute('aria-label'), `Permalink to ${title}`);
    assert.equal(await anchor.getAttribute('aria-hidden'), null);
    await h2.hover();
    await anchor.click();
    await page.waitForFunction((h) => location.hash === h, `#${id}`);
    const outlineTexts = await page.locator('.s-doc-aside .s-outline-link').allTextContents();
    assert.ok(outlineTexts.includes(title!), 'the outline lists the heading');
    assert.ok(
      outlineTexts.every((t) => !t.includes('#')),
      'without the #',
    );
    await page.goto(`${env.fixture.base}/zh/guide/components`);
    const zhAnchor = page.locator('.s-doc-content h2 a.s-header-anchor').first();
    assert.match((await zhAnchor.getAttribute('aria-label')) ?? '', /^“.+”的永久链接$/);
    await page.context().close();
  });
});

describe('outline', () => {
  it('follows the scroll on a wide screen', async () => {
    const { page } = await open('/guide/components', { width: 1440 }, env.fixture);
    await page.locator('.s-doc-aside .s-outline').getByText('On this page').waitFor();
    // One text with the bar's button ('On this page'), shown in capitals beside the content.
    assert.equal(await page.locator('.s-doc-aside .s-outline-title').innerText(), 'ON THIS PAGE');
    const id = await page
      .locator('.s-doc-aside .s-outline-link')
      .nth(3)
      .evaluate((a) => a.getAttribute('href')!.slice(1));
    await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
    await page.waitForFunction((target) => document.querySelector('.s-doc-aside .s-outline-link.s-active')?.getAttribute('href') === `#${target}`, id);
    await page.context().close();
  });

  it('puts the active marker of a nested entry on the outline rule, like a top-level one', async () => {
    const { page } = await open('/guide/components', { width: 1440 }, env.fixture);
    const markerLeft = () =>
      page.evaluate(() => {
        const link = document.querySelector('.s-doc-aside .s-outline-link.s-active')!;
        return link.getBoundingClientRect().left + parseFloat(getComputedStyle(link, '::before').left);
      });
    const ruleLeft = await page.locator('.s-doc-aside .s-outline').evaluate((el) => el.getBoundingClientRect().left);
    for (const depth of [2, 3]) {
      const id = await page.evaluate((d) => document.querySelector(`.s-doc-content h${d}`)!.id, depth);
      await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
      await page.waitForFunction((target) => document.querySelector('.s-doc-aside .s-outline-link.s-active')?.getAttribute('href') === `#${target}`, id);
      assert.ok(Math.abs((await markerLeft()) - ruleLeft) <= 1, `h${depth} marker on the rule`);
    }
    await page.context().close();
  });

  it('keeps the open phone dropdown inside a named landmark (axe at 375 px)', async () => {
    const { page } = await open('/guide/components', { width: 375 }, env.fixture);
    const bar = page.getByRole('navigation', { name: 'Page' });
    await bar.getByRole('button', { name: 'On this page' }).click();
    await bar.locator('.s-menu-bar-outline-panel').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await page.context().close();
  });

  it('is a dropdown in the menu bar up to 1280 px, closing on a pick or an outside click', async () => {
    const { page } = await open('/guide/components', { width: 1280 }, env.fixture);
    assert.equal(await page.locator('.s-doc-aside').isVisible(), false);
    const toggle = page.getByRole('button', { name: 'On this page' });
    await toggle.click();
    const panel = page.locator('.s-menu-bar-outline-panel');
    await panel.waitFor();
    await page.mouse.click(640, 600);
    await panel.waitFor({ state: 'detached' });
    await toggle.click();
    const second = panel.locator('a').nth(1);
    const href = await second.getAttribute('href');
    await second.click();
    await panel.waitFor({ state: 'detached' });
    await page.waitForFunction((h) => location.hash === h, href);
    await page.context().close();
  });
});

describe('doc page furniture', () => {
  it('shows previous and next pages, the last-updated line and the edit link', async () => {
    const { page } = await open('/guide/tabs', {}, env.fixture);
    await page.getByRole('link', { name: /Previous Page/ }).waitFor();
    assert.match((await page.locator('.s-prev-next .s-next').textContent()) ?? '', /Next Page/);
    assert.match((await page.locator('.s-last-updated').textContent()) ?? '', /^Last Updated: \w{3} \d{1,2}, \d{4}$/);
    assert.match((await page.getByRole('link', { name: 'Edit this page on GitHub' }).getAttribute('href')) ?? '', /\/en\/guide\/tabs\.mdx$/);
    await page.context().close();
  });

  it('wraps long previous/next titles on a phone instead of scrolling sideways', async () => {
    const { page } = await open('/config/output/filename', { width: 375 });
    await page.locator('.s-prev-next').waitFor();
    assert.match((await page.locator('.s-prev-next').textContent()) ?? '', /output\.filenameHash/);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375);
    await page.context().close();
  });

  it('offers scroll-to-top once the page is scrolled', async () => {
    const { page } = await open('/guide/components', {}, env.fixture);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    assert.equal(await button.count(), 0);
    await page.mouse.wheel(0, 1500);
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.context().close();
  });

  it('hides parts named by query flags, before the first paint', async () => {
    const { page } = await openPage(env.browser);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${env.fixture.base}/guide/components?navbar=0&sidebar=0&outline=0&footer=0&globalUIComponents=0`);
    for (const selector of ['.s-navbar', '.s-sidebar', '.s-doc-footer', '.s-banner']) assert.equal(await page.locator(selector).isVisible(), false, selector);
    await page.context().close();
    const { page: live } = await open('/guide/components?sidebar=0&footer=0', { width: 1440 }, env.fixture);
    assert.equal(await live.locator('.s-sidebar').count(), 0);
    assert.equal(await live.locator('.s-doc-footer').count(), 0);
    assert.equal(await live.locator('.s-navbar').isVisible(), true);
    await live.context().close();
  });
});

describe('overview page', () => {
  it('lists the config groups and filters them, ignoring case and hyphens', async () => {
    const { page, errors } = await open('/config/');
    const filter = page.getByLabel('Filter');
    assert.equal(await filter.getAttribute('placeholder'), 'Enter keyword');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('type')), 'search', 'focused on load');
    assert.ok((await page.locator('.s-overview-card').count()) > 90);
    assert.equal(await page.locator('.s-doc-aside').count(), 0, 'no outline');
    assert.equal(await page.locator('.s-doc-footer').count(), 0, 'no footer');
    await filter.fill('ASSET-prefix');
    const titles = await page.locator('.s-overview-card h3').filter({ visible: true }).allTextContents();
    assert.deepEqual(titles.sort(), ['dev.assetPrefix', 'output.assetPrefix']);
    await filter.fill('zzzz');
    await page.getByText('No matching API found: zzzz').waitFor();
    assert.equal(await page.locator('.s-overview-card').filter({ visible: true }).count(), 0);
    await filter.fill('');
    assert.ok((await page.locator('.s-overview-card').filter({ visible: true }).count()) > 90, 'all back');
    assert.equal(await page.getByText('No matching API found').isVisible(), false);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('filters after an in-app navigation too', async () => {
    const { page, errors } = await open('/config/output/target');
    await page.evaluate(() => Object.assign(window, { marker: 1 }));
    await page.locator('.s-sidebar a[href="/config/"]').first().click();
    await page.locator('h1', { hasText: 'Config overview' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'in-app');
    await page.getByLabel('Filter').fill('hmr');
    const cards = page.locator('.s-overview-card').filter({ visible: true });
    assert.ok((await cards.count()) >= 1);
    const titles = await cards.locator('h3').allTextContents();
    assert.ok(titles.includes('dev.hmr'), titles.join(', '));
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('is translated on the Chinese overview', async () => {
    const { page } = await open('/zh/config/');
    assert.equal(await page.getByLabel('过滤').getAttribute('placeholder'), '输入关键词');
    await page.context().close();
  });
});

describe('banner and footer', () => {
  it('remembers a dismissed banner without a flash on the next load', async () => {
    const { page } = await open('/guide/tabs', {}, env.fixture);
    const banner = page.getByRole('region', { name: 'Announcement' });
    await banner.getByRole('link').waitFor();
    assert.equal(await banner.getByRole('link').getAttribute('href'), '/guide/components');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    assert.equal(await page.locator('.s-banner').isVisible(), false);
    await page.context().close();
  });

  it('links the Chinese banner to the Chinese page and shows the site footer', async () => {
    const { page } = await open('/zh/guide/tabs', {}, env.fixture);
    assert.equal(await page.getByRole('region', { name: '公告' }).getByRole('link').getAttribute('href'), '/zh/guide/components');
    const footer = page.getByRole('contentinfo').last();
    assert.equal(await footer.getByRole('link', { name: /GitHub 源码/ }).getAttribute('href'), 'https://github.com/example/blocks');
    assert.match(
      (await footer
        .getByRole('link', { name: /Discord/ })
        .first()
        .getAttribute('href')) ?? '',
      /discord/,
    );
    await page.context().close();
  });
});

describe('home and 404', () => {
  it('has a transparent navbar over the landing area until scrolled 100 px', async () => {
    const { page } = await open('/', {}, env.fixture);
    assert.equal(await page.locator('.s-navbar.s-transparent').count(), 1);
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => !document.querySelector('.s-navbar.s-transparent'));
    await page.context().close();
  });

  it('sends readers of a Chinese 404 home to the Chinese home page', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/zh/no/such/page`);
    await page.getByText('页面未找到').waitFor();
    assert.equal(await page.getByRole('link', { name: '返回首页' }).getAttribute('href'), '/zh/');
    await page.context().close();
  });
});

describe('accessibility', () => {
  // Every layout of the fixture in both languages, and the real site's home and a guide.
  const pages = [
    ...['/', '/guide/components', '/guide/', '/no/such/page', '/zh/', '/zh/guide/components', '/zh/guide/', '/zh/no/such/page'].map((path) => ({
      on: 'fixture' as const,
      path,
    })),
    ...['/', '/guide/basic/cli'].map((path) => ({ on: 'site' as const, path })),
  ];
  // axe runs over a sample of every layout in e2e/a11y.test.ts.
  it('gives every layout one h1', async () => {
    const { page } = await openPage(env.browser);
    for (const { on, path } of pages) {
      await page.goto(env[on].base + path);
      await appReady(page);
      assert.equal(await page.locator('h1').count(), 1, `${path} (${on}) has one h1`);
    }
    await page.context().close();
  });

  it('offers a skip link as the first stop of the keyboard', async () => {
    const { page } = await open('/guide/components', {}, env.fixture);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => location.hash), '#content');
    await page.context().close();
  });
});
