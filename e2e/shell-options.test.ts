/**
 * Shell options the real site does not use, on a small fixture site: versions, many social links, auto-hiding navbar,
 * locale redirect, no dark mode, fallback H1, sidebar dividers and headers, frontmatter switches, outline depth, feature spans.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { afterFrames, appReady, axeViolations, buildFixture, openPage, transitionsSettled, withSites } from './harness.ts';

const env = withSites({
  site: () => buildFixture('shell'),
});

async function open(path: string, options: Parameters<typeof openPage>[1] = {}) {
  const watched = await openPage(env.browser, options);
  await watched.page.goto(env.site.base + path);
  await appReady(watched.page);
  return watched;
}

describe('navbar options', () => {
  it('places left items before the logo side, shows tags, and offers a version switcher with two versions', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.site.base}/guide/no-title`);
    await appReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const left = await nav.getByRole('link', { name: 'Left' }).boundingBox();
    const guide = await nav.getByRole('link', { name: /^Guide/ }).boundingBox();
    assert.ok(left && guide && left.x < guide.x - 100, 'left item sits apart on the left');
    assert.equal(
      await nav
        .getByRole('link', { name: /^Guide/ })
        .locator('.s-nav-tag')
        .textContent(),
      'new',
    );
    const version = page.getByRole('button', { name: 'Version' });
    assert.equal(await version.textContent(), '1.x');
    await version.hover();
    // 0.x has no such page: its home; the version shown links to the page itself.
    assert.equal(await page.getByRole('link', { name: '0.x' }).getAttribute('href'), '/0.x/');
    assert.equal(await page.getByRole('link', { name: '1.x' }).getAttribute('href'), '/guide/no-title');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('shows five social links inline and the rest in a popup on hover', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.site.base}/guide/no-title`);
    await appReady(page);
    const social = page.locator('.s-navbar .s-nav-social');
    assert.equal(await social.locator(':scope > a, :scope > .s-social-popup-host').count(), 5);
    const sixth = page.getByRole('link', { name: 'Sixth' });
    assert.equal(await sixth.isVisible(), false);
    await page.getByRole('button', { name: 'More links' }).hover();
    await sixth.waitFor({ state: 'visible' });
    assert.equal(await page.getByRole('link', { name: 'Seventh' }).getAttribute('href'), 'https://github.com/example/seven');
    await page.getByRole('button', { name: 'Discord id' }).hover();
    await page.getByText('fixture-chat#1234').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Custom' }).hover();
    await page.getByText('Scan me').waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('hides the navbar while scrolling down and brings it back on scrolling up (hideNavbar: auto)', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.site.base}/guide/no-title`);
    await appReady(page);
    const top = async () => (await page.locator('.s-navbar').boundingBox())!.y;
    assert.equal(await top(), 0);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => document.documentElement.classList.contains('s-navbar-hidden'));
    await transitionsSettled(page);
    assert.ok((await top()) < -50, 'moved out of view');
    const box = (await page.locator('.s-navbar').boundingBox())!;
    assert.equal(Math.max(0, box.y + box.height), 0, 'no part of the bar is left on screen');
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--navbar-height')), '0px');
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => !document.documentElement.classList.contains('s-navbar-hidden'));
    await page.context().close();
  });

  it('has no theme toggle and stays light when dark mode is off', async () => {
    const { page } = await openPage(env.browser, { colorScheme: 'dark' });
    await page.goto(`${env.site.base}/guide/no-title`);
    await appReady(page);
    assert.equal(await page.getByRole('button', { name: /Switch to/ }).count(), 0);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), false);
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), 'light');
    await page.context().close();
  });
});

describe('pages', () => {
  it('gives a page without its own H1 a title heading with an anchor', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.site.base}/guide/no-title`);
    const h1 = page.locator('h1');
    assert.equal(await h1.count(), 1);
    assert.match((await h1.textContent()) ?? '', /^Page without a heading/);
    const anchor = h1.locator('a.s-header-anchor');
    assert.equal(await anchor.getAttribute('href'), `#${await h1.getAttribute('id')}`);
    assert.equal(await anchor.getAttribute('aria-hidden'), null);
    assert.equal(await anchor.getAttribute('aria-label'), 'Permalink to Page without a heading');
    await page.context().close();
  });

  it('passes axe on pages with and without their own H1, in both languages', async () => {
    const found: string[] = [];
    // Each language with a browser of that language, so the locale redirect leaves the page alone.
    for (const [locale, paths] of [
      ['en-US', ['/guide/no-title', '/guide/outline-depth']],
      ['zh-CN', ['/zh/guide/no-title']],
    ] as const) {
      const context = await env.browser.newContext({ locale });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(env.site.base + path);
        await appReady(page);
        assert.equal(new URL(page.url()).pathname, path);
        for (const v of await axeViolations(page)) found.push(`${path} ${v}`);
      }
      await context.close();
    }
    assert.deepEqual(found, []);
  });

  it('turns off navbar, sidebar, outline and footer from frontmatter', async () => {
    const { page } = await open('/guide/parts-off', { width: 1440 });
    await page.locator('h1', { hasText: 'Parts off' }).waitFor();
    assert.equal(await page.locator('.s-doc-content h2').count(), 1, 'the page has a heading for an outline');
    for (const part of ['.s-navbar', '.s-sidebar', '.s-outline', '.s-menu-bar', '.s-doc-footer']) assert.equal(await page.locator(part).count(), 0, part);
    await page.context().close();
  });

  it('limits the outline to frontmatter depths [2, 3] under the locale outline title', async () => {
    const { page } = await open('/guide/outline-depth', { width: 1440 });
    const outline = page.getByRole('navigation', { name: 'Contents' });
    assert.deepEqual(await outline.locator('.s-outline-link').allTextContents(), ['Alpha', 'Alpha one', 'Beta', 'Beta one', 'Beta two', 'Gamma']);
    assert.equal(await page.locator('h4', { hasText: 'Alpha deep' }).count(), 1, 'the h4 is on the page, not in the outline');
    await page.context().close();
  });

  it('writes the last-updated date the Chinese way on Chinese pages', async () => {
    const context = await env.browser.newContext({ locale: 'zh-CN' });
    await context.addInitScript(markLocaleDecision);
    const page = await context.newPage();
    await page.goto(`${env.site.base}/zh/guide/no-title`);
    await appReady(page);
    assert.match((await page.locator('.s-last-updated').textContent()) ?? '', /^最后更新时间: \d{4}年\d{1,2}月\d{1,2}日$/);
    await context.close();
  });

  it('lists pages outside any group under "Others" on an overview page', async () => {
    const { page } = await open('/guide/overview');
    const groups = await page.locator('.s-overview-group h2').allTextContents();
    assert.deepEqual(groups, ['Guide', 'Fixed', 'Folded', 'Others']);
    const others = page.locator('.s-overview-group').filter({ has: page.locator('h2', { hasText: 'Others' }) });
    assert.deepEqual(await others.locator('.s-overview-card h3').allTextContents(), ['Loose page']);
    await page.context().close();
  });
});

describe('sidebar options', () => {
  it('draws dashed and solid dividers, a section header and item tags', async () => {
    const { page } = await open('/guide/no-title');
    const sidebar = page.locator('.s-sidebar');
    const styles = await sidebar.locator('hr.s-sidebar-divider').evaluateAll((els) => els.map((el) => getComputedStyle(el).borderTopStyle));
    assert.deepEqual(styles, ['dashed', 'solid']);
    const header = sidebar.locator('.s-sidebar-section-header');
    assert.equal(await header.evaluate((el) => el.firstChild?.textContent), 'Advanced');
    assert.equal(await header.locator('.s-nav-tag').textContent(), 'beta');
    assert.equal(
      await sidebar
        .getByRole('link', { name: /Parts off/ })
        .locator('.s-nav-tag')
        .textContent(),
      'hot',
    );
    await page.context().close();
  });

  it('has no toggle on a group that is not collapsible, and opens a collapsed group holding the current page', async () => {
    const { page } = await open('/guide/no-title');
    const sidebar = page.locator('.s-sidebar');
    assert.equal(await sidebar.getByRole('button', { name: 'Fixed' }).count(), 0);
    assert.equal(await sidebar.getByRole('link', { name: /Parts off/ }).isVisible(), true);
    const folded = sidebar.getByRole('button', { name: 'Folded' });
    assert.equal(await folded.getAttribute('aria-expanded'), 'false');
    assert.equal(await sidebar.getByRole('link', { name: 'Folded page' }).isVisible(), false);
    await page.goto(`${env.site.base}/guide/folded`);
    await appReady(page);
    assert.equal(await folded.getAttribute('aria-expanded'), 'true');
    assert.equal(await sidebar.getByRole('link', { name: 'Folded page' }).getAttribute('aria-current'), 'page');
    assert.equal(await sidebar.getByRole('link', { name: 'Folded page' }).isVisible(), true);
    await page.context().close();
  });
});

describe('home features', () => {
  it('sizes feature cards by span and leaves a card without a link unlinked', async () => {
    const { page } = await open('/');
    const width = async (title: string) => (await page.locator('.s-feature', { hasText: title }).boundingBox())!.width;
    const [six, three, two] = [await width('Wide card'), await width('Third card'), await width('Narrow card')];
    assert.ok(Math.abs(six / three - 2) < 0.15 && Math.abs(six / two - 3) < 0.25, `${six} ${three} ${two}`);
    assert.equal(await page.getByRole('link', { name: /Wide card/ }).getAttribute('href'), '/guide/no-title');
    assert.equal(await page.getByRole('link', { name: /Narrow card/ }).count(), 0);
    assert.equal(await page.locator('.s-feature', { hasText: 'Narrow card' }).evaluate((el) => el.closest('a')), null);
    await page.context().close();
  });
});

describe('404 under another version', () => {
  it('links home with the version prefix, in the language of the path', async () => {
    const { page } = await open('/0.x/no/such/page');
    await page.getByText('PAGE NOT FOUND').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Take me home' }).getAttribute('href'), '/0.x/');
    await page.goto(`${env.site.base}/0.x/zh/no/such/page`);
    await page.getByText('页面未找到').waitFor();
    assert.equal(await page.getByRole('link', { name: '返回首页' }).getAttribute('href'), '/0.x/zh/');
    await page.goto(`${env.site.base}/no/such/page`);
    await appReady(page);
    assert.equal(await page.getByRole('link', { name: 'Take me home' }).getAttribute('href'), '/');
    await page.context().close();
  });
});

describe('page types', () => {
  it('renders a custom page with the navbar and a blank page without it', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.site.base}/custom`);
    await page.locator('h1', { hasText: 'A custom page' }).waitFor();
    assert.equal(await page.locator('.s-navbar').count(), 1);
    assert.equal(await page.locator('.s-sidebar, .s-doc-footer, .s-outline').count(), 0);
    await page.goto(`${env.site.base}/blank`);
    await page.locator('h1', { hasText: 'A blank page' }).waitFor();
    assert.equal(await page.locator('.s-navbar, .s-sidebar, .s-site-footer').count(), 0);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

/** In the page: notes when the locale redirect has made its once-per-browser decision (it records the visit first). */
function markLocaleDecision() {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    if (key === 'locale-redirect-visited') (window as unknown as { __localeDecided: boolean }).__localeDecided = true;
    return setItem.call(this, key, value);
  };
}

