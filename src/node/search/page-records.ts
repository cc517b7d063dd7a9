/**
 * Search records of one page, read from its tree inside the page compile (see compile-page.ts):
 * one for the page (title and the text before the first H2; the frontmatter description is not
 * shown on the page, so not indexed) and one per H2 and H3 section, each with the anchor of its
 * heading. The tree is read after remarkHeadings gave the headings their ids, so anchors always
 * exist on the page.
 */
import { toString as mdastToString } from 'mdast-util-to-string';
import type { Nodes, Root } from 'mdast';
import { joinCjkLines } from '../markdown/remark-cjk-breaks.ts';
import { calloutLabelOf } from '../markdown/remark-containers.ts';
import { BUILT_IN_SEARCH_CODE } from '../../theme/node-entry.ts';
import type { SearchRecord } from '../../shared/search/records.ts';
import { tokenize } from '../../shared/search/tokenize.ts';

/** Nodes whose children are inline text: joined without spaces. */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell', 'mdxJsxTextElement']);
/** Nodes that are code or markup, not prose. */
const SKIPPED = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'definition']);

/**
 * Prose of a node, with code blocks collected apart. Components are indexed by what they show
 * when the source holds it, and as code what a built-in component shows as code (its `searchCode`: the
 * commands of package-manager tabs).
 */
function collect(node: Nodes, code: string[], inline: string[]): string {
  if (SKIPPED.has(node.type) || isLinkList(node) || calloutLabelOf(node) === 'type') return '';
  if (node.type === 'code') {
    code.push(node.value);
    return '';
  }
  if (node.type === 'mdxJsxFlowElement' && node.name && Object.hasOwn(BUILT_IN_SEARCH_CODE, node.name)) {
    code.push(...BUILT_IN_SEARCH_CODE[node.name](node));
    return '';
  }
  if (node.type === 'text') return joinCjkLines(node.value); // as the page shows it
  if (node.type === 'inlineCode') inline.push(node.value);
  if ('value' in node) return node.value;
  if (!('children' in node)) return '';
  const parts = (node.children as Nodes[]).map((child) => collect(child, code, inline));
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
 * Keywords of the languages in the examples, and the config boilerplate of build tools
 * (`defineConfig` imported from a `…/core` package): in nearly every block, so they tell pages
 * apart in none.
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

/**
 * The records of a page tree. `u` is the anchor only (`''` for the page record, `#id` for a
 * section) and `h[0]` (the site section) is empty: the route and the sidebar group are the
 * site's, not the page's; pageRecords fills them in.
 */
export function sectionRecords(tree: Root, title: string): SearchRecord[] {
  const page: SearchRecord = { u: '', t: 1, h: ['', title], c: '' };
  const records: SearchRecord[] = [page];
  let current = page;
  let prose: string[] = [];
  let code: string[] = [];
  let inline: string[] = [];
  const codes = new Map<SearchRecord, string[]>();
  const close = () => {
    current.c = squash(prose.join(' '));
    if (code.length) codes.set(current, code);
    if (inline.length) current.n = [...new Set(inline.map(squash))];
    prose = [];
    code = [];
    inline = [];
  };
  let h2 = '';
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 1) continue;
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
      close();
      const heading = squash(mdastToString(node));
      const id = (node.data?.hProperties as { id?: string } | undefined)?.id ?? '';
      if (node.depth === 2) h2 = heading;
      current = { u: `#${id}`, t: node.depth, h: node.depth === 2 ? ['', title, heading] : ['', title, h2, heading], c: '' };
      records.push(current);
      continue;
    }
    const part = collect(node, code, inline);
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

/** A compiled page's records, placed in the site: under its route, in its sidebar group (lvl0). */
export function pageRecords(sections: readonly SearchRecord[], routePath: string, lvl0 = ''): SearchRecord[] {
  return sections.map((record) => ({ ...record, u: routePath + record.u, h: [lvl0, ...record.h.slice(1)] }));
}
