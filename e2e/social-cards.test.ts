/**
 * Social cards as a shared link shows them: the page's og:image is a 1200×630 PNG at that URL (on this server), and
 * a Chinese title is drawn with Chinese glyphs, not with the font's missing-glyph boxes.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { cardOfPage, logoFileOf } from '../src/node/build/social-cards/social-cards.ts';
import { charactersOf } from '../src/node/build/social-cards/card-content.ts';
import { cardFonts, logoDataUrl, renderCard } from '../src/node/build/social-cards/card-render.ts';
import { loadSiteModel, sitePaths, type SiteModel } from '../src/node/site-model.ts';
import { appReady, buildFixture, openPage, withSites } from './harness.ts';

/** e2e/fixtures/blocks, whose cards are made with the site's defaults. */
const env = withSites({ fixture: () => buildFixture('blocks') });
let model: SiteModel;

before(async () => {
  model = await loadSiteModel(sitePaths(join(import.meta.dirname, 'fixtures/blocks')));
});

const EN = '/guide/components';
const ZH = '/zh/guide/components';

const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"], meta[name="${property}"]`).getAttribute('content');

/** The page's og:image, checked against the site's origin, as a URL on the test server. */
async function cardUrlOf(page: Page): Promise<string> {
  const image = (await meta(page, 'og:image')) ?? '';
  assert.ok(image.startsWith(`${model.config.siteUrl}/`), `og:image is absolute on the site: ${image}`);
  return env.fixture.base + new URL(image).pathname;
}

/** Opens a card as a reader's browser does and returns the size it shows. */
async function openImage(page: Page, url: string): Promise<{ type: string; width: number; height: number }> {
  const response = await page.goto(url);
  assert.equal(response?.status(), 200, url);
  await page.waitForFunction(() => document.images[0]?.complete && document.images[0].naturalWidth > 0);
  const size = await page.evaluate(() => ({ width: document.images[0].naturalWidth, height: document.images[0].naturalHeight }));
  return { type: response?.headers()['content-type'] ?? '', ...size };
}

/** The share of pixels that differ between two PNGs, as Chromium decodes them. */
function pixelDifference(page: Page, a: Uint8Array, b: Uint8Array): Promise<number> {
  const urls = [a, b].map((png) => `data:image/png;base64,${Buffer.from(png).toString('base64')}`);
  return page.evaluate(async (sources) => {
    const images = await Promise.all(
      sources.map(
        (src) =>
          new Promise<HTMLImageElement>((resolve, reject) => {
            const img = new Image();
            img.onload = () => resolve(img);
            img.onerror = reject;
            img.src = src;
          }),
      ),
    );
    const pixels = images.map((img) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      return context.getImageData(0, 0, canvas.width, canvas.height).data;
    });
    let different = 0;
    for (let i = 0; i < pixels[0].length; i += 4) if (Math.abs(pixels[0][i] - pixels[1][i]) > 32) different++;
    return different / (pixels[0].length / 4);
  }, urls);
}

describe('social cards', () => {
  for (const [path, alt] of [
    [EN, 'Components - Blocks'],
    [ZH, '组件 - Blocks'],
  ]) {
    it(`${path}: og:image is a 1200×630 PNG, announced as a large card`, async () => {
      const { page, errors } = await openPage(env.browser);
      await page.goto(env.fixture.base + path);
      assert.equal(await meta(page, 'og:image:alt'), alt);
      assert.equal(await meta(page, 'og:image:width'), '1200');
      assert.equal(await meta(page, 'og:image:height'), '630');
      assert.equal(await meta(page, 'twitter:card'), 'summary_large_image');
      assert.deepEqual(await openImage(page, await cardUrlOf(page)), { type: 'image/png', width: 1200, height: 630 });
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }

  it('draws the Chinese title with real glyphs', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(env.fixture.base + ZH);
    const built = new Uint8Array(await (await fetch(await cardUrlOf(page))).arrayBuffer());
    const card = cardOfPage(model, model.pages.find((p) => p.routePath === ZH)!);
    assert.equal(card.title, '组件');
    const logoFile = logoFileOf(model);
    const logo = logoFile && logoDataUrl(logoFile);
    // The same card with fonts that lack the title's characters: each is drawn as the missing-glyph box.
    const boxed = await renderCard(card, await cardFonts(charactersOf([{ ...card, title: '' }])), logo);
    await page.goto('about:blank');
    // A title glyph drawn in place of its box changes about 0.4 % of the card's pixels.
    assert.ok((await pixelDifference(page, built, boxed)) > 0.002 * card.title.length, 'the built card differs from one drawn with missing-glyph boxes');
    assert.equal(await pixelDifference(page, built, built), 0);
    // Character by character: none is drawn as the box that a character no font has gets.
    const fonts = await cardFonts(`${charactersOf([card])}\ue000`);
    const alone = (title: string) => renderCard({ ...card, title, section: '', meta: '' }, fonts, logo);
    const box = await alone('\ue000');
    for (const char of card.title) assert.ok((await pixelDifference(page, await alone(char), box)) > 0.001, `${char} has a glyph`);
    await page.context().close();
  });

  it('keeps og:image in step when the reader moves to another page', async () => {
    const { page, errors } = await openPage(env.browser);
    await page.goto(env.fixture.base + EN);
    await appReady(page);
    await page.locator('.s-sidebar').getByRole('link', { name: 'Code blocks' }).click();
    await page.waitForURL(/\/guide\/code$/);
    await page.waitForFunction(() => document.querySelector('meta[property="og:image"]')?.getAttribute('content')?.endsWith('/og/guide/code.png'));
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('gives the home page a card with the site name and tagline, and the 404 page none', async () => {
    const { page } = await openPage(env.browser);
    await page.goto(`${env.fixture.base}/zh/`);
    assert.deepEqual(await openImage(page, await cardUrlOf(page)), { type: 'image/png', width: 1200, height: 630 });
    const home = cardOfPage(model, model.pages.find((p) => p.routePath === '/zh/')!);
    assert.equal(home.title, 'Blocks');
    assert.equal(home.tagline, '主题的每个组件');
    await page.goto(`${env.fixture.base}/no-such-page`);
    assert.equal(await page.locator('meta[property="og:image"]').count(), 0);
    assert.equal(await meta(page, 'twitter:card'), 'summary');
    await page.context().close();
  });
});
