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
import { toString as mdastToString } from 'mdast-util-to-string';
import { joinCjkLines } from '../markdown/remark-cjk-breaks.ts';
import type { Nodes, Root } from 'mdast';
import { preprocess } from '../markdown/compile-page.ts';
import { parseFrontmatter } from '../markdown/frontmatter.ts';
import { remarkHeadings, type HeadingInfo } from '../markdown/remark-headings.ts';
import type { SearchRecord } from '../../shared/search/records.ts';
import { tokenize } from '../../shared/search/tokenize.ts';
import { PACKAGE_MANAGER_TABS, packageManagerCommands } from '../markdown/package-manager-tabs.ts';

/** Nodes whose children are inline text: joined without spaces. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell', 'mdxJsxTextElement']);
/** Nodes that are code or markup, not prose. */
const SKIPPED = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'definition']);

/**
 * Prose of a node, with code blocks collected apart. Components are indexed by what they show
 * when the source holds it: the commands of package-manager tabs are code like any other.
 */
function collect(node: Nodes, code: string[], text: string): string {
  if (SKIPPED.has(node.type) || isLinkList(node)) return '';
  if (node.type === 'code') {
    code.push(node.value);
    return '';
  }
  if (node.type === 'mdxJsxFlowElement' && node.name === 'PackageManagerTabs') {
    const tag = text.slice(node.position?.start.offset, node.position?.end.offset);
    for (const [, a, b, c] of tag.matchAll(PACKAGE_MANAGER_TABS)) code.push(...packageManagerCommands(a ?? b ?? c ?? '').map((command) => command.line));
    return '';
  }
  if (node.type === 'text') return joinCjkLines(node.value); // as the page shows it
  if ('value' in node) return node.value;
  if (!('children' in node)) return '';
  const parts = (node.children as Nodes[]).map((child) => collect(child, code, text));
  return PHRASING_PARENTS.has(node.type) ? parts.join('') : parts.filter(Boolean).join(' ');
}

/**
 * A list of nothing but links ("Related" at the end of most pages) is navigation: its words are
 * the titles of other pages, which would only make this page compete with them.
 */
function isLinkList(node: Nodes): boolean {
  if (node.type !== 'list') return false;
  return node.children.every(
    (item) =>
      item.children.length === 1 &&
      item.children[0].type === 'paragraph' &&
      item.children[0].children.every((c) => c.type === 'link' || (c.type === 'text' && !c.value.trim())),
  );
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Code is searched, never shown: its distinct words are enough (`output.assetPrefix` stays one
 * word, so the tokenizer splits it as in prose). Numbers and one- or two-letter names are left out.
 */
function codeWords(code: string): string[] {
  return [...new Set(code.match(/[\p{L}\p{N}_$.-]*[\p{L}\p{N}]/gu) ?? [])].filter((w) => w.length > 2 && !/^[\d.]+$/.test(w) && !CODE_NOISE.has(w));
}

/**
 * Keywords of the languages in the examples, and the config boilerplate (`defineConfig` from
 * `@rsbuild/core`): in nearly every block, so they tell pages apart in none.
 */
const CODE_NOISE = new Set(
  'const let var import export from default return function async await new this true false null undefined require module exports type interface string number boolean void any class extends if else for of in await npm run npx pnpm yarn bun add install defineConfig core'.split(
    ' ',
  ),
);

/**
 * Code words kept per section, in order of appearance: the names a block is about come first
 * (imports, the option it sets); the long tail is values and local names nobody searches for.
 */
const MAX_CODE_WORDS = 10;

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
  const text = preprocess(source);
  const tree = processor.parse(text) as Root;
  const headings: HeadingInfo = { toc: [], anchors: new Set(), plainText: '' };
  remarkHeadings(headings)()(tree);

  const title = frontmatter.title ?? headings.h1 ?? routePath;
  const page: SearchRecord = { u: routePath, t: 1, h: [lvl0, title], c: '' };
  const records: SearchRecord[] = [page];
  let current = page;
  let prose: string[] = [];
  let code: string[] = [];
  const codes = new Map<SearchRecord, string[]>();
  const close = () => {
    current.c = squash(prose.join(' '));
    if (code.length) codes.set(current, code);
    prose = [];
    code = [];
  };
  let h2 = '';
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 1) continue;
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      close();
      const heading = squash(mdastToString(node));
      const id = (node.data?.hProperties as { id?: string } | undefined)?.id ?? '';
      if (node.depth === 2) h2 = heading;
      current = { u: `${routePath}#${id}`, t: node.depth, h: node.depth === 2 ? [lvl0, title, heading] : [lvl0, title, h2, heading], c: '' };
      records.push(current);
      continue;
    }
    const part = collect(node, code, text);
    if (part) prose.push(part);
  }
  close();
  // Code words the section's own text already holds add nothing to the index: only the others are
  // kept. (Per section, since every word of a query must match within one record.)
  for (const [record, blocks] of codes) {
    const proseTerms = new Set(tokenize(`${record.h.join(' ')} ${record.c}`));
    const words = codeWords(blocks.join('\n')).filter((w) => tokenize(w).some((t) => !proseTerms.has(t)));
    if (words.length) record.k = words.slice(0, MAX_CODE_WORDS).join(' ');
  }
  return records;
}
