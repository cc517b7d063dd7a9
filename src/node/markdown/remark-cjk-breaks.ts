/**
 * Joins the lines of a hard-wrapped Chinese paragraph. Browsers render a line break inside a
 * paragraph as a space, which Chinese text does not have: `第一个\n空闲端口` would read
 * `第一个 空闲端口`. A break between two CJK characters (or CJK punctuation) is removed;
 * one next to Latin text stays a space, as it would be typed.
 */
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';

const CJK = '\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef';
const BREAK_BETWEEN_CJK = new RegExp(`([${CJK}])[ \\t]*\\r?\\n[ \\t]*(?=[${CJK}])`, 'gu');

export function joinCjkLines(text: string): string {
  return text.replace(BREAK_BETWEEN_CJK, '$1');
}

export function remarkCjkBreaks() {
  return (tree: Root) => {
    visit(tree, 'text', (node) => {
      if (node.value.includes('\n')) node.value = joinCjkLines(node.value);
    });
  };
}
