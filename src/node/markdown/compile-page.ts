/**
 * Compiles one Markdown/MDX page to an ES module (React JSX runtime) and collects what the
 * rest of the build needs from it: frontmatter, title, table of contents, anchors and links.
 * Every problem is reported as `file:line:column reason`.
 */
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { VFile } from 'vfile';
import { ContentError } from '../content-error.ts';
import { parseFrontmatter } from './frontmatter.ts';
import { remarkHeadings, type HeadingInfo } from './remark-headings.ts';
import { remarkContainers } from './remark-containers.ts';
import { remarkLinks, type LinkRef } from './remark-links.ts';
import { remarkCjkBreaks } from './remark-cjk-breaks.ts';
import { remarkNoScripts } from './remark-no-scripts.ts';
import { rehypeCode } from './rehype-code.ts';
import { rehypeImageSize } from './rehype-image-size.ts';
import { rehypeHeadingAnchors } from './rehype-heading-anchors.ts';
import { getHighlighter } from './highlighter.ts';
import { MDX_COMPONENTS, usedComponents } from './mdx-components.ts';
import type { Frontmatter, Lang, TocItem } from '../../shared/types.ts';
import { permalinkLabel } from '../../shared/ui-strings.ts';
import { langFromPath } from '../../shared/routes.ts';
import en from '../../shared/ui-strings-en.ts';
import zh from '../../shared/ui-strings-zh.ts';

export interface CompileOptions {
  showLineNumbers?: boolean;
  defaultWrapCode?: boolean;
  /** Folder of the files served from the site root; images found there get their width and height. */
  publicDir?: string;
}

/** The language of a content file: the folder under `docs/` (`docs/zh/guide/a.mdx`), else English. */
export function contentLang(file: string): Lang {
  const path = file.replace(/\\/g, '/');
  const at = path.lastIndexOf('docs/');
  return at < 0 ? 'en' : langFromPath(`/${path.slice(at + 'docs/'.length)}`);
}

export interface CompiledPage {
  code: string;
  frontmatter: Frontmatter;
  /** Frontmatter title, else the first H1, else the file name. */
  title: string;
  hasH1: boolean;
  toc: TocItem[];
  anchors: string[];
  links: LinkRef[];
  plainText: string;
}

export async function compilePage(file: string, source: string, options: CompileOptions = {}): Promise<CompiledPage> {
  const { frontmatter } = parseFrontmatter(file, source);
  const problems: ContentError[] = [];
  const isMdx = !file.endsWith('.md');

  let imports = '';
  if (isMdx) {
    for (const { name, offset } of usedComponents(source)) {
      const module = MDX_COMPONENTS[name];
      if (module) imports += `\nimport { ${name} } from ${JSON.stringify(module)};`;
      else {
        const { line, column } = positionOf(source, offset);
        problems.push(new ContentError(file, line, column, `unknown component <${name}> (known: ${Object.keys(MDX_COMPONENTS).join(', ')})`));
      }
    }
  }

  const headings: HeadingInfo = { toc: [], anchors: new Set(), plainText: '' };
  const links: LinkRef[] = [];
  const highlighter = await getHighlighter();
  const onProblem = (line: number, column: number, reason: string) => problems.push(new ContentError(file, line, column, reason));
  const guards = frontmatter.allowScripts ? [] : [remarkNoScripts(onProblem)];
  let code: string;
  try {
    // Imports go at the end so that line numbers in errors stay those of the file.
    const text = preprocess(source);
    const vfile = new VFile({ path: file, value: text + (imports ? `\n${imports}\n` : '') });
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
      ],
      rehypePlugins: [
        rehypeCode({
          highlighter,
          showLineNumbers: options.showLineNumbers ?? false,
          defaultWrapCode: options.defaultWrapCode ?? false,
          onProblem,
        }),
        ...(options.publicDir ? [rehypeImageSize(options.publicDir)] : []),
        rehypeHeadingAnchors((title) => permalinkLabel(contentLang(file) === 'zh' ? zh : en, title)),
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
  const fallbackTitle = file
    .split('/')
    .pop()!
    .replace(/\.mdx?$/, '');
  return {
    code,
    frontmatter,
    title: frontmatter.title ?? headings.h1 ?? fallbackTitle,
    hasH1: headings.h1 !== undefined,
    toc: headings.toc,
    anchors: [...headings.anchors],
    links,
    plainText: headings.plainText,
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

interface CompileFailure {
  line?: number;
  column?: number;
  reason?: string;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
  message: string;
}

/**
 * An MDX compile error at its real position. Some errors (an element never closed) carry no
 * position of their own and name the element's in the text, `(6:1-6:7)`: that one is used.
 */
export function mdxError(file: string, error: unknown): ContentError {
  const e = error as CompileFailure;
  const reason = (e.reason ?? e.message).split('\n')[0];
  const unclosed = /^(Expected a closing tag for `<[^>]*>`) \((\d+):(\d+)-\d+:\d+\)(.*)$/.exec(reason);
  if (unclosed) return new ContentError(file, Number(unclosed[2]), Number(unclosed[3]), `invalid MDX: ${unclosed[1]}${unclosed[4]}`);
  const place = e.place && 'start' in e.place ? e.place.start : e.place;
  return new ContentError(file, e.line ?? place?.line ?? 1, e.column ?? place?.column ?? 1, `invalid MDX: ${reason}`);
}

function positionOf(source: string, offset: number) {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
