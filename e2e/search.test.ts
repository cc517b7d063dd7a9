/**
 * Site search as a reader uses it: opening and closing, queries in both languages, history, failures, Algolia, on
 * the blocks fixture; on the real site, questions in readers' own words, which its content answers.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { afterFrames, appReady, axeViolations, buildFixture, DIST, openPage, pauseClock, searchAnswered, type WatchedPage, withSites } from './harness.ts';
import { ALGOLIA_CONNECT } from '../src/node/serve/host-rules.ts';

const env = withSites({ site: DIST, fixture: () => buildFixture('blocks') });

/** A file of a language's search data (of a version): `search-en-2.x.<hash>/head.json`, `search-en.<hash>/terms-3.json`. */
const isSearchData = (url: string) => /\/assets\/search-(en|zh)[-.][\w.-]+\/[\w-]+\.json$/.test(url);

/**
 * A hydrated page of the blocks fixture, or of the real site (whose content decides how well questions are
 * answered), with the URLs of every search-data request it makes.
 */
async function open(
  path: string,
  options: Parameters<typeof openPage>[1] = {},
  on: 'site' | 'fixture' = 'fixture',
): Promise<WatchedPage & { searchRequests: string[] }> {
  const watched = await openPage(env.browser, options);
  const searchRequests: string[] = [];
  watched.page.on('request', (r) => isSearchData(r.url()) && searchRequests.push(new URL(r.url()).pathname));
  await watched.page.goto(env[on].base + path);
  await appReady(watched.page);
  return { ...watched, searchRequests };
}

const modal = (page: Page) => page.locator('.s-search-modal');
const input = (page: Page) => page.locator('.s-search-input');

