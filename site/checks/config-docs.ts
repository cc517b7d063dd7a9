/**
 * Compares the config reference pages (docs/en/config/**) with the options listed from
 * Rsbuild's types: every option has a page (sub-options an H3 under the parent page's
 * `## Options`), every documented option exists, and every `- **Default:**` agrees with the
 * option's `@default` tag. The pages are read from their compiled tree (readConfigPage, run
 * inside the page compile by config-page-extract.ts); the comparison is pure: it takes the read
 * pages and the option list, and returns problems. The pages state no versions: site/config-marks
 * adds each option's version marks to the compiled page from the release data.
 */
import type { Heading, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mdxToMarkdown } from 'mdast-util-mdx';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { PageTree } from '../../src/index.ts';
import type { ConfigOption } from './config-options.ts';

export interface DocumentedOption {
  path: string;
  line: number;
  /** Id of the option's heading on the page, as the page compile gives it (explicit `{#id}` or a GitHub slug). */
  anchor: string;
  /**
   * The value of the `- **Default:**` item (itemValue); undefined when there is none, '' when
   * it is empty.
   */
  default?: string;
  /** The value of the `- **Type:**` item, likewise. */
  type?: string;
  /** The first paragraph of the option's section as one line of Markdown, links and bold reduced to their text. */
  summary?: string;
}

export interface ConfigPage {
  file: string;
  /** The frontmatter `description`: the page's own one-line summary. */
  description?: string;
  /** The page's option (its H1); undefined when the page has no H1. */
  option?: DocumentedOption;
  /** H3 sections under `## Options`. */
  subOptions: DocumentedOption[];
  /**
   * H4 sections under an H3 of `## Options`: fields of a sub-option (`overlay.runtime`) or,
   * on some pages, values of it (`2022-03`); only what the types declare is checked.
   */
  nestedOptions: DocumentedOption[];
}

/** The labels of the items at the top of an option's section, English and Chinese. */
const ITEM_FIELD: Record<string, 'type' | 'default'> = {
  'Type:': 'type',
  '类型：': 'type',
  'Default:': 'default',
  '默认值：': 'default',
};

/** The field an item of an option's section states (`- **Type:** …`), if it is one of them. */
export function itemField(item: ListItem): 'type' | 'default' | undefined {
  const lead = item.children[0]?.type === 'paragraph' ? item.children[0].children[0] : undefined;
  return lead?.type === 'strong' ? ITEM_FIELD[mdastToString(lead).trim()] : undefined;
}

/** A heading that documents options, with the top-level nodes of its section (up to the next H1–H4). */
export interface OptionSection {
  heading: Heading;
  /** Several for `### include / exclude`. */
  options: DocumentedOption[];
  nodes: RootContent[];
}

/**
 * The option sections of a compiled config page, and the page's options in the order they are
 * documented. Top-level nodes only: a callout, a list or a component around an item makes it an aside.
 */
export function optionSections(tree: Root): { page: Omit<ConfigPage, 'file' | 'description'>; sections: OptionSection[] } {
  const page: Omit<ConfigPage, 'file' | 'description'> = { subOptions: [], nestedOptions: [] };
  const sections: OptionSection[] = [];
  let current: OptionSection | undefined;
  let inOptions = false;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const options = optionsOfHeading(page, node, inOptions);
      if (options) {
        current = options.length ? { heading: node, options, nodes: [] } : undefined;
        if (current) sections.push(current);
      }
      if (node.depth === 2) inOptions = /^(?:options|选项)$/i.test(mdastToString(node).trim());
    } else current?.nodes.push(node);
  }
  return { page, sections };
}

/**
 * Reads the option headings of a compiled config page with their Type and Default items and first
 * paragraph. The one reader of config pages: the check against the types and the build's
 * config-reference.json both use what it returns.
 */
