import { describe, expect, it } from 'vitest';
import { cardFonts, renderCard, titleSizeOf } from './card-render.ts';

const card = { site: 'Rsbuild', title: '', section: '', tagline: '', meta: '' };
/** Private-use characters: no font has them, so they are drawn as the font's missing-glyph box. */
const MISSING = ['\ue000', '\ue001'];

describe('card rendering', () => {
  it('draws Chinese characters with real glyphs, not the missing-glyph box', async () => {
    const title = '提升构建性能简体中文';
    const fonts = await cardFonts(`${card.site}${title}${MISSING.join('')}`);
    const png = (text: string) => renderCard({ ...card, title: text }, fonts, undefined).then((data) => Buffer.from(data).toString('base64'));
    const box = await png(MISSING[0]);
    // The comparison sees a missing glyph: two characters no font has look the same.
    expect(await png(MISSING[1])).toBe(box);
    for (const char of title) expect(await png(char), char).not.toBe(box);
  }, 30_000);
  it('writes a 1200×630 PNG', async () => {
    const data = await renderCard({ ...card, title: 'mode' }, await cardFonts('Rsbuildmode'), undefined);
    const view = Buffer.from(data);
    expect(view.subarray(1, 4).toString()).toBe('PNG');
    expect([view.readUInt32BE(16), view.readUInt32BE(20)]).toEqual([1200, 630]);
  }, 30_000);
  it('steps long titles down, counting a Chinese character as two letters', () => {
    expect(titleSizeOf('mode')).toBe(80);
    expect(titleSizeOf('提升构建性能提升构建性能提升')).toBe(68);
    expect(titleSizeOf('x'.repeat(100))).toBe(44);
  });
});