describe('search modal', () => {
  it('fetches no search data on page load, and fetches it when the button is hovered', async () => {
    const { page, searchRequests, errors } = await open('/guide/components');
    assert.deepEqual(searchRequests, []);
    const request = page.waitForRequest((r) => isSearchData(r.url()));
    await page.locator('.s-search-button').hover();
    assert.match(new URL((await request).url()).pathname, /^\/assets\/search-en[-.]/);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('fetches the search data when the button gets keyboard focus', async () => {
    const { page, searchRequests, errors } = await open('/zh/guide/components');
    assert.deepEqual(searchRequests, []);
    const request = page.waitForRequest((r) => isSearchData(r.url()));
    // Tab through the page until the search button has focus: no pointer anywhere near it.
    for (let i = 0; i < 30 && !(await page.evaluate(() => document.activeElement?.classList.contains('s-search-button'))); i++)
      await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.className), 's-search-button');
    assert.match(new URL((await request).url()).pathname, /^\/assets\/search-zh[-.]/);
    assert.equal(await modal(page).count(), 0, 'focus alone does not open the modal');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('shows the button with its text and shortcut hint', async () => {
    const { page } = await open('/guide/components');
    const button = page.locator('.s-search-button');
    assert.equal(await page.getByRole('button', { name: 'Search', exact: true }).count(), 1);
    assert.match((await button.innerText()).replace(/\s+/g, ' '), /Search Ctrl K/);
    await page.context().close();
    const zh = await open('/zh/guide/components');
    assert.match(await zh.page.locator('.s-search-button').innerText(), /搜索/);
    await zh.page.context().close();
  });

  it('opens with the button, Ctrl+K and /, and closes with Escape', async () => {
    const { page, errors } = await open('/guide/components');
    await page.locator('.s-search-button').click();
    await modal(page).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'search-input');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.className), 's-search-button');

    await page.locator('h1').click();
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });

    await page.locator('h1').click();
    await page.keyboard.press('/');
    await modal(page).waitFor();
    assert.equal(await input(page).inputValue(), '', 'the / itself is not typed');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('closes on the first Escape even with a query typed, and opens again empty', async () => {
    const { page, errors } = await open('/guide/components');
    await searchAnswered(page, 'port');
    await page.locator('.s-search-hit').first().waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    assert.equal(await input(page).inputValue(), '', 'the query went with the modal');
    await page.locator('.s-search-start').waitFor();
    // Escape from a control of the modal other than the query box closes it too.
    await searchAnswered(page, 'port');
    await page.locator('.s-search-reset').focus();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('keeps what is typed while the modal is still loading', async () => {
    const { page } = await open('/guide/components');
    // Hold the modal's chunk back until the query is typed, as on a slow connection.
    let held = 0;
    let release!: () => void;
    const typed = new Promise<void>((r) => (release = r));
    await page.route(
      (url) => /\/assets\/SearchModal\.[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        held++;
        await typed;
        await route.continue();
      },
    );
    await page.locator('h1').click();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('port');
    assert.equal(await modal(page).count(), 0, 'the chunk is still loading while typing');
    release();
    await modal(page).waitFor();
    assert.equal(held, 1);
    assert.equal(await input(page).inputValue(), 'port');
    await page.locator('.s-search-hit').first().waitFor();
    await page.context().close();
  });

  it('keeps text that arrives without key events while the modal loads: an input method, a paste', async () => {
    const { page } = await open('/zh/guide/components');
    let release!: () => void;
    const typed = new Promise<void>((r) => (release = r));
    await page.route(
      (url) => /\/assets\/SearchModal\.[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        await typed;
        await route.continue();
      },
    );
    await page.locator('h1').click();
    await page.keyboard.press('Control+k');
    // Committed by an input method one character at a time, 30 ms apart, then a pasted word at once.
    for (const character of '怎么配置代理') {
      await page.keyboard.insertText(character);
      await page.waitForTimeout(30);
    }
    await page.keyboard.type(' ');
    await page.keyboard.insertText('proxy');
    assert.equal(await modal(page).count(), 0, 'the chunk is still loading while typing');
    release();
    await modal(page).waitFor();
    assert.equal(await input(page).inputValue(), '怎么配置代理 proxy');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'search-input');
    await page.context().close();
  });

  it('takes text inserted at once right after the shortcut, and forgets it when closed before loading', async () => {
    const { page } = await open('/guide/components');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(
      (url) => /\/assets\/SearchModal\.[\w-]+\.js$/.test(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.locator('h1').click();
    await page.keyboard.press('Control+k');
    await page.keyboard.insertText('dev server port');
    await page.keyboard.press('Escape');
    assert.equal(await page.evaluate(() => document.activeElement?.className), 's-search-button', 'focus is back on the button');
    await page.keyboard.press('Control+k');
    await page.keyboard.insertText('proxy');
    release();
    await modal(page).waitFor();
    assert.equal(await input(page).inputValue(), 'proxy', 'only what was typed since the last opening');
    await page.context().close();
  });

  it('does not open on / typed into a text field', async () => {
    const { page } = await open('/guide/components');
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'other-field';
      document.querySelector('main')!.prepend(field);
    });
    await page.locator('#other-field').click();
    await page.keyboard.press('/');
    assert.equal(await page.locator('#other-field').inputValue(), '/', 'the key was typed, not taken as a shortcut');
    await afterFrames(page);
    assert.equal(await modal(page).count(), 0);
    await page.context().close();
  });

  it('shows English hits grouped by page, with highlighted matches, and moves through them with the arrows', async () => {
    const { page, errors } = await open('/guide/code');
    await searchAnswered(page, 'port');
    const titles = await page.locator('.s-search-group-title').allInnerTexts();
    assert.ok(
      titles.some((t) => t.includes('Components')),
      titles.join(' | '),
    );
    const marks = await page.locator('.s-search-hit mark').allInnerTexts();
    assert.ok(marks.length > 0 && marks.every((m) => /port/i.test(m)), marks.join(','));
    const words = (await page.locator('.s-search-hit-snippet').allInnerTexts()).map((t) => t.replace(/…/g, '').trim().split(/\s+/).length);
    assert.ok(Math.max(...words) >= 8 && Math.max(...words) <= 10, `10-word snippets: ${words.join(',')}`);
    const selected = () => page.locator('.s-search-hit [role="option"][aria-selected="true"]').getAttribute('id');
    assert.equal(await selected(), 'search-item-0');
    await page.keyboard.press('ArrowDown');
    assert.equal(await selected(), 'search-item-1');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    assert.equal(await selected(), `search-item-${(await page.locator('.s-search-hit').count()) - 1}`, 'wraps to the last hit');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('on a phone, keeps the hit the arrows reach in view, down to the last of twenty, and marks only it for Enter', async () => {
    const { page, errors } = await open('/guide/start/', { device: { viewport: { width: 390, height: 700 }, isMobile: true, hasTouch: true } }, 'site');
    await searchAnswered(page, 'config');
    // The first screen's hits come first, the rest a moment later.
    await page.locator('.s-search-hit').nth(19).waitFor();
    // Whole, inside the results' scrolled box, once the modal has scrolled it there.
    const inView = () =>
      page
        .waitForFunction(
          () => {
            const outer = document.getElementById('search-results')?.getBoundingClientRect();
            const item = document.querySelector('.s-search-hit[data-active="true"]')?.getBoundingClientRect();
            return Boolean(outer && item && item.top >= outer.top - 2 && item.bottom <= outer.bottom + 2 && item.height > 20);
          },
          null,
          { timeout: 2000 },
        )
        .then(
          () => true,
          () => false,
        );
    for (let i = 1; i < 20; i++) {
      await page.keyboard.press('ArrowDown');
      assert.ok(await inView(), `hit ${i} in view`);
      // The Enter key's icon is on the active hit alone.
      assert.equal(await page.locator('.s-search-hit-enter svg').count(), 1);
      assert.equal(await page.locator('.s-search-hit[data-active="true"] .s-search-hit-enter svg').count(), 1);
    }
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.locator('.s-search-hit [aria-selected="true"]').getAttribute('id'), 'search-item-0', 'wraps to the first');
    assert.ok(await inView(), 'the first hit back in view');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('opens a hit with Enter inside the app and remembers it under Recent', async () => {
    const { page, errors } = await open('/guide/code');
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
    await searchAnswered(page, 'strictPort');
    const hit = page.locator('.s-search-hit').first();
    const href = await hit.locator('a').getAttribute('href');
    assert.ok(href?.startsWith('/guide/components'), href ?? '');
    await page.keyboard.press('Enter');
    await page.locator('h1', { hasText: 'Components' }).waitFor();
    await modal(page).waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay), true, 'no full page load');
    assert.equal(new URL(page.url()).pathname, '/guide/components');

    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    const recent = page.locator('.s-search-group[data-kind="recent"] .s-search-hit');
    assert.equal(await recent.count(), 1);
    assert.equal(await recent.locator('a').getAttribute('href'), href, 'the hit that was opened');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('keeps favorites apart from recent searches, and lets both be removed', async () => {
    const { page } = await open('/guide/code');
    for (const query of ['diagram', 'callout']) {
      await searchAnswered(page, query);
      await page.locator('.s-search-hit a').first().click();
      await modal(page).waitFor({ state: 'detached' });
    }
    await page.keyboard.press('Control+k');
    const recent = page.locator('.s-search-group[data-kind="recent"] .s-search-hit');
    const favorites = page.locator('.s-search-group[data-kind="favorite"] .s-search-hit');
    assert.equal(await recent.count(), 2);
    assert.match(await recent.first().innerText(), /Callouts/, 'newest first');
    await recent.first().getByRole('button', { name: 'Save this search' }).click();
    assert.equal(await favorites.count(), 1);
    assert.equal(await recent.count(), 1);
    assert.match(await page.locator('.s-search-group[data-kind="favorite"] .s-search-group-title').innerText(), /Favorite/);
    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('search-'))
        .sort(),
    );
    assert.deepEqual(stored, ['search-favorites:local-en', 'search-recent:local-en']);
    await favorites.first().getByRole('button', { name: 'Remove this search from favorites' }).click();
    await recent.first().getByRole('button', { name: 'Remove this search from history' }).click();
    await page.locator('.s-search-start', { hasText: 'No recent searches' }).waitFor();
    await page.context().close();
  });

  it('searches the Chinese index on Chinese pages', async () => {
    const { page, searchRequests, errors } = await open('/zh/guide/code');
    await searchAnswered(page, '端口');
    assert.ok(searchRequests.length > 0);
    for (const request of searchRequests) assert.match(request, /^\/assets\/search-zh[-.]/);
    const first = page.locator('.s-search-hit a').first();
    assert.match((await first.getAttribute('href')) ?? '', /^\/zh\/guide\/components/);
    assert.ok((await page.locator('.s-search-hit mark').allInnerTexts()).includes('端口'));
    assert.equal(await input(page).getAttribute('placeholder'), '搜索文档');
    assert.match(await page.locator('.s-search-footer').innerText(), /关闭/);
    // A substring inside a word is found too: 务器, inside 服务器.
    await searchAnswered(page, '务器');
    assert.match((await page.locator('.s-search-hit a').first().getAttribute('href')) ?? '', /^\/zh\/guide\/components/);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("answers questions in the reader's own words: English, Chinese, and Chinese with English names", async () => {
    const questions = [
      { path: '/guide/start/', query: 'how do I change the dev server port', answer: '/config/server/port' },
      { path: '/zh/guide/start/', query: '打包太慢了怎么办', answer: '/zh/guide/optimization/build-performance' },
      { path: '/zh/guide/start/', query: '如何在 Rsbuild 里使用 Sass', answer: '/zh/plugins/list/plugin-sass' },
    ];
    for (const { path, query, answer } of questions) {
      const { page, errors } = await open(path, {}, 'site');
      await page.locator('.s-search-button').click();
      await modal(page).waitFor();
      // Typed key by key, as a reader does: every keystroke searches again.
      await input(page).pressSequentially(query);
      const firstHref = () => page.locator('.s-search-hit a').first().getAttribute('href');
      await page
        .waitForFunction(
          ([q, a]) =>
            (document.querySelector('.s-search-input') as HTMLInputElement | null)?.value === q &&
            document.querySelector('.s-search-hit a')?.getAttribute('href')?.split('#')[0] === a,
          [query, answer],
          { timeout: 15_000 },
        )
        .catch(async () => assert.fail(`"${query}": first hit ${await firstHref()}, not ${answer}`));
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  });

  it('says so when nothing is found, with suggestions that search again', async () => {
    const { page } = await open('/guide/code');
    await searchAnswered(page, 'prxoy');
    const screen = page.locator('.s-search-no-results');
    assert.match(await screen.innerText(), /No results for "prxoy"/);
    const suggestions = screen.locator('.s-search-suggestion');
    const count = await suggestions.count();
    assert.ok(count >= 1 && count <= 3, `${count} suggestions`);
    await screen.locator('.s-search-suggestion', { hasText: '"proxy"' }).click();
    await page.locator('.s-search-hit').first().waitFor();
    assert.equal(await input(page).inputValue(), 'proxy');
    await page.context().close();
  });

  it('says so in Chinese on Chinese pages when nothing is found', async () => {
    const { page, errors } = await open('/zh/guide/code');
    await searchAnswered(page, 'zzqxv');
    const screen = page.locator('.s-search-no-results');
    await screen.waitFor();
    assert.match(await screen.innerText(), /没有找到结果 "zzqxv"/);
    assert.equal(await page.locator('.s-search-hit').count(), 0);
    await searchAnswered(page, 'locahlost');
    assert.match(await screen.innerText(), /可以试试搜索/);
    assert.ok((await screen.locator('.s-search-suggestion').count()) >= 1);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('shows the Chinese error screen when the search data cannot be fetched', async () => {
    const { page } = await open('/zh/guide/components');
    await page.route(
      (url) => isSearchData(url.href),
      (route) => route.abort('internetdisconnected'),
    );
    await searchAnswered(page, '构建');
    const screen = page.locator('.s-search-error');
    await screen.waitFor();
    assert.match(await screen.innerText(), /无法获取结果\s+请检查你的网络连接。/);
    assert.equal(await screen.getAttribute('role'), 'alert');
    await page.context().close();
  });

  it('shows the error screen when the search data cannot be fetched, and recovers', async () => {
    const { page } = await open('/guide/components');
    let block = true;
    await page.route(
      (url) => isSearchData(url.href),
      (route) => (block ? route.abort('internetdisconnected') : route.continue()),
    );
    await searchAnswered(page, 'port');
    const screen = page.locator('.s-search-error');
    await screen.waitFor();
    assert.match(await screen.innerText(), /Unable to fetch results\s+You might want to check your network connection\./);
    block = false;
    await searchAnswered(page, 'dev server port');
    await page.locator('.s-search-hit').first().waitFor();
    await page.context().close();
  });

  it('reports a slow answer as stalled after 300 ms', async () => {
    const { page } = await openPage(env.browser);
    await page.clock.install();
    await page.goto(`${env.fixture.base}/guide/components`);
    await appReady(page);
    // The search data arrives only once the stalled state has been seen.
    let release!: () => void;
    const stalled = new Promise<void>((r) => (release = r));
    await page.route(
      (url) => isSearchData(url.href),
      async (route) => {
        await stalled;
        await route.continue();
      },
    );
    await page.locator('.s-search-button').click();
    await modal(page).waitFor();
    await pauseClock(page);
    await input(page).fill('port');
    await page.clock.runFor(290);
    assert.equal(await modal(page).getAttribute('data-status'), 'loading', 'not stalled before 300 ms');
    await page.clock.runFor(20);
    await page.clock.resume();
    await page.waitForSelector('.s-search-modal[data-status="stalled"] .s-search-spinner');
    release();
    await page.locator('.s-search-hit').first().waitFor({ timeout: 30_000 });
    assert.equal(await modal(page).getAttribute('data-status'), 'idle');
    await page.context().close();
  });

  it('renders a hostile query as text and limits it to 64 characters', async () => {
    const { page, errors } = await open('/guide/components');
    const hostile = '<img src=x onerror="window.__pwned=1"> (*[`\\ $^ '.padEnd(90, 'a');
    await page.locator('.s-search-button').click();
    await input(page).fill(hostile);
    await page.waitForFunction(() => document.querySelector('.s-search-modal')?.getAttribute('data-status') === 'idle');
    assert.equal((await input(page).inputValue()).length, 64);
    await afterFrames(page);
    assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined);
    assert.equal(await page.locator('.s-search-modal img').count(), 0);
    const text = await page.locator('.s-search-body').innerText();
    if (text.includes('No results')) assert.ok(text.includes('<img src=x'), 'the query is shown as typed');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('works, without history, when localStorage throws', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.goto(`${env.fixture.base}/guide/code`);
    await appReady(page);
    await searchAnswered(page, 'strictPort');
    await page.locator('.s-search-hit a').first().click();
    await page.locator('h1', { hasText: 'Components' }).waitFor();
    await page.keyboard.press('Control+k');
    await page.locator('.s-search-start', { hasText: 'No recent searches' }).waitFor();
    assert.deepEqual(
      errors.filter((e) => !/blocked/.test(e)),
      [],
    );
    await page.context().close();
  });

  it('fits a narrow screen: an icon-only button and a full-screen modal with Cancel', async () => {
    const { page } = await open('/guide/components', { width: 375 });
    assert.ok((await page.locator('.s-search-button').evaluate((e) => e.getBoundingClientRect().width)) <= 40, 'icon-only');
    assert.equal(await page.locator('.s-search-button').getAttribute('aria-label'), null);
    assert.equal(await page.locator('.s-search-button-text').textContent(), 'Search', 'the hidden text still names the button');
    assert.equal(await page.locator('.s-search-button-keys').evaluate((e) => getComputedStyle(e).display), 'none');
    await page.keyboard.press('Control+k');
    const box = await modal(page).boundingBox();
    assert.equal(Math.round(box!.width), 375);
    await input(page).fill('port');
    await page.locator('.s-search-hit').first().waitFor();
    const snippet = await page.locator('.s-search-hit-snippet').first().innerText();
    assert.ok(snippet.replace(/…/g, '').trim().split(/\s+/).length <= 6, `5-word snippet: ${snippet}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await modal(page).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('leaves the reader where they were in the page when the full-screen modal closes on a phone', async () => {
    const { page, errors } = await open('/guide/components', { width: 375 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    const where = await page.evaluate(() => scrollY);
    assert.ok(where > 200, `the page scrolls (${where})`);
    await page.keyboard.press('Control+k');
    await input(page).fill('port');
    await page.locator('.s-search-hit').first().waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => scrollY), where);
    // The page shows again under the navbar: the middle of the screen is its main content.
    assert.equal(await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('main') != null), true);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('has no accessibility violations in the modal, with hits and with history', async () => {
    const { page } = await open('/guide/code');
    const violations = (selector = '.s-search-modal') => axeViolations(page, selector);
    assert.deepEqual(await violations('.s-search-button'), []);
    await searchAnswered(page, 'proxy');
    assert.deepEqual(await violations(), []);
    await page.keyboard.press('Enter');
    await page.locator('h1', { hasText: 'Components' }).waitFor();
    await page.keyboard.press('Control+k');
    await page.locator('.s-search-group[data-kind="recent"]').waitFor();
    assert.deepEqual(await violations(), []);
    await page.context().close();
  });

  describe('with Algolia configured', () => {
    const LOCAL = 'search:{provider:`local`}';
    const ALGOLIA =
      'search:{provider:`algolia`,appId:`TESTAPP`,apiKey:`search-key`,indexName:`rsbuild`,missingResultsUrl:`https://example.com/issues?q={query}`}';
    const isAlgolia = (url: URL) => /^testapp(-dsn|-\d)\.algolia(net)?\.(net|com)$/i.test(url.hostname);

    /**
     * What the stand-in for a provider host does with a query: answer (200, or an error status with
     * the provider's `{ message, status }` body), refuse the connection, or never answer.
     */
    type Reply = { results: object[] } | { status: number; message: string } | 'unreachable' | 'silent';

    /** The blocks fixture with its search setting switched to Algolia, and a stand-in for the provider's hosts. */
    async function algoliaPage(
      answer: (query: string, hostname: string) => Reply,
      { path = '/guide/code', setting = ALGOLIA, before }: { path?: string; setting?: string; before?: (page: Page) => Promise<void> } = {},
    ) {
      const watched = await openPage(env.browser);
      const { page } = watched;
      const sent: { url: string; body: { requests: Record<string, unknown>[] } }[] = [];
      await page.route(
        (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
        async (route) => {
          const response = await route.fetch();
          const body = await response.text();
          await route.fulfill({ response, body: body.includes(LOCAL) ? body.replace(LOCAL, setting) : body });
        },
      );
      // A site built for Algolia allows its hosts in the CSP (host-rules.ts); this one was built for local search.
      await page.route(
        (url) => url.hostname === '127.0.0.1',
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          const response = await route.fetch();
          const headers = response.headers();
          headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
            "connect-src 'self'",
            `connect-src 'self' ${ALGOLIA_CONNECT.join(' ')}`,
          );
          await route.fulfill({ response, headers });
        },
      );
      await page.route(isAlgolia, async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}');
        sent.push({ url: route.request().url(), body });
        const reply = answer(body.requests[0].query, new URL(route.request().url()).hostname);
        if (reply === 'unreachable') return route.abort('connectionrefused');
        // Left pending: the client gives up on its own timeout and asks the next host.
        if (reply === 'silent') return;
        await route.fulfill({
          status: 'status' in reply ? reply.status : 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify(reply),
        });
      });
      const localData: string[] = [];
      page.on('request', (r) => isSearchData(r.url()) && localData.push(r.url()));
      if (before) {
        await page.goto(`${env.fixture.base}/404.html`);
        await before(page);
      }
      await page.goto(env.fixture.base + path);
      await appReady(page);
      return { ...watched, sent, localData };
    }

    const hit = {
      objectID: 'a1',
      url: 'https://blocks.example/guide/components#example',
      type: 'lvl2',
      content: null,
      hierarchy: { lvl0: 'Guide', lvl1: 'Components', lvl2: 'Example' },
      _highlightResult: { hierarchy: { lvl2: { value: 'Ex__search-mark__ample__/search-mark__' } } },
      _snippetResult: { content: { value: 'Forward __search-mark__&lt;img src=x onerror=window.__pwned=1&gt;__/search-mark__ requests' } },
    };

    it('posts the query to the provider and shows its hits as text', async () => {
      const { page, sent, localData, errors } = await algoliaPage(() => ({ results: [{ hits: [hit], nbHits: 1, queryID: 'q1' }] }));
      await searchAnswered(page, 'proxy');
      await page.locator('.s-search-hit').first().waitFor();
      assert.equal(sent.length, 1);
      const url = new URL(sent[0].url);
      assert.equal(url.pathname, '/1/indexes/*/queries');
      assert.equal(url.searchParams.get('x-algolia-application-id'), 'TESTAPP');
      assert.equal(url.searchParams.get('x-algolia-api-key'), 'search-key');
      const { indexName, facetFilters, query, hitsPerPage, clickAnalytics } = sent[0].body.requests[0];
      assert.deepEqual(
        { indexName, facetFilters, query, hitsPerPage, clickAnalytics },
        { indexName: 'rsbuild', facetFilters: [['lang:en']], query: 'proxy', hitsPerPage: 20, clickAnalytics: true },
      );
      assert.deepEqual(localData, [], 'the local search data is not used');
      assert.deepEqual(await page.locator('.s-search-hit mark').allInnerTexts(), ['ample', '<img src=x onerror=window.__pwned=1>']);
      assert.equal(await page.locator('.s-search-modal img').count(), 0);
      assert.equal(await page.locator('.s-search-hit a').first().getAttribute('href'), '/guide/components#example');
      await page.keyboard.press('Enter');
      await page.locator('h1', { hasText: 'Components' }).waitFor();
      assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined);
      assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('search-'))), ['search-recent:rsbuild:en']);
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    it('searches Chinese records on Chinese pages: the shared index filtered by language, or the index of the locale', async () => {
      const reply = () => ({ results: [{ hits: [], nbHits: 0 }] });
      const shared = await algoliaPage(reply, { path: '/zh/guide/code' });
      await searchAnswered(shared.page, '构建');
      await shared.page.locator('.s-search-no-results').waitFor();
      assert.equal(shared.sent.length, 1);
      const sharedRequest = shared.sent[0].body.requests[0];
      assert.deepEqual([sharedRequest.indexName, sharedRequest.facetFilters, sharedRequest.query], ['rsbuild', [['lang:zh']], '构建']);
      assert.match(await shared.page.locator('.s-search-no-results').innerText(), /没有找到结果/);
      assert.deepEqual(shared.errors, []);
      await shared.page.context().close();

      const perLocale = ALGOLIA.replace('indexName:`rsbuild`', 'indexName:{en:`rsbuild-en`,zh:`rsbuild-zh`}');
      const own = await algoliaPage(reply, { path: '/zh/guide/code', setting: perLocale });
      await searchAnswered(own.page, '构建');
      await own.page.locator('.s-search-no-results').waitFor();
      const ownRequest = own.sent[0].body.requests[0];
      assert.equal(ownRequest.indexName, 'rsbuild-zh');
      assert.equal(ownRequest.facetFilters, undefined, 'an index of its own needs no filter');
      await own.page.context().close();

      const en = await algoliaPage(reply, { setting: perLocale });
      await searchAnswered(en.page, 'proxy');
      await en.page.locator('.s-search-no-results').waitFor();
      assert.equal(en.sent[0].body.requests[0].indexName, 'rsbuild-en');
      await en.page.context().close();
    });

    it('drops a hit whose URL would run script, and never opens one from history', async () => {
      const scriptHit = { ...hit, objectID: 'evil', url: 'javascript:window.__pwned=1', hierarchy: { lvl0: 'Guide', lvl1: 'Evil', lvl2: 'Run me' } };
      const crafted = [
        { id: 'evil', url: 'javascript:window.__pwned=2', title: 'Evil stored', parent: 'Guide' },
        { id: 'ok', url: '/guide/tabs', title: 'Tabs', parent: 'Guide' },
      ];
      const { page, errors } = await algoliaPage(() => ({ results: [{ hits: [scriptHit, hit], nbHits: 2 }] }), {
        // A history entry written by an earlier version or by hand.
        before: (p) => p.evaluate((entries) => localStorage.setItem('search-recent:rsbuild:en', JSON.stringify(entries)), crafted),
      });
      const pwned = () => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned);
      await page.locator('.s-search-button').click();
      await modal(page).waitFor();
      const recent = page.locator('.s-search-group[data-kind="recent"] .s-search-hit');
      assert.deepEqual(await recent.allInnerTexts().then((t) => t.map((x) => x.split('\n')[0])), ['Tabs'], 'the script entry is not read back');

      await searchAnswered(page, 'proxy');
      await page.locator('.s-search-hit').first().waitFor();
      assert.equal(await page.locator('.s-search-hit').count(), 1, 'the script hit is dropped');
      assert.equal(await page.locator('.s-search-modal a[href^="javascript" i]').count(), 0);
      assert.doesNotMatch(await page.locator('.s-search-body').innerText(), /Run me/);
      await page.keyboard.press('Enter');
      await page.locator('h1', { hasText: 'Components' }).waitFor();
      assert.equal(await pwned(), undefined);
      const stored = await page.evaluate(() => localStorage.getItem('search-recent:rsbuild:en') ?? '');
      assert.match(stored, /guide\/components/);
      assert.doesNotMatch(stored, /javascript/i, 'only web URLs are written back');
      assert.equal(await pwned(), undefined);
      assert.deepEqual(errors, []);
      await page.context().close();
    });

    it('offers the Let us know link when nothing is found', async () => {
      const { page } = await algoliaPage(() => ({ results: [{ hits: [], nbHits: 0 }] }));
      await searchAnswered(page, 'nothing here');
      const screen = page.locator('.s-search-no-results');
      await screen.waitFor();
      assert.match(await screen.innerText(), /Believe this query should return results\? Let us know\./);
      assert.equal(await screen.getByRole('link', { name: 'Let us know.' }).getAttribute('href'), 'https://example.com/issues?q=nothing%20here');
      await page.context().close();
    });

    it('asks the next host when the first refuses the connection or never answers, and shows its hits', async () => {
      for (const failure of ['unreachable', 'silent'] as const) {
        const first = 'testapp-dsn.algolia.net';
        const { page, sent } = await algoliaPage((_query, hostname) => (hostname === first ? failure : { results: [{ hits: [hit], nbHits: 1 }] }));
        await searchAnswered(page, 'proxy');
        await page.locator('.s-search-hit').first().waitFor();
        const asked = sent.map((s) => new URL(s.url).hostname);
        assert.equal(asked.length, 2, `${failure}: one more host asked`);
        assert.equal(asked[0], first);
        assert.match(asked[1], /^testapp-[123]\.algolianet\.com$/);
        assert.deepEqual(await page.locator('.s-search-hit mark').allInnerTexts(), ['ample', '<img src=x onerror=window.__pwned=1>']);
        await page.context().close();
      }
    });

    it('shows the error screen on an API error, without asking another host', async () => {
      const { page, sent } = await algoliaPage(() => ({ status: 403, message: 'Invalid Application-ID or API key' }));
      await searchAnswered(page, 'proxy');
      await page.locator('.s-search-error').waitFor();
      assert.equal(sent.length, 1);
      await page.context().close();
    });

    it('shows the error screen when every host is unreachable', async () => {
      const { page, sent } = await algoliaPage(() => 'unreachable');
      await searchAnswered(page, 'proxy');
      await page.locator('.s-search-error').waitFor();
      assert.equal(new Set(sent.map((s) => new URL(s.url).hostname)).size, 4, 'each host tried once');
      await page.context().close();
    });
  });
});
