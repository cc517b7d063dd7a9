import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { rehypeImageSize, retinaPathOf } from './rehype-image-size.ts';

const svg = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"></svg>`;

function run(publicDir: string, src: string, extra: Element['properties'] = {}): Element['properties'] {
  const img: Element = { type: 'element', tagName: 'img', properties: { src, ...extra }, children: [] };
  const tree: Root = { type: 'root', children: [img] };
  rehypeImageSize(publicDir)()(tree);
  return img.properties;
}

describe('retinaPathOf', () => {
  it('names the @2x file beside an image', () => {
    expect(retinaPathOf('/images/a.png')).toBe('/images/a@2x.png');
    expect(retinaPathOf('/a.b/c.webp')).toBe('/a.b/c@2x.webp');
    expect(retinaPathOf('/images/a@2x.png')).toBeUndefined();
    expect(retinaPathOf('/images/noext')).toBeUndefined();
  });
});

describe('rehypeImageSize zoom source', () => {
  const publicDir = mkdtempSync(join(tmpdir(), 'public-'));
  mkdirSync(join(publicDir, 'img'));
  writeFileSync(join(publicDir, 'img/shot.svg'), svg(320, 200));
  writeFileSync(join(publicDir, 'img/shot@2x.svg'), svg(640, 400));
  writeFileSync(join(publicDir, 'img/plain.svg'), svg(100, 50));

  it('points the zoom at the @2x file when it exists, keeping the page image size', () => {
    const props = run(publicDir, '/img/shot.svg?v=1');
    expect(props.dataZoomSrc).toBe('/img/shot@2x.svg');
    expect([props.width, props.height]).toEqual([320, 200]);
  });
  it('adds no zoom source without a @2x file, and keeps one written by the author', () => {
    expect(run(publicDir, '/img/plain.svg').dataZoomSrc).toBeUndefined();
    expect(run(publicDir, '/img/shot.svg', { dataZoomSrc: '/big.svg' }).dataZoomSrc).toBe('/big.svg');
    expect(run(publicDir, 'https://example.com/img/shot.svg').dataZoomSrc).toBeUndefined();
  });
});
