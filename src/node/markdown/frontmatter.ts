/** Splits a page into its YAML frontmatter and body, and checks the frontmatter against its schema. */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { ContentError } from '../content-error.ts';
import { frontmatterSchema } from '../../shared/frontmatter-schema.ts';
import type { Frontmatter } from '../../shared/types.ts';
import { checkWithSchema, formatPath } from '../schema-problems.ts';
import type { ProseLine } from './remark-prose.ts';

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export interface SplitSource {
  frontmatter: Frontmatter;
  /** Raw YAML text, empty when the page has none. */
  raw: string;
  /** The Markdown body after the frontmatter block. */
  body: string;
  /** Number of lines the frontmatter block spans (to map body lines back to the file). */
  lineOffset: number;
  /** The text values (titles, descriptions), as written, at their places in the file: prose readers see. */
  prose: ProseLine[];
}

/**
 * Splits `source` into frontmatter and body. Bad fields throw one ContentError listing each at the
 * line and column of its key in the file (the YAML block starts on the file's second line).
 */
export function parseFrontmatter(file: string, source: string): SplitSource {
  const match = FENCE.exec(source);
  if (!match) return { frontmatter: {}, raw: '', body: source, lineOffset: 0, prose: [] };
  const raw = match[1];
  const lineCounter = new LineCounter();
  const doc = parseDocument(raw, { prettyErrors: false, lineCounter });
  if (doc.errors.length) {
    const err = doc.errors[0];
    const line = (err.linePos?.[0].line ?? 1) + 1;
    const col = err.linePos?.[0].col ?? 1;
    throw new ContentError(file, line, col, `invalid frontmatter: ${err.message.split('\n')[0]}`);
  }
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ContentError(file, 2, 1, 'invalid frontmatter: expected a mapping of fields');
  }
  const result = checkWithSchema(frontmatterSchema, data);
  if ('problems' in result) {
    const errors = result.problems
      .map(({ path, message, unknownKey }) => {
        const { line, col } = lineCounter.linePos(offsetOf(doc, path));
        const field = formatPath(path);
        return new ContentError(file, line + 1, col, unknownKey ? `unknown frontmatter field "${field}"` : `frontmatter "${field}" ${message}`);
      })
      .sort((a, b) => a.line - b.line || a.column - b.column);
    const [first, ...rest] = errors;
    first.message += rest.map((e) => `\n${e.message}`).join('');
    throw first;
  }
  const lineOffset = match[0].split('\n').length - 1;
  return { frontmatter: result.data, raw, body: source.slice(match[0].length), lineOffset, prose: textValues(doc, raw, lineCounter) };
}

/** The string values of the YAML (not its keys), each line with its place in the file (the YAML starts on line 2). */
function textValues(doc: Document, raw: string, lineCounter: LineCounter): ProseLine[] {
  const out: ProseLine[] = [];
  visit(doc, {
    Scalar(key, node) {
      if (key === 'key' || typeof node.value !== 'string' || !node.range) return;
      const start = lineCounter.linePos(node.range[0]);
      const lines = raw.slice(node.range[0], node.range[1]).split('\n');
      for (const [i, text] of lines.entries()) out.push({ line: start.line + 1 + i, column: i ? 1 : start.col, text });
    },
  });
  return out;
}

/**
 * The page with its frontmatter's YAML text replaced by `edit(yaml)`, everything else as it was;
 * a page without frontmatter gets one.
 */
export function editFrontmatter(source: string, edit: (yaml: string) => string): string {
  const match = FENCE.exec(source);
  if (!match) return `---\n${edit('')}\n---\n\n${source}`;
  const start = match[0].indexOf('\n') + 1;
  return source.slice(0, start) + edit(match[1]) + source.slice(start + match[1].length);
}

/** Offset in the YAML of the key (or list item) at `path`, or of its deepest part that is there. */
function offsetOf(doc: Document, path: readonly PropertyKey[]): number {
  let node: unknown = doc.contents;
  let offset = 0;
  for (const key of path) {
    const entry = isMap(node)
      ? node.items.find((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key) === String(key))
      : isSeq(node) && typeof key === 'number'
        ? { key: node.items[key], value: node.items[key] }
        : undefined;
    const start = (entry?.key as { range?: [number] } | undefined)?.range?.[0];
    if (!entry || start === undefined) break;
    offset = start;
    node = entry.value;
  }
  return offset;
}
