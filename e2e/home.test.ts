/**
 * Home pages, in both languages, at 1280 and 375 px: the theme's hero and feature cards on the blocks fixture;
 * the real site's own blocks (its benchmark panel and the sibling-tools list and popover) on its home page.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { afterFrames, appReady, buildFixture, DIST, openPage, pauseClock, withSites } from './harness.ts';

const env = withSites({
  /** e2e/fixtures/blocks: a hero with stars and a repository link, and three feature cards, two of them linked. */
  fixture: () => buildFixture('blocks'),
  site: DIST,
});

describe('hero and features (blocks fixture)', () => {
  it('links Get Started in-site and Learn More to the repository in a new tab', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/`);
    assert.equal(await page.locator('h1').textContent(), 'Blocks');
    assert.equal(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href'), '/guide/code');
    const learn = page.getByRole('link', { name: 'Learn More about Blocks' });
    assert.equal(await learn.getAttribute('href'), 'https://github.com/example/blocks');
    // The rest of its name is for screen readers and crawlers: on screen it reads "Learn More".
    const extra = (await learn.locator('.s-visually-hidden').boundingBox())!;
    assert.ok(extra.width <= 1 && extra.height <= 1, 'the words after Learn More take no room on screen');
    assert.equal(await learn.getAttribute('target'), '_blank');
    assert.equal(await page.locator('.s-hero.s-with-oval').count(), 1);
    assert.equal(await page.locator('.s-hero-star').count(), 35);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('switches the install command between package managers', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/`);
    await appReady(page);
    const group = page.getByRole('tablist').first();
    await group.getByRole('tab', { name: 'pnpm' }).click();
    assert.equal(await group.getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected'), 'true');
    assert.match((await page.getByRole('tabpanel').filter({ visible: true }).first().textContent()) ?? '', /^pnpm add -D blocks/);
    const block = page.getByRole('tabpanel').filter({ visible: true }).first();
    await block.hover();
    await block.getByRole('button', { name: 'Toggle line wrap' }).click();
    assert.equal(await block.locator('pre.s-wrap').count(), 1);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('labels Learn More in each language and links it to the repository', async () => {
    const { page } = await openPage(env.browser, { width: 375 });
    await page.goto(`${env.fixture.base}/zh/`);
    const learn = page.getByRole('link', { name: '了解更多 Blocks' });
    assert.equal(await learn.getAttribute('href'), 'https://github.com/example/blocks');
    assert.equal(await page.getByRole('link', { name: '快速开始' }).getAttribute('href'), '/zh/guide/code');
    await page.context().close();
  });

  it('moves only the stars near the pointer', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/`);
    await appReady(page);
    const star = page.locator('.s-hero-star').nth(10);
    const box = (await star.boundingBox())!;
    await page.mouse.move(box.x + 60, box.y + 40);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('.s-hero-star')].some((el) => parseFloat(el.style.getPropertyValue('--dx') || '0') !== 0),
    );
    const shifts = await page
      .locator('.s-hero-star')
      .evaluateAll((els, near) => els.map((el, i) => ({ i, dx: parseFloat((el as HTMLElement).style.getPropertyValue('--dx') || '0'), near: i === near })), 10);
    const moved = shifts.filter((s) => s.dx !== 0);
    assert.ok(
      moved.some((s) => s.near),
      'the star under the pointer leans toward it',
    );
    assert.ok(moved.length < 35, 'far stars stay in place');
    await page.context().close();
  });

  it('shows feature cards with their icons, clickable when they link', async () => {
    const { page } = await openPage(env.browser, { width: 375 });
    await page.goto(`${env.fixture.base}/`);
    assert.equal(await page.locator('.s-feature').count(), 3);
    const cards = page.locator('a.s-feature');
    assert.deepEqual(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('href'))), ['/guide/code', '/guide/tabs']);
    assert.equal(await page.locator('.s-feature-icon img').count(), 2);
    const widths = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
    assert.ok(
      widths.every((w) => w > 300),
      'one card per row on a phone',
    );
    await page.context().close();
  });
});

describe('the real home page', () => {
  for (const path of ['/', '/zh/']) {
    it(`does not scroll sideways at 375 px (${path})`, async () => {
      const { page } = await openPage(env.browser, { width: 375 });
      await page.goto(`${env.site.base}${path}`);
      await appReady(page);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375);
      await page.locator('.toolchain-block').scrollIntoViewIfNeeded();
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'nor after the blocks below have drawn');
      await page.context().close();
    });
  }

  it('writes the benchmark as a table in its Markdown copy, in both languages', async () => {
    const home = await (await fetch(`${env.site.base}/index.md`)).text();
    assert.match(home, /\| Tool \| Dev server start \| Production build \| HMR \|\n\| --- /);
    assert.match(home, /\| Rsbuild \| 410ms \| 280ms \| 80ms \|/);
    assert.doesNotMatch(home, /<BenchmarkPanel\b/);
    assert.match(await (await fetch(`${env.site.base}/zh/index.md`)).text(), /\| 工具 \| 开发服务器启动 /);
  });
});

describe('benchmark panel', () => {
  // The counters run on the page's clock (a fake one here, moved on by the test) for up to the slowest time, 6.52 s.
  it('draws no bar until seen, then grows each bar once while its counter runs to the time', async () => {
    const { page } = await openPage(env.browser);
    await page.clock.install();
    await page.goto(`${env.site.base}/`);
    await appReady(page);
    await pauseClock(page);
    assert.equal(await page.locator('.benchmark-bar').count(), 0, 'no bars before the panel is visible');
    await page.locator('.benchmark-groups').scrollIntoViewIfNeeded();
    await page.locator('.benchmark-bar').first().waitFor();
    assert.equal(await page.locator('.benchmark-bar').count(), 12);
    await page.clock.runFor(1000);
    const early = await page.locator('.benchmark-time').allTextContents();
    assert.equal(early[0], '410ms', 'the fastest counter has stopped at its time');
    assert.notEqual(early[3], '5.02s', 'the slowest counter is still running');
    await page.clock.runFor(6000);
    const times = await page.locator('.benchmark-time').allTextContents();
    assert.deepEqual(times.slice(0, 4), ['410ms', '1.29s', '2.26s', '5.02s']);
    const widths = await page.locator('.benchmark-bar').evaluateAll((els) => els.map((el) => (el as HTMLElement).style.getPropertyValue('--bar-width')));
    assert.equal(widths[7], '100%', 'the slowest time of all groups fills the track');
    await page.context().close();
  });

  it('does not grow the bars again after scrolling away and back', async () => {
    const { page } = await openPage(env.browser);
    await page.clock.install();
    await page.goto(`${env.site.base}/`);
    await appReady(page);
    await pauseClock(page);
    await page.locator('.benchmark-groups').scrollIntoViewIfNeeded();
    await page.locator('.benchmark-bar').first().waitFor();
    await page.clock.runFor(7000);
    assert.equal(await page.locator('.benchmark-time').nth(7).textContent(), '6.52s');
    // The bars grow by CSS animation, on the real timeline: finished here as the counters are.
    await page.locator('.benchmark-bar').evaluateAll((els) => {
      for (const el of els) {
        for (const animation of el.getAnimations()) animation.finish();
        el.setAttribute('data-seen', '1');
      }
    });
    await page.clock.resume();
    await page.evaluate(() => window.scrollTo(0, 0));
    await afterFrames(page);
    await page.locator('.benchmark-groups').scrollIntoViewIfNeeded();
    await afterFrames(page);
    const state = await page.locator('.benchmark-bar').evaluateAll((els) =>
      els.map((el) => ({
        same: el.getAttribute('data-seen') === '1',
        running: el.getAnimations().some((a) => a.playState === 'running'),
        width: el.getBoundingClientRect().width,
      })),
    );
    assert.equal(state.length, 12);
    assert.ok(
      state.every((s) => s.same),
      'the same bars, not redrawn',
    );
    assert.ok(
      state.every((s) => !s.running),
      'no bar is animating',
    );
    assert.ok(
      state.every((s) => s.width > 0),
      'every bar keeps its full width',
    );
    assert.equal(await page.locator('.benchmark-time').nth(7).textContent(), '6.52s');
    await page.context().close();
  });

  it('is a table for screen readers and shows the final state at once with reduced motion', async () => {
    const context = await env.browser.newContext({ reducedMotion: 'reduce', locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${env.site.base}/zh/`);
    const table = page.getByRole('table');
    assert.deepEqual(await table.locator('thead th').allTextContents(), ['工具', '开发服务器启动', '生产构建', '热更新']);
    assert.deepEqual(await table.locator('tbody tr').first().locator('th, td').allTextContents(), ['Rsbuild', '410ms', '280ms', '80ms']);
    await page.locator('.benchmark-groups').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('.benchmark-time')[3]?.textContent === '5.02s', null, { timeout: 1000 });
    await context.close();
  });
});

