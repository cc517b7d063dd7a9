/**
 * config-reference.json (see src/shared/site-data-files.ts): every option of a locale's config
 * pages with its type, default, first version, one-line summary and URL, read by the same
 * parser that `npm run check:docs` checks against Rsbuild's types (parseConfigPage), so the
 * file says what the checked pages say.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ConfigPage, DocumentedOption } from './config-docs.ts';
import type { ConfigReferenceFile, ConfigReferenceOption } from './config-reference-format.ts';

const FENCED = /^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n[ \t]*\1[ \t]*$/;
const ONE_CODE_SPAN = /^`([^`]+)`$/;
const VERSION = /^`?>=\s*(\d+\.\d+\.\d+)`?$/;

/** Links keep their text, emphasis its words: the fields are read outside the page. */
function inlineText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .trim();
}

/** Removes the indentation that lines share (a list item's continuation, a fence's body). */
function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length);
  const indent = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(indent));
}

/** An item's value: the code alone when the item is one code span or one fenced block, else its Markdown. */
export function itemValue(text: string | undefined): string | null {
  if (text === undefined || !text.trim()) return null;
  const [first, ...rest] = text.trim().split('\n');
  const flat = [first, ...dedent(rest)].join('\n').trim();
  const fenced = FENCED.exec(flat);
  if (fenced) return dedent(fenced[2].split('\n')).join('\n').trim();
  const span = ONE_CODE_SPAN.exec(flat);
  if (span) return span[1];
  return inlineText(flat);
}

/** The first sentence of a paragraph (`e.g.` and the like do not end one). */
export function firstSentence(paragraph: string): string {
  const text = inlineText(paragraph);
  const end = /(?<!\b(?:e\.g|i\.e|etc|vs))[.!?](?=\s+[A-Z`'"([])|[。！？]/u.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/** `>= 1.7.0` -> `1.7.0`; undefined for a Version item in another form. */
export function sinceOf(version: string | undefined): string | null | undefined {
  if (version === undefined) return null;
  return VERSION.exec(version.trim())?.[1];
}

function entryOf(doc: DocumentedOption, url: string, description?: string): ConfigReferenceOption {
  return {
    name: doc.path,
    type: itemValue(doc.type),
    default: itemValue(doc.default),
    since: sinceOf(doc.version) ?? null,
    summary: description ?? (doc.summary ? firstSentence(doc.summary) : ''),
    url,
  };
}

/**
 * The options one parsed page documents; sub-options link to their section on the page. A page
 * option is summarised by the page's description (written as one line for search results and
 * llms.txt), a sub-option by the first sentence of its section.
 */
export function referenceOptionsOf(page: ConfigPage, pageUrl: string): ConfigReferenceOption[] {
  if (!page.option) return [];
  return [entryOf(page.option, pageUrl, page.description), ...page.subOptions.map((doc) => entryOf(doc, `${pageUrl}#${doc.anchor}`))];
}

/**
 * What the reference needs of a page beyond what the check against the types asks: a summary
 * for every option and a Version item in the form `>= x.y.z`. Each `file:line option reason`.
 */
export function referenceProblems(page: ConfigPage): string[] {
  if (!page.option) return [];
  const problems: string[] = [];
  for (const doc of [page.option, ...page.subOptions]) {
    if (!doc.summary && !(doc === page.option && page.description)) problems.push(`${page.file}:${doc.line} ${doc.path}: no paragraph describes the option`);
    if (sinceOf(doc.version) === undefined) problems.push(`${page.file}:${doc.line} ${doc.path}: Version "${doc.version}" is not ">= x.y.z"`);
  }
  return problems;
}

/** The installed `@rsbuild/core` release (the one whose types `check:docs` reads). */
export function rsbuildVersion(): string {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve('@rsbuild/core/package.json'), 'utf8')).version;
}

export function configReferenceOf(lang: string, pages: { page: ConfigPage; url: string }[], rsbuild = rsbuildVersion()): ConfigReferenceFile {
  const options = pages.flatMap(({ page, url }) => referenceOptionsOf(page, url)).sort((a, b) => a.name.localeCompare(b.name));
  return { version: 1, lang, rsbuild, options };
}
