/**
 * Compiles one Markdown/MDX page to an ES module (React JSX runtime) and collects, from the same
 * tree, everything else the build reads of a page: frontmatter, title, table of contents,
 * anchors, links, search records, the plain Markdown copy, the content lint and the components
 * it uses, so search, the Markdown copies and the lint never parse the page again. Every
 * problem is reported as `file:line:column reason`.
 */
import type { Root } from 'mdast';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { VFile } from 'vfile';
import { ContentError } from '../content-error.ts';
import { mdxError } from './mdx-error.ts';
import { parseFrontmatter } from './frontmatter.ts';
import { remarkHeadings, type HeadingInfo } from './remark-headings.ts';
import { remarkContainers } from './remark-containers.ts';
import { remarkLinks, type LinkRef } from './remark-links.ts';
import { remarkCjkBreaks } from './remark-cjk-breaks.ts';
import { remarkNoScripts } from './remark-no-scripts.ts';
import { remarkProse, type ProseLine } from './remark-prose.ts';
import { rehypeCode } from './rehype-code.ts';
import { rehypeImageSize } from './rehype-image-size.ts';
import { rehypeHeadingAnchors } from './rehype-heading-anchors.ts';
import { rehypeUrlText } from './rehype-url-text.ts';
import { getHighlighter } from './highlighter.ts';
import { BUILT_IN } from '../config/site-modules.ts';
import { remarkComponents, type ComponentUse } from './remark-components.ts';
import { plainMarkdown, type MarkdownRules } from './plain-markdown.ts';
import { sectionRecords } from '../search/page-records.ts';
import { remarkContentLint, type ContentLint, type LintFinding, type PageLintRule } from '../checks/content-lint.ts';
import type { SearchRecord } from '../../shared/search/records.ts';
import type { Frontmatter, TocItem } from '../../shared/types.ts';
import { permalinkLabel, type Strings } from '../../shared/ui-strings.ts';
import english from '../../locales/en.ts';

export interface CompileOptions {
  showLineNumbers?: boolean;
  defaultWrapCode?: boolean;
  /** Folder of the files served from the site root; images found there get their width and height. */
  publicDir?: string;
  /**
   * Components pages use without importing them: name -> module exporting it under that name.
   * Defaults to the theme's built-ins; a site's are added by its `components` map (site-modules.ts).
   */
  components?: Record<string, string>;
  /** How the site's components are written in the Markdown copy (the built-ins' rules are their build.ts). */
  markdownRules?: MarkdownRules;
  /** The site's content-lint rules, beside the engine's (content-lint.ts). */
  lintRules?: PageLintRule[];
  /** The site's reader of its own data from a page (`pageExtract` in site.config.ts): kept as the page's `pageExtract`. */
  pageExtract?: PageExtractor;
  /** The site's change to each page's tree (`pageTransform` in site.config.ts), made before anything is read from it. */
  pageTransform?: PageTransform;
  /**
   * Loads the site's part of the compile (Markdown rules, lint rules, page transform, page extractor) when a
   * page is compiled: what it gives is used in place of the options above.
   */
  hooks?: () => Promise<Pick<CompileOptions, 'markdownRules' | 'lintRules' | 'pageExtract' | 'pageTransform'>>;
  /**
   * `false` leaves code blocks unhighlighted (and unchecked): for callers that want what the compile reads
   * (records, Markdown copy, lint), not a module to ship. The data comes before highlighting, so it
   * is the same either way.
   */
  highlight?: boolean;
  /** The page's language (the site's languages compile with options of their own). */
  lang?: string;
  /** The dictionary of the page's language (default: the engine's English), for the texts the compile writes (permalink names, the site's Markdown rules). */
  strings?: Strings;
}

/** What a site's page extractor gets: the finished tree (ids given, callouts marked) and the text its positions index. */
export interface PageTree {
  /** The path the page is compiled under (absolute in a build). */
  file: string;
  /** The page's language ('' when the compile is not told). */
  lang: string;
  tree: Root;
  source: string;
  frontmatter: Frontmatter;
}

/**
 * A site's reader of its own data from a page (the default export of its `pageExtract` module):
 * a value the structured clone algorithm can copy (it is cached with the page), or undefined
 * for pages it has nothing to read from.
 */
export type PageExtractor = (page: PageTree) => unknown;

/**
 * A site's change to a page (the default export of its `pageTransform` module): it edits the tree in
 * place after the content lint, so what it adds is rendered, searched, copied to the page's
 * Markdown and seen by the page extractor, and was not written by hand. Content it adds is not
 * link-checked.
 */
export type PageTransform = (page: PageTree) => void;

export interface CompiledPage {
  code: string;
  frontmatter: Frontmatter;
  /** Frontmatter title, else the first H1, else the file name. */
  title: string;
  hasH1: boolean;
  toc: TocItem[];
  anchors: string[];
  /** Links and images, internal and external, at their places. */
  links: LinkRef[];
  /** The prose as written, line by line at its places (remark-prose.ts), frontmatter values first. */
  prose: ProseLine[];
  plainText: string;
  /**
   * Search records of the page: the page itself, then one per H2/H3 section. Each `u` is the
   * anchor only and `h[0]` empty; pageRecords (search/page-records.ts) places them in the site.
   */
  sections: SearchRecord[];
  /** The page as plain Markdown (its `.md` copy). */
  markdown: string;
  /** Content lint findings (content-lint.ts), for `npm run check:docs`. */
  lint: LintFinding[];
  /** Words of prose, as the content lint counts them. */
  proseWords: number;
  /** Capitalised components the page renders, in order of first use. */
  components: string[];
  /** What the site's page extractor read from the page, if it read anything. */
  pageExtract?: unknown;
}

