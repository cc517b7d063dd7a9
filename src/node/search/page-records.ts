/**
 * Search records of one page, read from its Markdown/MDX source: one for the page (title and the
 * text before the first H2; the frontmatter description is not shown on the page, so not indexed) and one per H2 and H3 section, each with the URL of its heading's
 * anchor. The headings get their ids from the same plugin the page compile uses, so anchors
 * always exist on the page. Parsing only (no highlighting, no JSX) keeps this fast enough to
 * index the whole site inside a unit test.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { toString } from 'mdast-util-to-string';
import type { Nodes, Root } from 'mdast';
import { preprocess } from '../markdown/compile-page.ts';
import { parseFrontmatter } from '../markdown/frontmatter.ts';
import { remarkHeadings, type HeadingInfo } from '../markdown/remark-headings.ts';
import type { SearchRecord } from '../../shared/search/records.ts';
import { tokenize } from '../../shared/search/tokenize.ts';

/** Nodes whose children are inline text: joined without spaces. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell', 'mdxJsxTextElement']);
/** Nodes that are code or markup, not prose. */
const SKIPPED = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'definition']);

/** Prose of a node, with code blocks collected apart. */
function collect(node: Nodes, code: string[]): string {
  if (SKIPPED.has(node.type)) return '';
  if (node.type === 'code') {
    code.push(node.value);
    return '';
  }
  if ('value' in node) return node.value;
  if (!('children' in node)) return '';
  const parts = (node.children as Nodes[]).map((child) => collect(child, code));
  return PHRASING_PARENTS.has(node.type) ? parts.join('') : parts.filter(Boolean).join(' ');
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Code is searched, never shown: its distinct words are enough (`output.assetPrefix` stays one
 * word, so the tokenizer splits it as in prose). Numbers and one- or two-letter names are left out.
 */
function codeWords(code: string): string[] {
  return [...new Set(code.match(/[\p{L}\p{N}_$.-]*[\p{L}\p{N}]/gu) ?? [])].filter((w) => w.length > 2 && !/^[\d.]+$/.test(w) && !CODE_NOISE.has(w));
}

/** Keywords of the languages in the examples: in nearly every block, so they tell pages apart in none. */
const CODE_NOISE = new Set(
  'const let var import export from default return function async await new this true false null undefined require module exports type interface string number boolean void any class extends if else for of in await npm run npx pnpm yarn bun add install'.split(' '),
);

export interface PageInput {
  /** Path used in error messages. */
  file: string;
  source: string;
  routePath: string;
  /** The section of the site the page belongs to (its sidebar group), shown above its hits. */
  lvl0?: string;
}

export function pageSearchRecords({ file, source, routePath, lvl0 = '' }: PageInput): SearchRecord[] {
  const { frontmatter } = parseFrontmatter(file, source);
  const processor = unified().use(remarkParse);
  if (!file.endsWith('.md')) processor.use(remarkMdx);
  processor.use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  const tree = processor.parse(preprocess(source)) as Root;
  const headings: HeadingInfo = { toc: [], anchors: new Set(), plainText: '' };
  remarkHeadings(headings)()(tree);

  const title = frontmatter.title ?? headings.h1 ?? routePath;
  const page: SearchRecord = { u: routePath, t: 1, h: [lvl0, title], c: '' };
  const records: SearchRecord[] = [page];
  let current = page;
  let text: string[] = [];
  let code: string[] = [];
  const codes = new Map<SearchRecord, string[]>();
  const close = () => {
    current.c = squash(text.join(' '));
    if (code.length) codes.set(current, code);
    text = [];
    code = [];
  };
  let h2 = '';
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 1) continue;
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      close();
      const heading = squash(toString(node));
      const id = (node.data?.hProperties as { id?: string } | undefined)?.id ?? '';
      if (node.depth === 2) h2 = heading;
      current = { u: `${routePath}#${id}`, t: node.depth, h: node.depth === 2 ? [lvl0, title, heading] : [lvl0, title, h2, heading], c: '' };
      records.push(current);
      continue;
    }
    const prose = collect(node, code);
    if (prose) text.push(prose);
  }
  close();
  // Code words the page's prose already holds add nothing to the index: only the others are kept.
  const prose = new Set(records.flatMap((r) => tokenize(`${r.h.join(' ')} ${r.c}`)));
  for (const [record, blocks] of codes) {
    const words = codeWords(blocks.join('\n')).filter((w) => tokenize(w).some((t) => !prose.has(t)));
    if (words.length) record.k = words.join(' ');
  }
  return records;
}