export function readConfigPage({ tree, frontmatter }: Pick<PageTree, 'tree' | 'frontmatter'>): Omit<ConfigPage, 'file'> {
  const { description } = frontmatter;
  const { page, sections } = optionSections(tree);
  for (const { options, nodes } of sections) {
    for (const node of nodes) {
      if (node.type === 'list') {
        for (const item of node.children) {
          const field = itemField(item);
          if (!field || options[0][field] !== undefined) continue;
          const [, ...rest] = (item.children[0] as Paragraph).children;
          const text = itemValue(rest, item.children.slice(1));
          for (const doc of options) doc[field] = text;
        }
      } else if (isSummary(node) && options[0].summary === undefined) {
        // Lines between Chinese characters are joined already (remark-cjk-breaks.ts).
        const summary = markdownOf({ type: 'paragraph', children: node.children }).replace(/\s*\n\s*/g, ' ');
        for (const doc of options) doc.summary = summary;
      }
    }
  }
  return { ...(description ? { description } : {}), ...page };
}

/**
 * The options a heading opens a section for (added to the page), `[]` for a heading that
 * documents none, undefined for an H5 and below, which stays inside its option's section.
 */
function optionsOfHeading(page: Omit<ConfigPage, 'file' | 'description'>, heading: Heading, inOptions: boolean): DocumentedOption[] | undefined {
  if (heading.depth > 4) return undefined;
  const text = mdastToString(heading).trim();
  const at = { line: heading.position?.start.line ?? 1, anchor: String((heading.data?.hProperties as { id?: string } | undefined)?.id) };
  if (heading.depth === 1 && !page.option) {
    page.option = { path: text, ...at };
    return [page.option];
  }
  if (!inOptions || !page.option) return [];
  const parent = page.option.path;
  if (heading.depth === 3) {
    // `### include / exclude` documents several fields in one section.
    const options = namesIn(text).map((name) => ({ path: subOptionPath(parent, name), ...at }));
    page.subOptions.push(...options);
    return options;
  }
  // `#### overlay.runtime` or `#### runtime` under `### overlay`.
  const under = page.subOptions.at(-1);
  if (heading.depth !== 4 || !under) return [];
  const underName = under.path.slice(parent.length + 1);
  const options = namesIn(text).map((name) => ({ path: subOptionPath(parent, name.includes('.') ? name : `${underName}.${name}`), ...at }));
  page.nestedOptions.push(...options);
  return options;
}

/** Markdown for data read outside the page: links keep their text, bold its words. */
function markdownOf(node: Nodes): string {
  const plain = (n: Nodes): Nodes[] =>
    n.type === 'link' || n.type === 'linkReference' || n.type === 'strong'
      ? n.children.flatMap(plain)
      : 'children' in n
        ? [{ ...n, children: n.children.flatMap(plain) } as Nodes]
        : [n];
  const [root] = plain(node);
  return toMarkdown(root, { bullet: '-', extensions: [gfmToMarkdown(), mdxToMarkdown()] }).trim();
}

/**
 * The value of an item (`- **Default:** …`) from what follows its label: the code alone when it
 * is one code span or one fenced block, else its Markdown.
 */
function itemValue(rest: PhrasingContent[], blocks: ListItem['children']): string {
  const phrasing = rest.filter((n) => n.type !== 'text' || n.value.trim());
  if (!blocks.length && phrasing.length === 1 && phrasing[0].type === 'inlineCode') return phrasing[0].value;
  if (!phrasing.length && blocks.length === 1 && blocks[0].type === 'code') return blocks[0].value;
  // The space after the label is not part of the value (Markdown would write it as `&#x20;`).
  const [first, ...others] = rest;
  const children = first?.type === 'text' ? [{ ...first, value: first.value.trimStart() }, ...others] : rest;
  return markdownOf({ type: 'root', children: [{ type: 'paragraph', children }, ...blocks] });
}

/** A paragraph of prose: not an image or a component standing alone at its start. */
function isSummary(node: RootContent): node is Paragraph {
  const lead = node.type === 'paragraph' ? node.children[0] : undefined;
  return lead !== undefined && lead.type !== 'image' && lead.type !== 'mdxJsxTextElement' && lead.type !== 'html';
}

function namesIn(heading: string): string[] {
  return heading.split(/\s*[/,]\s*/).filter(Boolean);
}

