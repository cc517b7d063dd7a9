/**
 * Content rules every page follows (run by `npm run check:docs`):
 * - at least MIN_PROSE_WORDS words of prose. Prose is the page without frontmatter, fenced
 *   code, JSX/HTML tags, link targets and callout markers; an inline code span counts as
 *   one word. Chinese has no spaces, so CJK characters count as CJK_CHARS_PER_WORD per word
 *   (a common rule of thumb for translated technical text), plus the Latin words in it.
 *   Home, custom and blank pages (no prose by design) are exempt.
 * - no placeholder words (TODO, TBD, FIXME, lorem, "coming soon") in prose;
 * - config option pages carry a Type and a Default item (zh: 类型 / 默认值);
 * - every code fence names its language.
 */
export const MIN_PROSE_WORDS = 120;
export const CJK_CHARS_PER_WORD = 2;

const PLACEHOLDER = /\b(?:TODO|TBD|FIXME)\b|\blorem\b|\bcoming soon\b/i;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/g;
const EXEMPT_PAGE_TYPES = /^pageType:\s*['"]?(?:home|custom|blank)\b/m;

interface Split {
  frontmatter: string;
  /** Prose lines with their 1-based line numbers (code fences removed). */
  prose: { text: string; line: number }[];
  /** 1-based lines of code fences that open without a language. */
  barefences: number[];
}

/** Separates frontmatter, fenced code and prose. */
export function splitPage(source: string): Split {
  const lines = source.split('\n');
  let start = 0;
  let frontmatter = '';
  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      frontmatter = lines.slice(1, end).join('\n');
      start = end + 1;
    }
  }
  const prose: Split['prose'] = [];
  const barefences: number[] = [];
  let fence: string | undefined;
  for (let i = start; i < lines.length; i++) {
    const match = /^\s*(`{3,}|~{3,})(.*)$/.exec(lines[i]);
    if (fence) {
      if (match && match[1][0] === fence[0] && match[1].length >= fence.length && !match[2].trim()) fence = undefined;
      continue;
    }
    if (match) {
      fence = match[1];
      if (!/^\s*[\w-]+/.test(match[2])) barefences.push(i + 1);
      continue;
    }
    prose.push({ text: lines[i], line: i + 1 });
  }
  return { frontmatter, prose, barefences };
}

/** Words of prose text: Latin words and code spans count one each, CJK characters by CJK_CHARS_PER_WORD. */
export function countWords(text: string): number {
  const plain = text
    .replace(/`[^`\n]+`/g, ' code ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/\{#[^}]*\}/g, ' ')
    .replace(/^:::\w*/gm, ' ');
  const cjk = plain.match(CJK)?.length ?? 0;
  const latin = plain.replace(CJK, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’._-]*/gu)?.length ?? 0;
  return latin + Math.round(cjk / CJK_CHARS_PER_WORD);
}

/** Whether a docs-relative file (`en/config/output/target.mdx`) is a config option page. */
export function isConfigOptionPage(file: string): boolean {
  return /(?:^|\/)(?:en|zh)\/config\/.+/.test(file) && !/\/config\/index\.mdx?$/.test(file);
}

/** Problems of one page, each `file:line reason`. */
export function lintPage(file: string, source: string): string[] {
  const problems: string[] = [];
  const { frontmatter, prose, barefences } = splitPage(source);
  const proseText = prose.map((p) => p.text).join('\n');
  if (!EXEMPT_PAGE_TYPES.test(frontmatter)) {
    const words = countWords(proseText);
    if (words < MIN_PROSE_WORDS) problems.push(`${file}:1 only ${words} words of prose (at least ${MIN_PROSE_WORDS})`);
  }
  for (const { text, line } of prose) {
    const placeholder = PLACEHOLDER.exec(text.replace(/`[^`\n]+`/g, ''));
    if (placeholder) problems.push(`${file}:${line} placeholder "${placeholder[0]}"`);
  }
  for (const line of barefences) problems.push(`${file}:${line} code fence without a language`);
  if (isConfigOptionPage(file)) {
    const zh = /(?:^|\/)zh\//.test(file);
    const [type, def] = zh ? ['- **类型：**', '- **默认值：**'] : ['- **Type:**', '- **Default:**'];
    if (!prose.some((p) => p.text.startsWith(type))) problems.push(`${file}:1 config page without a "${type}" item`);
    if (!prose.some((p) => p.text.startsWith(def))) problems.push(`${file}:1 config page without a "${def}" item`);
  }
  return problems;
}
