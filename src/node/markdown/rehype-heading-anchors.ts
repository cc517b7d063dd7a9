/**
 * Appends a `#` permalink to every content H2-H4 (their ids come from remark-headings). The link has an
 * accessible name of its own ("Permalink to …"), so it is neither hidden nor announced as a bare "#".
 * It is added after the table of contents was read, so outline and search never see the `#`.
 */
import { toString as hastToString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';

const ANCHORED = new Set(['h2', 'h3', 'h4']);

export function rehypeHeadingAnchors(label: (title: string) => string) {
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const id = node.properties?.id;
      if (!ANCHORED.has(node.tagName) || typeof id !== 'string') return;
      const title = hastToString(node).trim();
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['s-header-anchor'], href: `#${id}`, ariaLabel: label(title) },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
