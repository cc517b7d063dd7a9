/** Tabs, package-manager tabs and code blocks as a reader uses them. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appReady, buildFixture, openPage, pageSettled, pauseClock, trackLayoutShift, withSites } from './harness.ts';

const env = withSites({
  /** e2e/fixtures/blocks: package-manager tabs, code-block meta and every tab option. */
  fixture: () => buildFixture('blocks'),
});

/** A page with two package-manager groups (`add -D blocks`, then `add vue`) and a titled code block of long lines. */
const COMPONENTS = '/guide/components';

describe('package-manager tabs', () => {
  it('shares the chosen manager live across the page and keeps it on the next visit without a shift', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.addInitScript(trackLayoutShift);
    await page.goto(env.fixture.base + COMPONENTS);
    await appReady(page);
    const groups = page.locator('[role="tablist"]');
    assert.ok((await groups.count()) >= 2, 'the page has several package-manager tab groups');
    const firstPanel = page.locator('[role="tabpanel"]:visible').first();
    assert.match((await firstPanel.textContent()) ?? '', /^npm /);
    await groups.first().getByRole('tab', { name: 'pnpm' }).click();
    assert.equal(await groups.first().getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected'), 'true');
    assert.equal(await groups.nth(1).getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected'), 'true', 'the other group followed');
    assert.match((await page.locator('[role="tabpanel"]:visible').first().textContent()) ?? '', /^pnpm /);
    assert.equal(await page.evaluate(() => localStorage.getItem('tabs-group:package.manager')), 'pnpm');
    await page.reload();
    await pageSettled(page);
    assert.equal(await groups.first().getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), 0);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('shows a stored choice on the first paint, with the CPU 4x slower, and never switches it afterwards', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/`);
    await page.evaluate(() => localStorage.setItem('tabs-group:package.manager', 'yarn'));
    // At the first contentful paint (this observer is registered before the page's own, which starts the
    // app), note the selected tab and panel of every group; then note every later change of a tab.
    await page.addInitScript(() => {
      const w = window as unknown as { atPaint?: string[]; switched: string[] };
      w.switched = [];
      // No named local functions here: the test's compiler would wrap them in a helper the page lacks.
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        w.atPaint = [...document.querySelectorAll('.s-tabs[data-tab-group]')].map((group) => {
          const tab = group.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-tab-value');
          const panels = [...group.querySelectorAll(':scope > [role="tabpanel"]')];
          return `${tab}:${panels.filter((p) => !(p as HTMLElement).hidden).length}`;
        });
        new MutationObserver((records) => {
          // A tab that becomes selected (setting the selected one again changes nothing on screen).
          for (const r of records)
            if (r.oldValue !== 'true' && (r.target as Element).getAttribute('aria-selected') === 'true')
              w.switched.push((r.target as Element).getAttribute('data-tab-value')!);
        }).observe(document, { subtree: true, attributeFilter: ['aria-selected'], attributeOldValue: true });
      }).observe({ type: 'paint', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(env.fixture.base + COMPONENTS);
    await appReady(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const { atPaint, switched } = await page.evaluate(() => {
      const w = window as unknown as { atPaint: string[]; switched: string[] };
      return { atPaint: w.atPaint, switched: w.switched };
    });
    assert.ok(atPaint.length >= 2, 'the page has several package-manager groups');
    assert.deepEqual(
      atPaint,
      atPaint.map(() => 'yarn:1'),
    );
    assert.deepEqual(switched, []);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('shows each manager its own form of a command', async () => {
    const { page } = await openPage(env.browser, { width: 375 });
    await page.goto(env.fixture.base + COMPONENTS);
    await appReady(page);
    // The page's second command is written `add vue` in npm form.
    const group = page.locator('[role="tablist"]').nth(1);
    await group.getByRole('tab', { name: 'yarn' }).click();
    assert.equal(((await page.locator('[role="tabpanel"]:visible').nth(1).textContent()) ?? '').trim(), 'yarn add vue');
    await group.getByRole('tab', { name: 'npm', exact: true }).click();
    assert.equal(((await page.locator('[role="tabpanel"]:visible').nth(1).textContent()) ?? '').trim(), 'npm add vue');
    await page.context().close();
  });
});

describe('code blocks', () => {
  it('copies the code and shows the success mark for 2 s', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.fixture.base });
    await page.clock.install();
    await page.goto(env.fixture.base + COMPONENTS);
    await appReady(page);
    const block = page.locator('.s-code-block').filter({ hasText: 'strictPort' }).first();
    await block.hover();
    await pauseClock(page);
    await block.getByRole('button', { name: 'Copy code' }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(text, /^\/\/ The dev server listens on this port;/);
    assert.match(text, /\nexport default \{ server: \{ port: 8080,/);
    await page.clock.runFor(1900);
    assert.equal(await block.getByRole('button', { name: 'Copied' }).count(), 1, 'still marked before 2 s');
    await page.clock.runFor(100);
    await page.clock.resume();
    await block.getByRole('button', { name: 'Copy code' }).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('wraps long lines per block with its toggle', async () => {
    const { page } = await openPage(env.browser, { width: 375 });
    await page.goto(env.fixture.base + COMPONENTS);
    await appReady(page);
    const block = page.locator('.s-code-block').filter({ hasText: 'strictPort' }).first();
    const pre = block.locator('pre');
    const toggle = block.getByRole('button', { name: 'Toggle line wrap' });
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
    const scrollsBefore = await pre.evaluate((el) => el.scrollWidth > el.clientWidth);
    assert.equal(scrollsBefore, true, 'long lines scroll on a phone');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    assert.equal(await pre.evaluate((el) => el.scrollWidth > el.clientWidth), false, 'wrapped');
    assert.equal(await page.locator('.s-code-block pre.s-wrap').count(), 1, 'only this block');
    await page.context().close();
  });

  it('shows a title and highlights in both themes', async () => {
    const { page } = await openPage(env.browser, { colorScheme: 'dark' });
    await page.goto(env.fixture.base + COMPONENTS);
    const block = page.locator('.s-code-block').filter({ hasText: 'strictPort' }).first();
    assert.equal(await block.locator('.s-code-title').textContent(), 'blocks.config.ts');
    const colors = await block
      .locator('pre span[style]')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    assert.notEqual(colors, 'rgb(0, 0, 0)');
    await page.context().close();
  });
});

describe('code-block meta (fixture)', () => {
  it('marks highlighted and diff lines, keeps every line number, and copies without the removed line', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.fixture.base });
    await page.goto(`${env.fixture.base}/guide/code`);
    await pageSettled(page);
    const block = page.locator('.s-code-block').filter({ has: page.locator('.s-code-title', { hasText: 'diff.ts' }) });
    const lines = block.locator('.line');
    assert.equal(await lines.count(), 5);
    const classes = await lines.evaluateAll((els) =>
      els.map((el) =>
        [...el.classList]
          .filter((c) => c !== 'line')
          .sort()
          .join(' '),
      ),
    );
    assert.deepEqual(classes, ['highlighted', 'diff remove', 'add diff', 'highlighted', '']);
    // Every line shows its number (::before) and diff lines also their marker (::after).
    const pseudo = await lines.evaluateAll((els) =>
      els.map((el) => ({
        number: getComputedStyle(el, '::before').content,
        marker: getComputedStyle(el, '::after').content,
        textX: Math.round(el.querySelector('span')!.getBoundingClientRect().left),
        lineX: Math.round(el.getBoundingClientRect().left),
      })),
    );
    assert.ok(
      pseudo.every((p) => p.number !== 'none' && p.number !== 'normal'),
      'every line has its number',
    );
    assert.deepEqual(
      pseudo.map((p) => p.marker),
      ['none', '"-"', '"+"', 'none', 'none'],
    );
    assert.equal(new Set(pseudo.map((p) => p.textX)).size, 1, 'code starts at the same x on every line, numbered or marked');
    const pre = await block.locator('pre').boundingBox();
    assert.ok(pseudo[0].textX - pre!.x > 40, 'the text starts after the gutter and the number');
    assert.equal(await page.evaluate(() => document.querySelectorAll('.s-line-numbers .line').length), 5, 'line numbers only where asked');
    assert.equal(await block.locator('pre').evaluate((el) => el.classList.contains('s-wrap')), true, 'wrap meta');
    assert.equal(await block.getByRole('button', { name: 'Toggle line wrap' }).getAttribute('aria-pressed'), 'true');

    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(text.split('\n').length, 4);
    assert.doesNotMatch(text, /removed/);
    assert.match(text, /^const first = 'highlighted';\nconst added = 'new';/);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('wraps the wrap-meta block on a phone instead of scrolling it', async () => {
    const { page } = await openPage(env.browser, { width: 375, colorScheme: 'dark' });
    await page.goto(`${env.fixture.base}/guide/code`);
    const pre = page.locator('.s-code-block pre').first();
    assert.equal(await pre.evaluate((el) => el.scrollWidth > el.clientWidth), false);
    await page.context().close();
  });
});

describe('tabs options (fixture)', () => {
  it('labels unlabelled tabs with their values', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/tabs`);
    await appReady(page);
    const group = page.getByRole('tablist').nth(0);
    assert.deepEqual(await group.getByRole('tab').allTextContents(), ['alpha', 'beta']);
    await group.getByRole('tab', { name: 'beta' }).click();
    assert.equal(await page.getByRole('tabpanel', { name: 'beta' }).textContent(), 'Beta content');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('opens on defaultValue, centres with tabPosition and moves with the arrow keys', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/tabs`);
    await appReady(page);
    const group = page.getByRole('tablist').nth(1);
    assert.equal(await group.getByRole('tab', { name: 'Two' }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.getByRole('tabpanel', { name: 'Two' }).textContent(), 'Second panel');
    assert.equal(await group.evaluate((el) => getComputedStyle(el).justifyContent), 'center');
    const tabs = await group.getByRole('tab').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
    const list = (await group.boundingBox())!;
    const left = tabs[0].left - list.x;
    const right = list.x + list.width - tabs[2].right;
    assert.ok(Math.abs(left - right) < 2 && left > 100, 'the tabs sit in the middle');

    await group.getByRole('tab', { name: 'Two' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await group.getByRole('tab', { name: 'Three' }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Three');
    await page.keyboard.press('ArrowRight');
    assert.equal(await group.getByRole('tab', { name: 'One' }).getAttribute('aria-selected'), 'true', 'wraps to the first');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Three', 'and back to the last');
    assert.equal(await page.getByRole('tabpanel', { name: 'Three' }).textContent(), 'Third panel');
    await page.context().close();
  });

  it('keeps two groups with the same groupId in step, on the page and in another browser tab', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/guide/tabs`);
    await appReady(page);
    const other = await page.context().newPage();
    await other.goto(`${env.fixture.base}/guide/tabs`);
    await appReady(other);
    const [a, b] = [page.getByRole('tablist').nth(2), page.getByRole('tablist').nth(3)];
    assert.equal(await b.getByRole('tab', { name: 'macOS' }).getAttribute('aria-selected'), 'true');
    await a.getByRole('tab', { name: 'Linux' }).click();
    assert.equal(await b.getByRole('tab', { name: 'Linux' }).getAttribute('aria-selected'), 'true', 'the second group followed');
    assert.equal(await page.getByText('Linux B').isVisible(), true);
    assert.equal(await page.getByRole('tablist').nth(0).getByRole('tab', { name: 'alpha' }).getAttribute('aria-selected'), 'true', 'other groups stay');
    // The other tab hears of it through the storage event.
    await other.waitForFunction(() => document.querySelectorAll('[role="tablist"]')[3]?.querySelector('[aria-selected="true"]')?.textContent === 'Linux');
    assert.equal(await other.getByText('Linux A').isVisible(), true);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