/** An H3 may name the field (`js`), a tail of the path (`distPath.js`) or the whole path. */
function subOptionPath(parent: string, text: string): string {
  if (text.startsWith(`${parent}.`)) return text;
  const parentName = parent.split('.').pop()!;
  if (text.startsWith(`${parentName}.`)) return `${parent}.${text.slice(parentName.length + 1)}`;
  return `${parent}.${text}`;
}

/** Quotes, backticks and whitespace do not matter when comparing values: `"a", ` and `'a'` agree. */
export function normaliseValue(text: string): string {
  return text
    .replace(/^\s*```\w*\s*$/gm, '')
    .replace(/\*\\\//g, '*/') // JSDoc writes `*/` as `*\/` inside a comment
    .replace(/`/g, '')
    .replace(/"/g, "'")
    .replace(/\s+/g, '')
    .replace(/,(?=[}\]])/g, '')
    .replace(/[.;]+$/, '');
}

/**
 * A `@default` is a value when it is one line without running prose (`'web'`,
 * `isDev ? 'x' : false`); otherwise (lists, explanations) it is compared by the values it names.
 */
export function isValueDefault(typeDefault: string): boolean {
  if (typeDefault.includes('\n')) return false;
  const outsideQuotes = typeDefault.replace(/'[^']*'|"[^"]*"|`[^`]*`/g, ' ');
  return !/[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(outsideQuotes);
}

/** The literal values a prose `@default` names: quoted strings, code spans, numbers, keywords. */
export function valuesNamedIn(typeDefault: string): string[] {
  const withoutFences = typeDefault.replace(/^\s*```\w*\s*$/gm, '');
  const found = withoutFences.match(/'[^'\n]*'|"[^"\n]*"|`[^`\n]+`|(?<![\w.])\d+(?![\w.])|\b(?:true|false|undefined|null)\b/g) ?? [];
  return [...new Set(found.map(normaliseValue).filter(Boolean))];
}

/** Whether a page's Default text agrees with the types' `@default`. */
export function defaultAgrees(typeDefault: string, docDefault: string): boolean {
  const doc = normaliseValue(docDefault);
  if (isValueDefault(typeDefault)) return doc.includes(normaliseValue(typeDefault));
  return valuesNamedIn(typeDefault).every((value) => doc.includes(value));
}

/** Every problem found, each `file:line option reason`, sorted by file. */
/** `removed`: page options an older line had; their pages stay, describing what replaced them (doc-versions.ts). */
export function compareConfigDocs(options: ConfigOption[], pages: ConfigPage[], removed: ReadonlySet<string> = new Set()): string[] {
  const problems: string[] = [];
  const byPath = new Map(options.map((o) => [o.path, o]));
  const documented = new Map<string, { page: ConfigPage; doc: DocumentedOption }>();
  for (const page of pages) {
    if (!page.option) {
      problems.push(`${page.file}:1 the page has no "# option.path" heading`);
      continue;
    }
    if (removed.has(page.option.path)) continue;
    for (const doc of [page.option, ...page.subOptions]) {
      const option = byPath.get(doc.path);
      const expectedDepth = doc === page.option ? [1, 2] : [3];
      if (!option || !expectedDepth.includes(option.depth)) {
        problems.push(`${page.file}:${doc.line} ${doc.path}: no such option in the types`);
        continue;
      }
      documented.set(doc.path, { page, doc });
      if (option.default !== undefined && doc.default !== undefined && !defaultAgrees(option.default, doc.default)) {
        const shown = option.default.replace(/\s*\n\s*/g, ' ');
        problems.push(`${page.file}:${doc.line} ${doc.path}: Default "${oneLine(doc.default)}" disagrees with @default ${shown}`);
      }
    }
  }
  for (const option of options) {
    if (!option.ownType || option.deprecated || option.webpackOnly || documented.has(option.path)) continue;
    const parent = option.path.split('.').slice(0, -1).join('.');
    if (option.depth === 3) {
      const home = documented.get(parent);
      if (home) problems.push(`${home.page.file}:${home.doc.line} ${option.path}: sub-option has no "### ${option.path.split('.').pop()}" under "## Options"`);
    } else {
      problems.push(`docs/en/config: ${option.path}: option has no page`);
    }
  }
  return problems.sort();
}

function oneLine(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 77)}...` : flat;
}
