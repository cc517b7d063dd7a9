/**
 * "Was this page helpful?" at the end of doc pages: loaded only near the end of the page, "Yes"
 * thanks the reader (and a reload does not ask again), "No" opens a prefilled GitHub issue in a new
 * tab. The page itself sends nothing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import { afterFrames, appReady, axeViolations, buildFixture, openPage, type Site, withSites } from './harness.ts';

const env = withSites({
  /** e2e/fixtures/blocks: one version, feedback to github.com/example/blocks, long pages in both languages. */
  blocks: () => buildFixture('blocks'),
  /** e2e/fixtures/versions: two versions, feedback to github.com/example/fixture. */
  versions: () => buildFixture('versions'),
  /** e2e/fixtures/minimal: no feedback repository. */
  minimal: () => buildFixture('minimal'),
});

const TEXTS = {
  en: { question: 'Was this page helpful?', yes: 'Yes', no: 'No', lookingFor: 'What were you looking for?', openIssue: 'Open an issue on GitHub' },
  zh: { question: '此页面对你有帮助吗？', yes: '有帮助', no: '没有帮助', lookingFor: '你想找的是什么内容？', openIssue: '在 GitHub 上创建 issue' },
};

/** Opens a page, recording every request it makes from the start. */
async function open(path: string, options: Parameters<typeof openPage>[1] = {}, site: Site = env.blocks) {
  const watched = await openPage(env.browser, options);
  const requests: Request[] = [];
  watched.page.on('request', (request) => requests.push(request));
  await watched.page.goto(site.base + path);
  await appReady(watched.page);
  return { ...watched, requests };
}

const isFeedbackChunk = (request: Request) => /\/assets\/PageFeedback\.[\w-]+\.js$/.test(request.url());
/** The router's route manifest, which it fetches on its own schedule. */
const isRouteManifest = (request: Request) => /\/assets\/routes\.[\w-]+\.json$/.test(request.url());

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/**
 * The heading the reader is in, by the rule the outline follows: the last H2/H3 whose top is above the line under
 * the navbar; null above the first one.
 */
function headingAboveTop(page: Page) {
  return page.evaluate(() => {
    const line = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + 8;
    const above = [...document.querySelectorAll('.s-doc-body h2[id], .s-doc-body h3[id]')].filter((h) => h.getBoundingClientRect().top <= line);
    const heading = above[above.length - 1];
    return heading ? { id: heading.id, text: (heading.firstChild?.textContent ?? '').trim() } : null;
  });
}

