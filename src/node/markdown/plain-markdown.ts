/**
 * The plain Markdown copy of a page (its `.md` twin and its part of `llms-full.txt`), serialized
 * from the page tree inside the compile: no frontmatter, no imports or exports, components spelled
 * out by their rule (a built-in component's build.ts, a site component's Markdown module, or left out
 * when it only makes sense on screen), callouts as `:::tip Title` blocks, headings without their
 * `{#id}` (remarkHeadings took it off), and an H1 from the title when the page has none.
 */
import { toMarkdown, type Handle, type Options } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mdxToMarkdown } from 'mdast-util-mdx';
import { phrasing } from 'mdast-util-phrasing';
import type { Heading, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Lang } from '../../shared/types.ts';
import { BUILT_IN_MARKDOWN } from '../../theme/node-entry.ts';
import { calloutLabelOf } from './remark-containers.ts';
import { withoutNocheck } from './fence-meta.ts';
import type { MarkdownRule } from '../config/site-modules.ts';
import type { Strings } from '../../shared/ui-strings.ts';

/** How the site's components are written, by element name (src/node/config/site-modules.ts); they come before the theme's rules. */
export type MarkdownRules = Record<string, MarkdownRule>;

/** The rules with the page's dictionary given: what the tree walk calls. */
type PageRules = Record<string, 'omit' | ((lang: Lang) => string)>;

/**
 * Nodes that take a component's place among blocks, with each run of inline nodes in a paragraph of its own:
 * `<Tab>Text</Tab>` on one line holds its text without a paragraph, which would otherwise run into the lines around it.
 */
function asBlocks(nodes: RootContent[]): RootContent[] {
  const blocks: RootContent[] = [];
  let run: PhrasingContent[] | undefined;
  for (const node of nodes) {
    if (!phrasing(node)) {
      blocks.push(node);
      run = undefined;
    } else if (run) run.push(node);
    else {
      run = [node];
      blocks.push({ type: 'paragraph', children: run });
    }
  }
  return blocks;
}

/** A node of the page tree as the nodes of its plain Markdown form (none, one or several). */
function plainNodes(node: RootContent, lang: Lang, rules: PageRules): RootContent[] {
  if (node.type === 'yaml' || node.type === 'mdxjsEsm') return [];
  if (node.type === 'code' && node.meta) return [{ ...node, meta: withoutNocheck(node.meta) || null }];
  if (node.type === 'mdxJsxFlowElement' && node.name) {
    const rule = rules[node.name];
    if (rule === 'omit') return [];
    // Written out as is: an `html` node is serialized verbatim.
    if (rule) return [{ type: 'html', value: rule(lang) }];
    if (Object.hasOwn(BUILT_IN_MARKDOWN, node.name)) return asBlocks(BUILT_IN_MARKDOWN[node.name](node, (child) => plainNodes(child, lang, rules)));
  }
  if ('children' in node) {
    const children = (node.children as RootContent[]).flatMap((child) => plainNodes(child, lang, rules));
    return [{ ...node, children } as RootContent];
  }
  return [node];
}

/** `:::tip Title` … `:::`, with more colons around nested callouts so each closes where it should. */
const containerDirective: Handle = (node: ContainerDirective, _parent, state, info) => {
  const depth = (n: Nodes): number =>
    'children' in n ? Math.max(0, ...(n.children as Nodes[]).map((c) => (c.type === 'containerDirective' ? 1 + depth(c) : depth(c)))) : 0;
  const fence = ':'.repeat(3 + depth(node));
  const [first, ...rest] = node.children;
  const labelled = first && calloutLabelOf(first) !== undefined;
  const title =
    labelled && calloutLabelOf(first) === 'written' && first.type === 'paragraph'
      ? ` ${state.containerPhrasing(first, { ...info, before: ' ', after: '\n' })}`
      : '';
  const body = state.containerFlow({ ...node, children: labelled ? rest : node.children }, info);
  return `${fence}${node.name}${title}\n${body ? `${body}\n` : ''}${fence}`;
};

const OPTIONS: Options = {
  bullet: '-',
  emphasis: '*',
  rule: '-',
  fences: true,
  listItemIndent: 'one',
  extensions: [gfmToMarkdown(), mdxToMarkdown(), { handlers: { containerDirective } }],
};

/** The page as plain Markdown, ending with one newline. */
export function plainMarkdown(tree: Root, title: string, lang: Lang, rules: MarkdownRules, strings: Strings): string {
  const pageRules: PageRules = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, rule === 'omit' ? rule : (lang: Lang) => rule(lang, strings)]),
  );
  const children = tree.children.flatMap((node) => plainNodes(node, lang, pageRules));
  if (!children.some((node) => node.type === 'heading' && node.depth === 1)) {
    const h1: Heading = { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] };
    children.unshift(h1);
  }
  return toMarkdown({ type: 'root', children }, OPTIONS).trimEnd().concat('\n');
}
