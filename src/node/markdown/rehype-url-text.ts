/**
 * Marks the web links whose text already is their address (`<https://example.com>`, a bare URL) with the class
 * `s-url-text`: printed, the other web links show their address after their text (theme/styles/print.css).
 */
import { toString as hastToString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';

export const URL_TEXT_CLASS = 's-url-text';

/** Whether a link's text says its address: the same URL, give or take its scheme and a trailing slash. */
export function showsItsUrl(href: string, text: string): boolean {
  const bare = (url: string) =>
    url
      .trim()
      .replace(/^(https?:)?\/\//i, '')
      .replace(/\/$/, '')
      .toLowerCase();
  return /^https?:\/\//i.test(href) && bare(text) !== '' && bare(text) === bare(href);
}

export function rehypeUrlText() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const href = node.properties?.href;
      if (node.tagName !== 'a' || typeof href !== 'string' || !showsItsUrl(href, hastToString(node))) return;
      const classes = node.properties.className;
      node.properties.className = [...(Array.isArray(classes) ? classes : []), URL_TEXT_CLASS].map(String);
    });
  };
}