describe('page feedback', () => {
  const cases = [
    { site: 'blocks', repository: 'example/blocks', path: '/guide/components', lang: 'en', version: '', long: true },
    { site: 'blocks', repository: 'example/blocks', path: '/zh/guide/components', lang: 'zh', version: '', long: true },
    { site: 'versions', repository: 'example/fixture', path: '/1.x/zh/guide/start', lang: 'zh', version: '1.x', long: false },
  ] as const;
  for (const { site: siteName, repository, path, lang, version, long } of cases) {
    it(`"No" on ${path} (${siteName}) opens a new issue prefilled with the page, ${version ? 'version, ' : ''}language, heading in view and the reader's text`, async () => {
      const site = env[siteName];
      const { page, errors, requests } = await open(path, {}, site);
      const t = TEXTS[lang];
      if (long) {
        assert.ok(await page.evaluate(() => document.documentElement.scrollHeight > 2 * innerHeight), 'the page is long');
        assert.equal(requests.filter(isFeedbackChunk).length, 0, 'the question loads only near the end of the page');
      }
      await scrollToEnd(page);
      const no = page.getByRole('button', { name: t.no, exact: true });
      await no.waitFor();
      assert.ok(await page.getByRole('region', { name: t.question }).isVisible());
      const heading = await headingAboveTop(page);
      const sent = requests.length;

      await no.click();
      const textbox = page.getByRole('textbox', { name: t.lookingFor });
      await textbox.waitFor();
      assert.ok(await textbox.evaluate((el) => el === document.activeElement), 'focus moves into the text box');
      const link = page.getByRole('link', { name: t.openIssue });
      const bodyOf = async () => new URL((await link.getAttribute('href'))!).searchParams.get('body')!;
      assert.ok((await bodyOf()).endsWith('(not filled in)'), 'the link is there before anything is typed');
      const text = lang === 'en' ? 'The --port flag & its default? 100% sure' : '找不到 --port 参数的默认值 & 说明';
      await textbox.pressSequentially(text);

      const href = (await link.getAttribute('href'))!;
      const url = new URL(href);
      assert.equal(url.origin + url.pathname, `https://github.com/${repository}/issues/new`);
      assert.equal(url.searchParams.get('labels'), 'documentation');
      assert.equal(await link.getAttribute('target'), '_blank');
      const body = url.searchParams.get('body')!;
      const pageUrl = site.base + path;
      assert.ok(body.includes(`**Page:** ${pageUrl}\n`), body);
      if (version) assert.ok(body.includes(`**Version:** ${version}\n`), body);
      else assert.ok(!body.includes('**Version:**'), `a site of one version names none: ${body}`);
      assert.ok(body.includes(`**Language:** ${lang}\n`), body);
      const section = heading ? `[${heading.text}](${pageUrl}#${heading.id})` : '(top of the page)';
      assert.ok(body.includes(`**Section:** ${section}`), `${body}\n(expected ${section})`);
      assert.ok(body.endsWith(text), body);

      // GitHub is not reached from the test: the new tab gets a stand-in page at the same URL.
      await page.context().route('https://github.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>New issue</title>' }));
      const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await popup.waitForURL((u) => u.origin === 'https://github.com');
      assert.equal(popup.url(), href);
      await page
        .getByRole('status')
        .filter({ hasText: lang === 'en' ? 'Submit the issue on GitHub' : '在 GitHub 上提交 issue' })
        .waitFor();

      // Typing and opening the issue made no request from the page; nothing it asked for left the site, and nothing was fetched by script.
      assert.deepEqual(
        requests
          .slice(sent)
          .filter((r) => !isRouteManifest(r))
          .map((r) => r.url()),
        [],
      );
      assert.deepEqual(
        requests.filter((r) => !r.url().startsWith(site.base)).map((r) => r.url()),
        [],
      );
      assert.equal(requests.filter(isFeedbackChunk).length, 1);
      const scripted = requests.filter((r) => ['fetch', 'xhr', 'ping', 'eventsource', 'websocket'].includes(r.resourceType()));
      assert.ok(scripted.every(isRouteManifest), `only the router's own manifest is fetched: ${scripted.map((r) => r.url())}`);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }

  it('"Yes" thanks the reader in place, and a reload of that page does not ask again', async () => {
    const { page, errors, requests } = await open('/guide/components');
    await scrollToEnd(page);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Thanks for your feedback!' });
    await thanks.waitFor();
    assert.ok(await thanks.evaluate((el) => el === document.activeElement), 'focus moves to the thanks');
    assert.equal(await page.getByRole('button', { name: 'No', exact: true }).count(), 0);
    assert.deepEqual(
      requests.filter((r) => !r.url().startsWith(env.blocks.base)).map((r) => r.url()),
      [],
    );

    await page.reload();
    await appReady(page);
    await scrollToEnd(page);
    await page.locator('.s-page-feedback-thanks').filter({ hasText: 'Thanks for your feedback!' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Yes', exact: true }).count(), 0);

    // Another page still asks.
    await page.goto(`${env.blocks.base}/guide/tabs`);
    await appReady(page);
    await scrollToEnd(page);
    await page.getByRole('button', { name: 'Yes', exact: true }).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('asks again on the next page after an in-app navigation', async () => {
    const { page, errors } = await open('/guide/tabs');
    await scrollToEnd(page);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByRole('textbox', { name: 'What were you looking for?' }).waitFor();
    const next = page.locator('.s-prev-next a[rel="next"]');
    const title = (await next.locator('.s-prev-next-title').textContent())!;
    await next.click();
    await page.locator('main h1', { hasText: title }).waitFor();
    await scrollToEnd(page);
    await page.getByRole('button', { name: 'No', exact: true }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'What were you looking for?' }).count(), 0);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    it(`is accessible in the ${colorScheme} theme, asking and with the form open`, async () => {
      const { page, errors } = await open('/1.x/zh/guide/start', { colorScheme, width: 390 }, env.versions);
      await scrollToEnd(page);
      await page.getByRole('button', { name: TEXTS.zh.no, exact: true }).waitFor();
      assert.deepEqual(await axeViolations(page, '.s-page-feedback'), []);
      await page.getByRole('button', { name: TEXTS.zh.no, exact: true }).click();
      await page.getByRole('textbox', { name: TEXTS.zh.lookingFor }).waitFor();
      assert.deepEqual(await axeViolations(page, '.s-page-feedback'), []);
      assert.deepEqual(errors, []);
      await page.context().close();
    });

  it('holds its place before it loads, so the page does not move when it appears', async () => {
    const { page } = await open('/guide/components');
    const box = page.locator('.s-page-feedback');
    const before = (await box.boundingBox())!;
    await scrollToEnd(page);
    await page.getByRole('button', { name: 'Yes', exact: true }).waitFor();
    await afterFrames(page);
    const after = (await box.boundingBox())!;
    assert.equal(after.height, before.height);
    await page.context().close();
  });

  it('is absent from a site whose config sets no feedback repository', async () => {
    const { page } = await open('/getting-started', {}, env.minimal);
    await scrollToEnd(page);
    await afterFrames(page);
    assert.equal(await page.locator('.s-doc-footer').count(), 1);
    assert.equal(await page.locator('.s-page-feedback').count(), 0);
    await page.context().close();
  });
});
