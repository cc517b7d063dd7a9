/** Collects the links and images of a page with their positions: the build checks the internal ones, check:i18n the MDN ones. */
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';

export interface LinkRef {
  url: string;
  line: number;
  column: number;
}

export function remarkLinks(links: LinkRef[]) {
  return () => (tree: Root) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      const url = node.url;
      if (!url) return;
      const start = node.position?.start ?? { line: 1, column: 1 };
      links.push({ url, line: start.line, column: start.column });
    });
  };
}