export async function compilePage(file: string, source: string, given: CompileOptions = {}): Promise<CompiledPage> {
  const options = given.hooks ? { ...given, ...(await given.hooks()) } : given;
  const { frontmatter, prose } = parseFrontmatter(file, source);
  const problems: ContentError[] = [];
  const isMdx = !file.endsWith('.md');

  const headings: HeadingInfo = { toc: [], anchors: new Set(), plainText: '' };
  const links: LinkRef[] = [];
  const highlighter = options.highlight === false ? undefined : await getHighlighter();
  const onProblem = (line: number, column: number, reason: string) => problems.push(new ContentError(file, line, column, reason));
  const guards = frontmatter.allowScripts ? [] : [remarkNoScripts(onProblem)];
  const used: ComponentUse = { names: [] };
  const lint: ContentLint = { words: 0, findings: [] };
  const lang = options.lang ?? '';
  const strings = options.strings ?? (english as Strings);
  const fallbackTitle = file
    .split('/')
    .pop()!
    .replace(/\.mdx?$/, '');
  const titleOf = () => frontmatter.title ?? headings.h1 ?? fallbackTitle;
  let sections: SearchRecord[] = [];
  let markdown = '';
  let pageExtract: unknown;
  // Reads the finished tree (ids given, callouts marked) before it becomes HTML.
  const remarkPageExtract = () => (tree: Root, vfile: VFile) => {
    const page = { file, lang, tree, source: String(vfile.value), frontmatter };
    options.pageTransform?.(page);
    sections = sectionRecords(tree, titleOf());
    markdown = plainMarkdown(tree, titleOf(), lang, options.markdownRules ?? {}, strings);
    pageExtract = options.pageExtract?.(page);
  };
  let code: string;
  try {
    const text = preprocess(source);
    const vfile = new VFile({ path: file, value: text });
    const result = await compile(vfile, {
      format: isMdx ? 'mdx' : 'md',
      jsxImportSource: 'react',
      remarkPlugins: [
        remarkFrontmatter,
        remarkGfm,
        remarkDirective,
        remarkCjkBreaks,
        remarkContainers,
        remarkHeadings(headings),
        remarkLinks(links),
        ...guards,
        ...(isMdx ? [remarkComponents(options.components ?? BUILT_IN.mdx, used, onProblem)] : []),
        remarkProse(prose),
        remarkContentLint(file, frontmatter, lint, prose, options.lintRules),
        remarkPageExtract,
      ],
      rehypePlugins: [
        ...(highlighter
          ? [
              rehypeCode({
                highlighter,
                showLineNumbers: options.showLineNumbers ?? false,
                defaultWrapCode: options.defaultWrapCode ?? false,
                onProblem,
              }),
            ]
          : []),
        ...(options.publicDir ? [rehypeImageSize(options.publicDir)] : []),
        rehypeHeadingAnchors((title) => permalinkLabel(strings, title)),
        rehypeUrlText,
      ],
    });
    code = String(result);
  } catch (error) {
    throw mdxError(file, error);
  }
  if (!frontmatter.title && headings.h1 === undefined && !(frontmatter.pageType === 'home' && frontmatter.hero)) {
    problems.push(new ContentError(file, 1, 1, 'empty page: no "title" in the frontmatter and no "# Heading" (it would be published titled by its file name)'));
  }
  if (problems.length) {
    const [first, ...rest] = problems;
    if (rest.length) first.message += rest.map((p) => `\n${p.message}`).join('');
    throw first;
  }
  return {
    code,
    frontmatter,
    title: titleOf(),
    hasH1: headings.h1 !== undefined,
    toc: headings.toc,
    anchors: [...headings.anchors],
    links,
    prose,
    plainText: headings.plainText,
    sections,
    markdown,
    lint: lint.findings,
    proseWords: lint.words,
    components: used.names,
    ...(pageExtract === undefined ? {} : { pageExtract }),
  };
}

/**
 * Line-preserving rewrites outside code fences: `## Title {#id}` would read as an MDX
 * expression, so its brace is escaped; `:::tip Some title` becomes the directive label form
 * `:::tip[Some title]`.
 */
export function preprocess(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const f = /^\s*(```|~~~)/.exec(line);
      if (f) fence = fence === null ? f[1] : fence === f[1] ? null : fence;
      if (fence !== null) return line;
      if (/^#{1,6}\s/.test(line)) return line.replace(/\{#([\w-]+)\}\s*$/, '\\{#$1}');
      return line.replace(/^(\s*:::+[a-z]+)[ \t]+([^[{\s].*?)\s*$/, '$1[$2]');
    })
    .join('\n');
}
