/**
 * Content rules every page follows, read from the page tree inside the compile (reported by
 * `npm run check:docs`, each problem at its `line:column`):
 * - at least MIN_PROSE_WORDS words of prose. Prose is the text a reader sees outside code blocks:
 *   headings, paragraphs, lists, tables, callout titles, link texts and image descriptions, not
 *   link targets, JSX attributes, imports or the frontmatter; an inline code span counts as one
 *   word. Chinese has no spaces, so CJK characters count as CJK_CHARS_PER_WORD per word (a common
 *   rule of thumb for translated technical text), plus the Latin words in it. Home, custom and
 *   blank pages (no prose by design) are exempt.
 * - no placeholder words (TODO, TBD, FIXME, lorem, "coming soon") in prose or in the frontmatter's texts;
 * - every code fence names its language;
 * - the site's own rule (`contentLint` in site.config.ts), e.g. the items its reference pages need.
 */
import type { Nodes, Root } from 'mdast';
import type { Frontmatter } from '../../shared/types.ts';
import { calloutLabelOf } from '../markdown/remark-containers.ts';
import type { ProseLine } from '../markdown/remark-prose.ts';

export const MIN_PROSE_WORDS = 120;
export const CJK_CHARS_PER_WORD = 2;

const PLACEHOLDER = /\b(?:TODO|TBD|FIXME)\b|\blorem\b|\bcoming soon\b/i;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/g;
const EXEMPT_PAGE_TYPES = new Set(['home', 'custom', 'blank']);
/** Nodes that are code or markup, not prose. */
const NOT_PROSE = new Set(['code', 'yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'definition']);
/** Nodes whose children are inline text: joined without spaces. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell', 'mdxJsxTextElement']);

export interface LintFinding {
  line: number;
  column: number;
  reason: string;
}

/**
 * A site's rule for its pages (the default export of its `contentLint` module in site.config.ts):
 * the findings of one page tree; `file` is the path the page is compiled under (absolute in a build).
 */
export type PageLintRule = (file: string, tree: Root) => LintFinding[];

export interface ContentLint {
  /** Words of prose, counted as MIN_PROSE_WORDS is. */
  words: number;
  findings: LintFinding[];
}

/** Words of prose text: Latin words count one each, CJK characters by CJK_CHARS_PER_WORD. */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.replace(CJK, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’._-]*/gu)?.length ?? 0;
  return latin + Math.round(cjk / CJK_CHARS_PER_WORD);
}

/** The prose of a node as the reader sees it; an inline code span reads as one word. */
function proseOf(node: Nodes): string {
  if (NOT_PROSE.has(node.type) || calloutLabelOf(node) === 'type') return '';
  if (node.type === 'inlineCode') return ' code ';
  if (node.type === 'image') return node.alt ?? '';
  if (node.type === 'text') return node.value;
  if (!('children' in node)) return '';
  return (node.children as Nodes[]).map(proseOf).join(PHRASING_PARENTS.has(node.type) ? '' : '\n');
}

/**
 * The lint of one page tree. Runs after remarkHeadings (heading ids are off the text),
 * remarkContainers (callout labels are marked) and remarkProse (`prose`, the page's prose lines).
 */
export function remarkContentLint(file: string, frontmatter: Frontmatter, out: ContentLint, prose: ProseLine[], siteRules: PageLintRule[] = []) {
  return () => (tree: Root) => {
    const findings: LintFinding[] = [];
    const walk = (node: Nodes) => {
      if (node.type === 'code') {
        if (!node.lang && node.position) findings.push({ ...node.position.start, reason: 'code fence without a language' });
      } else if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
    };
    walk(tree);
    for (const { line, column, text } of prose) {
      const match = PLACEHOLDER.exec(text);
      if (match) findings.push({ line, column: column + match.index, reason: `placeholder "${match[0]}"` });
    }

    out.words = countWords(proseOf(tree));
    if (!EXEMPT_PAGE_TYPES.has(frontmatter.pageType ?? 'doc') && out.words < MIN_PROSE_WORDS)
      findings.push({ line: 1, column: 1, reason: `only ${out.words} words of prose (at least ${MIN_PROSE_WORDS})` });
    for (const rule of siteRules) findings.push(...rule(file, tree));
    out.findings = findings.sort((a, b) => a.line - b.line || a.column - b.column);
  };
}
