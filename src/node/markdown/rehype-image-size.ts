/**
 * Gives every Markdown image served from docs/public its intrinsic width and height, so the
 * browser reserves its box before the file arrives (no layout shift), and lets the browser
 * load and decode it lazily. Missing files are left to the link check, which lists them all.
 * A `name@2x.ext` file beside the image becomes its zoomed version (`data-zoom-src`, read by medium-zoom).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visit } from 'unist-util-visit';
import { imageSize } from 'image-size';
import type { Element, Root } from 'hast';
import { safeDecodeURIComponent } from '../../shared/safe-decode.ts';

/** Site-root path of a local image (`/images/a.svg?v=2` → `/images/a.svg`), or undefined. */
export function localImagePath(src: string): string | undefined {
  if (!src.startsWith('/') || src.startsWith('//')) return undefined;
  return safeDecodeURIComponent(src.replace(/[?#].*$/, ''));
}

/** `/images/a.png` → `/images/a@2x.png`; undefined for a path without extension or already @2x. */
export function retinaPathOf(path: string): string | undefined {
  const m = /^(.*[^/])(\.[A-Za-z0-9]+)$/.exec(path);
  if (!m || m[1].endsWith('@2x')) return undefined;
  return `${m[1]}@2x${m[2]}`;
}

export function rehypeImageSize(publicDir: string) {
  const sizes = new Map<string, { width: number; height: number } | undefined>();
  const sizeOf = (path: string) => {
    if (!sizes.has(path)) {
      try {
        const { width, height } = imageSize(readFileSync(join(publicDir, path)));
        sizes.set(path, width && height ? { width, height } : undefined);
      } catch {
        sizes.set(path, undefined);
      }
    }
    return sizes.get(path);
  };
  const retinaOf = (path: string) => {
    const retina = retinaPathOf(path);
    return retina && existsSync(join(publicDir, retina)) ? retina : undefined;
  };
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img' || typeof node.properties.src !== 'string') return;
      const path = localImagePath(node.properties.src);
      const size = path && sizeOf(path);
      if (size && node.properties.width === undefined && node.properties.height === undefined) {
        node.properties.width = size.width;
        node.properties.height = size.height;
      }
      const retina = path && node.properties.dataZoomSrc === undefined ? retinaOf(path) : undefined;
      if (retina) node.properties.dataZoomSrc = encodeURI(retina);
      node.properties.loading ??= 'lazy';
      node.properties.decoding ??= 'async';
    });
  };
}
