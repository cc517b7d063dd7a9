/**
 * Gives every Markdown image served from docs/public its intrinsic width and height, so the
 * browser reserves its box before the file arrives (no layout shift), and lets the browser
 * load and decode it lazily. Missing files are left to the link check, which lists them all.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visit } from 'unist-util-visit';
import { imageSize } from 'image-size';
import type { Element, Root } from 'hast';

/** Site-root path of a local image (`/images/a.svg?v=2` → `/images/a.svg`), or undefined. */
export function localImagePath(src: string): string | undefined {
  if (!src.startsWith('/') || src.startsWith('//')) return undefined;
  return decodeURIComponent(src.replace(/[?#].*$/, ''));
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
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img' || typeof node.properties.src !== 'string') return;
      const path = localImagePath(node.properties.src);
      const size = path && sizeOf(path);
      if (size && node.properties.width === undefined && node.properties.height === undefined) {
        node.properties.width = size.width;
        node.properties.height = size.height;
      }
      node.properties.loading ??= 'lazy';
      node.properties.decoding ??= 'async';
    });
  };
}
