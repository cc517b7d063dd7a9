/**
 * The prose of a page as its author wrote it: the source text of every text a reader sees
 * (paragraphs, headings, list items, table cells, callout titles, link texts, the children of
 * JSX elements), one entry per source line with the line and column it starts at. Checks that
 * look for words (placeholders, a translation's glossary) read these, so a finding points at
 * the place to edit. Not prose: code, inline code, link targets and bare URLs, JSX attributes,
 * imports, expressions, HTML and explicit heading ids (remark-headings.ts takes those off).
 */
import type { Link, Nodes, Root, Text } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { calloutLabelOf } from './remark-containers.ts';

export interface ProseLine {
  /** 1-based line in the page file. */
  line: number;
  /** 1-based column of `text`'s first character. */
  column: number;
  text: string;
}

/** An autolink (`<https://…>`, a bare `https://…` or `www.…`) shows its target: code, not prose. */
function isBareUrl(node: Link): boolean {
  const text = mdastToString(node);
  return node.url === text || node.url.endsWith(`//${text}`) || node.url === `mailto:${text}`;
}

/** Splits a text node's source across its lines. */
function proseLinesOf(source: string, node: Text): ProseLine[] {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return []; // written by a plugin, not the author
  return source
    .slice(start.offset, end.offset)
    .split('\n')
    .map((text, i) => ({ line: start.line + i, column: i ? 1 : start.column, text }));
}

/**
 * Collects the page's prose into `out` (after what is there, e.g. the frontmatter's values),
 * sorted by place. Runs after remark-headings (ids are off the heading text) and
 * remark-containers (generated callout labels are marked).
 */
export function remarkProse(out: ProseLine[]) {
  return () => (tree: Root, vfile: { value: unknown }) => {
    const source = String(vfile.value);
    const walk = (node: Nodes) => {
      // Code, HTML, ESM and expressions hold a value, not children: only text nodes are read.
      if (calloutLabelOf(node) === 'type' || (node.type === 'link' && isBareUrl(node))) return;
      if (node.type === 'text') out.push(...proseLinesOf(source, node));
      else if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
    };
    walk(tree);
    out.sort((a, b) => a.line - b.line || a.column - b.column);
  };
}
