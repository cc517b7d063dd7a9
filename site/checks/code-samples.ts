/**
 * The TypeScript and JavaScript code samples of a page, read with the parser the site compiles pages
 * with (so a fence inside a list, a callout or a `<Tab>` is found as the reader sees it), each with
 * the page position of every code line: a list item's fence has its indentation taken off its lines.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Code, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { fenceAttribute, nocheckReason, preprocess } from '../../src/index.ts';

/** Fence languages that are TypeScript or JavaScript, by the extension a sample is checked under. */
const EXTENSIONS: Record<string, string> = {
  ts: '.ts',
  typescript: '.ts',
  mts: '.mts',
  cts: '.cts',
  tsx: '.tsx',
  js: '.js',
  javascript: '.js',
  mjs: '.mjs',
  cjs: '.cjs',
  jsx: '.jsx',
};

/** A problem at its place in a page. */
export interface SampleProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface CodeSample {
  /** The page, as problems name it. */
  file: string;
  /** The extension the sample is checked under (`.ts`, `.tsx`, `.mjs` …), from its title or its fence language. */
  extension: string;
  /** A declaration file's sample (titled `src/env.d.ts`): it declares globals, and is checked as `.ts`. */
  global: boolean;
  code: string;
  /** The page line of the fence (its opening ```), 1-based. */
  fenceLine: number;
  fenceColumn: number;
  /** The page column (1-based) of the first character of each code line. */
  columns: number[];
  /** `nocheck="…"`: undefined when the sample is checked, '' when the opt-out gives no reason. */
  nocheck?: string;
}

const processors = {
  md: createProcessor({ format: 'md', remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] }),
  mdx: createProcessor({ format: 'mdx', remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective] }),
};

export function codeSamplesOf(file: string, source: string): CodeSample[] {
  const tree = processors[file.endsWith('.md') ? 'md' : 'mdx'].parse(preprocess(source)) as Root;
  const lines = source.split('\n');
  const samples: CodeSample[] = [];
  visit(tree, 'code', (node: Code) => {
    const language = EXTENSIONS[node.lang?.toLowerCase() ?? ''];
    if (!language || !node.position) return;
    // The file the fence is titled with says more than its language: ```js title="scripts/dev.mjs".
    const title = fenceAttribute(node.meta ?? '', 'title') ?? '';
    const extension = /\.[cm]?[jt]sx?$/.exec(title)?.[0] ?? language;
    const { line: fenceLine, column: fenceColumn } = node.position.start;
    // A fenced block's code starts on the line after the fence; each code line ends its page line.
    const columns = node.value.split('\n').map((text, i) => 1 + Math.max(0, (lines[fenceLine + i] ?? '').length - text.length));
    const nocheck = nocheckReason(node.meta ?? '');
    const global = /\.d\.[cm]?ts$/.test(title);
    samples.push({ file, extension, global, code: node.value, fenceLine, fenceColumn, columns, ...(nocheck === undefined ? {} : { nocheck }) });
  });
  return samples;
}

/** An opt-out must say why the sample cannot compile on its own: one without a reason is a problem at its fence. */
export function optOutProblems(samples: CodeSample[]): SampleProblem[] {
  return samples
    .filter((s) => s.nocheck === '')
    .map((s) => ({
      file: s.file,
      line: s.fenceLine,
      column: s.fenceColumn,
      message: 'nocheck without a reason: write nocheck="why this sample cannot compile on its own"',
    }));
}
