/** Content blocks on the blocks fixture: Markdown copies of pages, Copy Markdown, tooltips, popovers and image zoom. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  afterFrames,
  appReady,
  buildFixture,
  builtRoutes,
  freezeTransitions,
  openPage,
  seekTransitions,
  transitionsSettled,
  withSites,
  zoomOpened,
} from './harness.ts';
import { markdownPathOf } from '../src/shared/markdown-path.ts';

let fixtureDir = '';
const env = withSites({
  /** e2e/fixtures/blocks: every built-in component, zoom variants and an overflowing row of social links. */
  fixture: async () => (fixtureDir = await buildFixture('blocks')),
});

/** A page with package-manager tabs, callouts, a table and a titled code block. */
const COMPONENTS = '/guide/components';

test('every route has its Markdown copy served as text/markdown, plus llms.txt', async () => {
  const routes = [...builtRoutes(fixtureDir).keys()];
  assert.ok(routes.includes('/zh/guide/components') && routes.includes('/'));
  for (const route of routes) {
    const md = await fetch(env.fixture.base + markdownPathOf(route));
    assert.equal(md.status, 200, route);
    assert.equal(md.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.match(await md.text(), /^# /, route);
  }
  assert.match(await (await fetch(`${env.fixture.base}/llms.txt`)).text(), /^# .+\n\n> .+\n\n## /);
});

test('Markdown copies spell out tabs and package-manager tabs instead of JSX', async () => {
  const tabs = await (await fetch(`${env.fixture.base}/guide/tabs.md`)).text();
  assert.match(tabs, /^# Tabs\n\n\*\*alpha\*\*\n\nAlpha content\n\n\*\*beta\*\*\n\nBeta content\n\n\*\*One\*\*\n\nFirst panel\n/);
  const components = await (await fetch(`${env.fixture.base}${COMPONENTS}.md`)).text();
  assert.match(components, /```bash\n# npm\nnpm add -D blocks\n```\n\n```bash\n# yarn\nyarn add -D blocks\n```/);
  for (const path of ['/llms-full.txt', '/zh/llms-full.txt']) {
    const text = await (await fetch(env.fixture.base + path)).text();
    assert.match(text, /# npm\nnpm add vue/);
    const prose = text.replace(/^```[\s\S]*?^```/gm, '');
    assert.doesNotMatch(prose, /<(Tabs|Tab|Overview|PackageManagerTabs)\b/, path);
  }
});

test('Copy Markdown copies the page Markdown, shows success for 500 ms, and the menu closes on an outside click', async () => {
  const { page, errors } = await openPage(env.browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.fixture.base });
  await page.goto(env.fixture.base + COMPONENTS);
  await appReady(page);
  const button = page.getByRole('button', { name: 'Copy Markdown', exact: true });
  await button.click();
  await page.waitForSelector('.s-copy-markdown-button[data-state="success"]');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await (await fetch(`${env.fixture.base}${COMPONENTS}.md`)).text());
  await page.waitForSelector('.s-copy-markdown-button[data-state="idle"]', { timeout: 2000 });
  await page.getByRole('button', { name: 'More Markdown actions' }).click();
  assert.equal(await page.getByRole('menuitem').count(), 3);
  await page.mouse.click(5, 700);
  await page.getByRole('menu').waitFor({ state: 'hidden' }); // after its fade-out
  await page.goto(`${env.fixture.base}/zh${COMPONENTS}`);
  assert.equal(await page.getByRole('button', { name: '复制 Markdown', exact: true }).count(), 1);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('zooms a content image on click and closes it on Escape, a click, or a scroll of more than 40 px', async () => {
  const { page, errors } = await openPage(env.browser);
  await page.goto(`${env.fixture.base}/guide/images`);
  await appReady(page);
  const image = page.getByRole('img', { name: 'Diagram' });
  await image.scrollIntoViewIfNeeded();
  await page.locator('.s-doc-content img.medium-zoom-image').first().waitFor(); // attached 100 ms after the page renders
  // The page image and, once loaded, its @2x copy both carry the opened class.
  const closed = () => page.waitForFunction(() => !document.querySelector('.medium-zoom-image--opened'));
  const zoomIn = () => zoomOpened(page, () => image.click());
  await zoomIn();
  await page.keyboard.press('Escape');
  await closed();

  await zoomIn();
  await page.mouse.click(5, 400);
  await closed();

  await zoomIn();
  await page.mouse.wheel(0, 20);
  await page.waitForFunction(() => window.scrollY > 0);
  await afterFrames(page);
  assert.ok(await page.locator('.medium-zoom-image--opened').count(), 'a small scroll keeps it open');
  await page.mouse.wheel(0, 200);
  await closed();
  assert.deepEqual(errors, []);
  await page.context().close();
});

describe('Copy Markdown', () => {
  test('is disabled while loading, then copies; a failed request returns to idle without a message', async () => {
    const { page } = await openPage(env.browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.fixture.base });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let fail = false;
    await page.route('**/*.md', async (route) => {
      if (fail) return route.fulfill({ status: 500, body: 'broken' });
      await held;
      await route.continue();
    });
    await page.goto(env.fixture.base + COMPONENTS);
    await appReady(page);
    const button = page.getByRole('button', { name: 'Copy Markdown', exact: true });
    await button.click();
    await page.waitForSelector('.s-copy-markdown-button[data-state="loading"]');
    assert.equal(await button.isDisabled(), true);
    release();
    await page.waitForSelector('.s-copy-markdown-button[data-state="success"]');
    assert.equal(await button.isDisabled(), false);
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /^# Components\n/);

    // A fresh page (the copy is cached per page load) whose Markdown request fails.
    fail = true;
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.reload();
    await appReady(page);
    const before = await page.locator('.s-doc-content').innerText();
    await page.getByRole('button', { name: 'Copy Markdown', exact: true }).click();
    await page.waitForSelector('.s-copy-markdown-button[data-state="idle"]');
    await afterFrames(page);
    assert.equal(await page.locator('.s-copy-markdown-button').getAttribute('data-state'), 'idle');
    assert.equal(await page.locator('.s-doc-content').innerText(), before, 'no message appears');
    assert.equal(await page.getByRole('alert').count(), 0);
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'before');
    await page.context().close();
  });

  test('copies the Markdown link and opens ChatGPT or Claude with the question about the page', async () => {
    const { page, errors } = await openPage(env.browser);
    const context = page.context();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.fixture.base });
    await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>assistant</title>' }),
    );
    await page.goto(env.fixture.base + COMPONENTS);
    await appReady(page);
    const menu = page.getByRole('menu');
    const toggle = page.getByRole('button', { name: 'More Markdown actions' });
    await toggle.click();
    await page.getByRole('menuitem', { name: 'Copy Markdown link' }).click();
    const mdUrl = `${env.fixture.base}${COMPONENTS}.md`;
    await page.waitForFunction((url) => navigator.clipboard.readText().then((t) => t === url), mdUrl);
    await menu.waitFor({ state: 'hidden' });

    const prompt = encodeURIComponent(`Read ${mdUrl}, I want to ask questions about it.`);
    for (const [name, base] of [
      ['Open in ChatGPT', 'https://chatgpt.com/?hints=search&q='],
      ['Open in Claude', 'https://claude.ai/new?q='],
    ]) {
      await toggle.click();
      const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name }).click()]);
      await popup.waitForLoadState();
      assert.equal(popup.url(), base + prompt);
      await popup.close();
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('speaks Chinese on Chinese pages', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/zh${COMPONENTS}`);
    await appReady(page);
    await page.getByRole('button', { name: '更多 Markdown 操作' }).click();
    assert.deepEqual(await page.getByRole('menuitem').allTextContents(), ['复制 Markdown 链接', '在 ChatGPT 中打开', '在 Claude 中打开']);
    await page.context().close();
  });

  test('the menu is a popover layer that fades in and out', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(env.fixture.base + COMPONENTS);
    await appReady(page);
    const menu = page.locator('.s-copy-markdown-menu');
    assert.equal(await menu.isVisible(), false);
    await freezeTransitions(page);
    await page.getByRole('button', { name: 'More Markdown actions' }).click();
    await seekTransitions(page, 100);
    const style = await menu.evaluate((el) => ({
      z: getComputedStyle(el).zIndex,
      duration: getComputedStyle(el).transitionDuration,
      opacity: getComputedStyle(el).opacity,
    }));
    assert.equal(style.z, '1030');
    assert.match(style.duration, /0\.2s/);
    assert.ok(Number(style.opacity) > 0 && Number(style.opacity) < 1, `half way through fading in: ${style.opacity}`);
    await seekTransitions(page, 200);
    assert.equal(await menu.evaluate((el) => getComputedStyle(el).opacity), '1');
    await page.keyboard.press('Escape');
    await seekTransitions(page, 100);
    assert.equal(await menu.isVisible(), true, 'fading out');
    await seekTransitions(page, 200);
    await menu.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  test('sits on its own line above the title on a phone', async () => {
    const { page } = await openPage(env.browser, { width: 375 });
    await page.goto(env.fixture.base + COMPONENTS);
    const button = (await page.locator('.s-copy-markdown').boundingBox())!;
    const h1 = page.locator('.s-doc-content h1');
    const title = (await h1.boundingBox())!;
    assert.ok(button.y + button.height <= title.y, 'above the title');
    assert.ok(title.width > 300, 'the title keeps the full width');
    const lineHeight = await h1.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    assert.ok(title.height < lineHeight * 1.5, 'the title is one line');
    await page.context().close();
  });
});

describe('popovers and tooltips', () => {
  test('a code button shows its name as a tooltip after 0.1 s, above the popover layer, and hides it on leave', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(env.fixture.base + COMPONENTS);
    await appReady(page);
    const block = page.locator('.s-code-block').filter({ hasText: 'strictPort' }).first();
    await block.hover();
    const copy = block.getByRole('button', { name: 'Copy code' });
    const tip = () =>
      copy.evaluate((el) => {
        const s = getComputedStyle(el, '::after');
        return { content: s.content, visible: s.visibility === 'visible', z: s.zIndex, maxWidth: s.maxWidth };
      });
    await freezeTransitions(page);
    await copy.hover();
    await seekTransitions(page, 90);
    assert.equal((await tip()).visible, false, 'not before 0.1 s');
    await seekTransitions(page, 110);
    const shown = await tip();
    assert.deepEqual(shown, { content: '"Copy code"', visible: true, z: '1070', maxWidth: '250px' });
    assert.equal(await copy.getAttribute('aria-label'), 'Copy code', 'the label stays the accessible name');
    await page.mouse.move(5, 5);
    await seekTransitions(page, 1000);
    assert.equal((await tip()).visible, false, 'hidden after leaving');
    await page.context().close();
  });

  test('the social-links overflow opens on hover after 0.1 s and stays 0.1 s after the pointer leaves', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/code`);
    await appReady(page);
    const more = page.getByRole('button', { name: 'More links' });
    const panel = page.locator('.s-social-more-panel');
    const visible = () => panel.evaluate((el) => getComputedStyle(el).visibility === 'visible');
    const box = (await more.boundingBox())!;
    await freezeTransitions(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await seekTransitions(page, 90);
    assert.equal(await visible(), false, 'not before 0.1 s');
    await seekTransitions(page, 110);
    assert.equal(await visible(), true, 'open after 0.1 s');
    await seekTransitions(page, 1000);
    await page.locator('.s-navbar').getByRole('link', { name: 'Link six' }).waitFor({ state: 'visible' });
    assert.equal(await panel.evaluate((el) => getComputedStyle(el).zIndex), '1030');
    await page.mouse.move(600, 400);
    await seekTransitions(page, 90);
    assert.equal(await visible(), true, 'still there right after leaving');
    await seekTransitions(page, 1000);
    await page.locator('.s-navbar').getByRole('link', { name: 'Link six' }).waitFor({ state: 'hidden' });
    // Passing over it briefly does not open it.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await seekTransitions(page, 50);
    await page.mouse.move(600, 400);
    for (const time of [50, 150, 1000]) {
      await seekTransitions(page, time);
      assert.equal(await visible(), false, `still closed ${time} ms after passing`);
    }
    await page.context().close();
  });

  test('social icons show their names as tooltips', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/code`);
    const link = page.locator('.s-navbar').getByRole('link', { name: 'Link one' });
    assert.equal(await link.getAttribute('title'), null, 'no native title tooltip');
    await link.hover();
    assert.equal(await link.evaluate((el) => getComputedStyle(el, '::after').content), '"Link one"');
    await page.waitForFunction((name) => getComputedStyle(document.querySelector(`a[aria-label="${name}"]`)!, '::after').visibility === 'visible', 'Link one');
    await page.context().close();
  });
});

describe('image zoom (fixture)', () => {
  test('zooms into the @2x file beside the image, and closes on resize', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/images`);
    await appReady(page);
    const image = page.getByRole('img', { name: 'Diagram' });
    assert.equal(await image.getAttribute('data-zoom-src'), '/img/diagram@2x.svg');
    await page.locator('img.medium-zoom-image').first().waitFor();
    const loaded = page.waitForRequest((r) => r.url().endsWith('/img/diagram@2x.svg'));
    await zoomOpened(page, () => image.click());
    await loaded;
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.medium-zoom-image--opened')].some((img) => img.src.endsWith('/img/diagram@2x.svg')),
    );
    await page.setViewportSize({ width: 900, height: 700 });
    await page.waitForFunction(() => !document.querySelector('.medium-zoom-image--opened'));
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('warns on the console when the zoom file is missing and zooms the page image', async () => {
    const { page } = await openPage(env.browser);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(`${env.fixture.base}/guide/images`);
    await appReady(page);
    await page.locator('img.medium-zoom-image').first().waitFor();
    const image = page.getByRole('img', { name: 'Plain' });
    const warned = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('/img/missing@2x.svg'));
    await image.click();
    await page.locator('.medium-zoom-image--opened').first().waitFor();
    await warned;
    assert.ok(
      warnings.some((w) => w.includes('/img/missing@2x.svg')),
      `a warning names the file: ${warnings.join(' | ')}`,
    );
    await transitionsSettled(page);
    const src = await page.evaluate(() => document.querySelector<HTMLImageElement>('.medium-zoom-image--opened')?.src ?? '');
    assert.ok(src.endsWith('/img/plain.svg'), `the page image is zoomed: ${src}`);
    assert.equal(
      await page
        .locator('.medium-zoom-image--opened')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width > 320),
      true,
      'enlarged',
    );
    await page.context().close();
  });
});