/** Waits until the redirect has decided and any navigation it started has finished. */
async function localeDecided(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __localeDecided?: boolean }).__localeDecided === true);
  await appReady(page);
  await afterFrames(page);
}

describe('locale redirect (auto)', () => {
  it('sends a first visit to the browser language once, and never a crawler', async () => {
    const context = await env.browser.newContext({ locale: 'zh-CN' });
    await context.addInitScript(markLocaleDecision);
    const page = await context.newPage();
    await page.goto(`${env.site.base}/guide/no-title`);
    await page.waitForURL(/\/zh\/guide\/no-title$/);
    await page.locator('h1', { hasText: '没有标题的页面' }).waitFor();
    await page.goto(`${env.site.base}/guide/no-title`);
    await localeDecided(page);
    assert.equal(new URL(page.url()).pathname, '/guide/no-title', 'only once per browser');
    await context.close();

    const crawler = await env.browser.newContext({ locale: 'zh-CN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await crawler.addInitScript(markLocaleDecision);
    const botPage = await crawler.newPage();
    await botPage.goto(`${env.site.base}/guide/no-title`);
    await localeDecided(botPage);
    assert.equal(new URL(botPage.url()).pathname, '/guide/no-title');
    await crawler.close();

    const english = await env.browser.newContext({ locale: 'en-US' });
    await english.addInitScript(markLocaleDecision);
    const enPage = await english.newPage();
    await enPage.goto(`${env.site.base}/guide/no-title`);
    await localeDecided(enPage);
    assert.equal(new URL(enPage.url()).pathname, '/guide/no-title');
    await english.close();
  });
});
