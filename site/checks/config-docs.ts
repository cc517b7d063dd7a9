/**
 * Compares the config reference pages (docs/en/config/**) with the options listed from
 * Rsbuild's types: every option has a page (sub-options an H3 under the parent page's
 * `## Options`), every documented option exists, and every `- **Default:**` agrees with the
 * option's `@default` tag. Pure: takes page texts and the option list, returns problems.
 * The `- **Version:**` items it reads are checked by option-versions.ts.
 */
import GithubSlugger from 'github-slugger';
import { joinCjkLines } from '../../src/node/markdown/remark-cjk-breaks.ts';
import { parseFrontmatter } from '../../src/node/markdown/frontmatter.ts';
import type { ConfigOption } from './config-options.ts';

export interface DocumentedOption {
  path: string;
  line: number;
  /** Id of the option's heading on the page, as the page compile gives it (explicit `{#id}` or a GitHub slug). */
  anchor: string;
  /** The text of the `- **Default:**` item with its indented continuation; undefined when absent. */
  default?: string;
  /** The text of the `- **Type:**` item, likewise. */
  type?: string;
  /** The text of the `- **Version:**` item (`>= 1.7.0`), likewise. */
  version?: string;
  /** Line of the Version item. */
  versionLine?: number;
  /** The first paragraph of the option's section, lines joined. */
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

/** The items at the top of an option's section, English and Chinese labels. */
const ITEM = /^- \*\*(Type|Default|Version|类型|默认值|版本)(?::|：)\*\*\s?(.*)$/;
const ITEM_FIELD: Record<string, 'type' | 'default' | 'version'> = {
  Type: 'type',
  类型: 'type',
  Default: 'default',
  默认值: 'default',
  Version: 'version',
  版本: 'version',
};
/** Lines that start something other than a paragraph: lists, callouts, JSX, tables, quotes, images, ESM. */
const NOT_PARAGRAPH = /^(?:[-*+] |\d+\. |:::|<|\||>|!\[|import |export |\s)/;

/**
 * Reads the option headings of a config page with their Type, Default and Version items and
 * first paragraph; code fences are skipped. The one reader of config pages: the check against
 * the types and the build's config-reference.json both use it.
 */
export function parseConfigPage(file: string, source: string): ConfigPage {
  const lines = source.split('\n');
  const description = parseFrontmatter(file, source).frontmatter.description;
  const page: ConfigPage = { file, ...(description ? { description } : {}), subOptions: [], nestedOptions: [] };
  // Ids as remark-headings gives them: explicit ids are taken as they are, others slugged in order.
  const slugger = new GithubSlugger();
  /** The options the current section documents (several for `### include / exclude`). */
  let current: DocumentedOption[] = [];
  let inOptions = false;
  let fence: string | undefined;
  let inCallout = false;
  let start = 0;
  if (lines[0]?.trim() === '---') start = lines.indexOf('---', 1) + 1;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i];
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    const heading = /^(#{1,6}) (.+?)\s*$/.exec(line);
    if (heading) {
      const level = heading[1].length;
      const text = headingText(heading[2]);
      const anchor = /\{#([\w-]+)\}\s*$/.exec(heading[2])?.[1] ?? slugger.slug(text);
      // An H5 and below stays inside its option's section.
      if (level > 4) continue;
      current = [];
      if (level === 1 && !page.option) {
        page.option = { path: text, line: i + 1, anchor };
        current = [page.option];
      } else if (level === 2) inOptions = /^(?:options|选项)$/i.test(text);
      else if (level === 3 && inOptions && page.option) {
        // `### include / exclude` documents several fields in one section.
        current = namesIn(text).map((name) => ({ path: subOptionPath(page.option!.path, name), line: i + 1, anchor }));
        page.subOptions.push(...current);
      } else if (level === 4 && inOptions && page.option) {
        // `#### overlay.runtime` or `#### runtime` under `### overlay`.
        const parent = page.subOptions.at(-1);
        if (parent) {
          const parentName = parent.path.slice(page.option.path.length + 1);
          current = namesIn(text).map((name) => ({
            path: subOptionPath(page.option!.path, name.includes('.') ? name : `${parentName}.${name}`),
            line: i + 1,
            anchor,
          }));
          page.nestedOptions.push(...current);
        }
      }
      continue;
    }
    // A callout's text is an aside, never the option's summary.
    if (/^:::\w/.test(line)) inCallout = true;
    else if (/^:::\s*$/.test(line)) inCallout = false;
    if (!current.length || inCallout) continue;
    const item = ITEM.exec(line);
    if (item) {
      const field = ITEM_FIELD[item[1]];
      if (current[0][field] !== undefined) continue;
      const text = [item[2], ...continuationOf(lines, i + 1)].join('\n').trim();
      for (const doc of current) {
        doc[field] = text;
        if (field === 'version') doc.versionLine = i + 1;
      }
    } else if (line.trim() && !NOT_PARAGRAPH.test(line) && current[0].summary === undefined) {
      const paragraph = paragraphAt(lines, i);
      for (const doc of current) doc.summary = paragraph;
    }
  }
  return page;
}

function namesIn(heading: string): string[] {
  return heading.split(/\s*[/,]\s*/).filter(Boolean);
}

/** The release a Version item names (`>= 1.2.3` -> `1.2.3`), or its text when it names none. */
export function statedVersion(doc: DocumentedOption): string | undefined {
  return doc.version === undefined ? undefined : (/\d+\.\d+\.\d+/.exec(doc.version)?.[0] ?? doc.version.trim());
}

/** The lines of the paragraph starting at `start`, joined as the page shows them. */
function paragraphAt(lines: string[], start: number): string {
  const out: string[] = [];
  for (let i = start; i < lines.length && lines[i].trim() && !/^(?:#|```|~~~|:::)/.test(lines[i]); i++) out.push(lines[i].trim());
  return joinCjkLines(out.join('\n')).replace(/\n/g, ' ');
}

/** `### \`distPath.js\` {#js}` -> `distPath.js`. */
function headingText(raw: string): string {
  return raw
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/`/g, '')
    .trim();
}

/** An H3 may name the field (`js`), a tail of the path (`distPath.js`) or the whole path. */
function subOptionPath(parent: string, text: string): string {
  if (text.startsWith(`${parent}.`)) return text;
  const parentName = parent.split('.').pop()!;
  if (text.startsWith(`${parentName}.`)) return `${parent}.${text.slice(parentName.length + 1)}`;
  return `${parent}.${text}`;
}

/** The indented lines (and blank lines between them) that belong to a list item. */
function continuationOf(lines: string[], start: number): string[] {
  const out: string[] = [];
  for (let i = start; i < lines.length; i++) {
    if (lines[i].trim() === '') {
      out.push('');
      continue;
    }
    if (!/^\s/.test(lines[i])) break;
    out.push(lines[i]);
  }
  return out;
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
export function compareConfigDocs(options: ConfigOption[], pages: ConfigPage[]): string[] {
  const problems: string[] = [];
  const byPath = new Map(options.map((o) => [o.path, o]));
  const documented = new Map<string, { page: ConfigPage; doc: DocumentedOption }>();
  for (const page of pages) {
    if (!page.option) {
      problems.push(`${page.file}:1 the page has no "# option.path" heading`);
      continue;
    }
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
