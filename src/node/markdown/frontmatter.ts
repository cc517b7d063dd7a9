/** Parses and validates a page's YAML frontmatter against the fields of SPEC §3. */
import { parseDocument } from 'yaml';
import { ContentError } from '../content-error.ts';
import { PAGE_TYPES, type Frontmatter } from '../../shared/types.ts';

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export interface SplitSource {
  frontmatter: Frontmatter;
  /** Raw YAML text, empty when the page has none. */
  raw: string;
  /** The Markdown body after the frontmatter block. */
  body: string;
  /** Number of lines the frontmatter block spans (to map body lines back to the file). */
  lineOffset: number;
}

type Check = (value: unknown) => string | null;

const isString: Check = (v) => (typeof v === 'string' ? null : 'must be a string');
const isBoolean: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
const isObject: Check = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? null : 'must be a mapping');
const isDate: Check = (v) => ((typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) || v instanceof Date ? null : 'must be a date (YYYY-MM-DD)');

const FIELDS: Record<string, Check> = {
  title: isString,
  titleSuffix: isString,
  description: isString,
  head: (v) => (Array.isArray(v) && v.every((t) => Array.isArray(t) && typeof t[0] === 'string') ? null : 'must be a list of [tag, attributes] pairs'),
  overview: isBoolean,
  outline: (v) =>
    v === false ||
    (typeof v === 'number' && v >= 2 && v <= 4) ||
    (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && n >= 2 && n <= 4))
      ? null
      : 'must be false, a depth 2-4 or a [from, to] pair',
  navbar: isBoolean,
  sidebar: isBoolean,
  footer: isBoolean,
  globalUIComponents: isBoolean,
  pageType: (v) => (PAGE_TYPES.includes(v as never) ? null : `must be one of ${PAGE_TYPES.join(', ')} (got ${JSON.stringify(v)})`),
  'link-rss': isString,
  published_at: isDate,
  hero: isObject,
  features: (v) =>
    Array.isArray(v) && v.every((f) => f && typeof f.title === 'string' && typeof f.details === 'string' && [undefined, 2, 3, 4, 6].includes(f.span))
      ? null
      : 'must be a list of {title, details, icon?, link?, span?: 2|3|4|6}',
  sourceHash: isString,
  allowScripts: isBoolean,
};

/** Splits `source` into frontmatter and body; throws a ContentError naming the line of a bad field. */
export function parseFrontmatter(file: string, source: string): SplitSource {
  const match = FENCE.exec(source);
  if (!match) return { frontmatter: {}, raw: '', body: source, lineOffset: 0 };
  const raw = match[1];
  const doc = parseDocument(raw, { prettyErrors: false });
  if (doc.errors.length) {
    const err = doc.errors[0];
    const line = (err.linePos?.[0].line ?? 1) + 1;
    const col = err.linePos?.[0].col ?? 1;
    throw new ContentError(file, line, col, `invalid frontmatter: ${err.message.split('\n')[0]}`);
  }
  const data = (doc.toJS() ?? {}) as Record<string, unknown>;
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ContentError(file, 2, 1, 'invalid frontmatter: expected a mapping of fields');
  }
  for (const [key, value] of Object.entries(data)) {
    const line = lineOfKey(raw, key) + 1;
    const check = FIELDS[key];
    if (!check) throw new ContentError(file, line, 1, `unknown frontmatter field "${key}"`);
    const problem = check(value);
    if (problem) throw new ContentError(file, line, 1, `frontmatter "${key}" ${problem}`);
  }
  if (data.published_at instanceof Date) data.published_at = data.published_at.toISOString().slice(0, 10);
  const lineOffset = match[0].split('\n').length - 1;
  return { frontmatter: data as Frontmatter, raw, body: source.slice(match[0].length), lineOffset };
}

function lineOfKey(yaml: string, key: string): number {
  const lines = yaml.split('\n');
  const index = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`'${key}':`) || l.startsWith(`"${key}":`));
  return index < 0 ? 1 : index + 1;
}