describe('toolchain', () => {
  it("lists the family on the home page with links in the reader's language", async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.site.base}/`);
    const block = page.locator('.toolchain-block li');
    assert.deepEqual(await block.locator('h3').allTextContents(), ['Rspack', 'Rsbuild', 'Rslib', 'Rspress', 'Rsdoctor', 'Rstest']);
    assert.equal(await block.first().getByRole('link').getAttribute('href'), 'https://rspack.rs/');
    assert.match((await block.first().getByRole('link').textContent()) ?? '', /Bundler/);
    await page.goto(`${env.site.base}/zh/`);
    assert.equal(await page.locator('.toolchain-block li').first().getByRole('link').getAttribute('href'), 'https://rspack.rs/zh/');
    await page.context().close();
  });

  for (const width of [1280, 375]) {
    it(`opens the sibling-tools popover on hover after 0.1 s and closes it on Escape (${width} px)`, async () => {
      const { page, errors } = await openPage(env.browser, { width });
      await page.clock.install();
      await page.goto(`${env.site.base}/guide/start/`);
      await appReady(page);
      const panel = page.locator('.toolchain-panel');
      const trigger = page.getByRole('button', { name: 'Rstack toolchain' });
      const box = (await trigger.boundingBox())!;
      await pauseClock(page);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.clock.runFor(90);
      assert.equal(await panel.evaluate((el) => el.classList.contains('s-open')), false, 'not yet: 0.1 s enter delay');
      await page.clock.runFor(20);
      await page.clock.resume();
      await page.waitForFunction(() => document.querySelector('.toolchain-panel')?.classList.contains('s-open'));
      const rslib = panel.getByRole('link', { name: /Rslib/ });
      await rslib.waitFor({ state: 'visible' });
      assert.equal(await rslib.getAttribute('href'), 'https://rslib.rs/');
      assert.equal(await panel.evaluate((el) => getComputedStyle(el).zIndex), '1030', 'popover layer: base 1000 + 30');
      assert.equal(await panel.locator('.toolchain-panel-title').evaluate((el) => getComputedStyle(el).minWidth), '177px');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.toolchain-panel')?.classList.contains('s-open'));
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }

  it('opens the sibling-tools popover on keyboard focus, in Chinese with Chinese links', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.site.base}/zh/guide/start/`);
    await appReady(page);
    const trigger = page.getByRole('button', { name: 'Rstack 工具链' });
    // Reach the trigger with the keyboard: focus the element before it, then Tab.
    await page.locator('.navbar-title a, .s-navbar a').first().focus();
    for (let i = 0; i < 10 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    assert.equal(await trigger.evaluate((el) => el === document.activeElement), true, 'the trigger is reachable with Tab');
    await page.waitForFunction(() => document.querySelector('.toolchain-panel')?.classList.contains('s-open'));
    assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
    const panel = page.locator('.toolchain-panel');
    assert.equal(await panel.locator('.toolchain-panel-title').textContent(), 'Rstack 工具链');
    const rspack = panel.getByRole('link', { name: /^Rspack/ });
    await rspack.waitFor({ state: 'visible' });
    assert.equal(await rspack.getAttribute('href'), 'https://rspack.rs/zh/');
    assert.match((await rspack.textContent()) ?? '', /基于 Rust 的高性能打包工具/);
    await page.keyboard.press('Tab');
    assert.equal(await panel.evaluate((el) => el.contains(document.activeElement)), true, 'Tab moves into the list');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
