/** Collects the internal links and images of a page (with their positions) for the build's link check. */
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';

export interface LinkRef {
  url: string;
  line: number;
  column: number;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function remarkLinks(links: LinkRef[]) {
  return () => (tree: Root) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      const url = node.url;
      if (!url || EXTERNAL.test(url)) return;
      const start = node.position?.start ?? { line: 1, column: 1 };
      links.push({ url, line: start.line, column: start.column });
    });
  };
}
