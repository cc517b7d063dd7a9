/**
 * Gives every heading an id (an explicit `{#id}` suffix, else a GitHub-style slug),
 * and collects the page title (first H1), the table of contents (H2-H4) and all anchors.
 */
import GithubSlugger from 'github-slugger';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { Heading, Root, Text } from 'mdast';
import type { TocItem } from '../../shared/types.ts';

export interface HeadingInfo {
  h1?: string;
  toc: TocItem[];
  anchors: Set<string>;
  /** Plain text of the page, in the order the reader sees it (used for charIndex). */
  plainText: string;
}

const EXPLICIT_ID = /\s*\{#([\w-]+)\}\s*$/;

export function remarkHeadings(info: HeadingInfo) {
  return () => (tree: Root) => {
    const slugger = new GithubSlugger();
    let plain = '';
    for (const node of tree.children) {
      if (node.type === 'heading') {
        const id = takeExplicitId(node) ?? slugger.slug(mdastToString(node));
        const text = mdastToString(node).trim();
        node.data = { ...node.data, hProperties: { ...(node.data?.hProperties as object), id } };
        info.anchors.add(id);
        if (node.depth === 1 && info.h1 === undefined) info.h1 = text;
        if (node.depth >= 2 && node.depth <= 4) {
          const onlyText = node.children.every((c) => c.type === 'text');
          info.toc.push({ text, id, depth: node.depth, charIndex: onlyText ? plain.length : -1 });
        }
        plain += `${text}\n`;
      } else if (node.type !== 'yaml' && node.type !== 'mdxjsEsm') {
        const text = mdastToString(node);
        if (text) plain += `${text}\n`;
      }
    }
    info.plainText = plain;
  };
}

function takeExplicitId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec((last as Text).value);
  if (!match) return undefined;
  (last as Text).value = (last as Text).value.slice(0, match.index);
  // The id is not the heading's text in the file either: compile-page.ts's preprocess wrote it `\{#id}`.
  const end = last.position?.end;
  if (end?.offset !== undefined) last.position!.end = { line: end.line, column: end.column - match[0].length - 1, offset: end.offset - match[0].length - 1 };
  return match[1];
}
