/**
 * The one tokenizer of the local search, used both when the index is built and when a query is
 * read, so that both sides always agree on what a term is.
 *
 * - Latin words are lower-cased. Compound option names are indexed whole and by their parts:
 *   `assetPrefix` and `asset-prefix` both give `assetprefix`, `asset` and `prefix`, so either
 *   spelling (or `asset prefix`) finds either.
 * - CJK text (Chinese, Japanese, Korean: Han, Hiragana, Katakana and Hangul) becomes overlapping
 *   two-character terms (`构建工具` -> 构建, 建工, 工具; `ビルド` -> ビル, ルド): any substring of two or
 *   more characters is then a run of consecutive terms, with no dictionary and no word spacing.
 */

import { UNINDEXED_WORDS } from './word-roles.ts';

/**
 * The CJK scripts by their Unicode property: Han, Hiragana, Katakana and Hangul, and the prolonged
 * sound mark (full and half width), which Unicode files under the common script but belongs to
 * Japanese words (`サーバー`).
 */
const CJK = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}\\u30fc\\uff70';
/** A run of CJK characters, or a Latin word joined by `-`, `_` (kept together to emit the compound). */
const WORD_CHAR = `(?:(?![${CJK}])[\\p{L}\\p{N}])`;
const CHUNK = new RegExp(`[${CJK}]+|${WORD_CHAR}+(?:[-_]${WORD_CHAR}+)*`, 'gu');
const IS_CJK = new RegExp(`^[${CJK}]`, 'u');

/**
 * CJK terms share one prefix in the index, so that typo-tolerant matching of a Latin word
 * (which walks the term tree) skips all of them at once instead of visiting thousands of
 * characters: without it a Latin query on the Chinese index takes several times longer.
 * Terms never contain `~` otherwise (they are letters and digits).
 */
const CJK_PREFIX = '~~~';

/** Dropped on both sides (word-roles.ts). */
const UNINDEXED = new Set(UNINDEXED_WORDS.split(' '));

export const isCjkTerm = (term: string) => term.startsWith(CJK_PREFIX);

/** A term as it reads in the text (for highlighting and suggestions). */
export const termText = (term: string) => (isCjkTerm(term) ? term.slice(CJK_PREFIX.length) : term);

/** `assetPrefix` -> ['asset', 'prefix']; `HTMLPlugin2` -> ['html', 'plugin', '2']. */
function camelParts(word: string): string[] {
  return word.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])/);
}

/** A word with no inner capital, digit or joiner: most of the text, and its own only term. */
const PLAIN_WORD = /^[A-Za-z][a-z]*$/;

function latinTerms(chunk: string, out: string[]) {
  if (PLAIN_WORD.test(chunk)) {
    const word = chunk.toLowerCase();
    if (!UNINDEXED.has(word)) out.push(word);
    return;
  }
  const pieces = chunk
    .split(/[-_]/)
    .flatMap(camelParts)
    .map((p) => p.toLowerCase())
    .filter(Boolean);
  const whole = pieces.join('');
  if (pieces.length > 1 || !UNINDEXED.has(whole)) out.push(whole);
  if (pieces.length > 1) for (const piece of pieces) if (!UNINDEXED.has(piece)) out.push(piece);
}

function cjkTerms(chunk: string, out: string[]) {
  if (chunk.length === 1) out.push(CJK_PREFIX + chunk);
  for (let i = 0; i + 1 < chunk.length; i++) out.push(CJK_PREFIX + chunk.slice(i, i + 2));
}

/** The chunks of a text: runs of CJK characters and Latin words (with their `-`/`_` joins), in order. */
export function textChunks(text: string): { text: string; cjk: boolean; index: number }[] {
  return [...text.matchAll(CHUNK)].map((m) => ({ text: m[0], cjk: IS_CJK.test(m[0]), index: m.index }));
}

/** The index term of a CJK word or character (`端口` -> the term of 端口, as the tokenizer writes it). */
export const cjkTerm = (text: string) => CJK_PREFIX + text;

/** The terms of one CJK run: its overlapping two-character terms, or the character itself. */
export function cjkRunTerms(run: string): string[] {
  const out: string[] = [];
  cjkTerms(run, out);
  return out;
}

export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const [chunk] of text.matchAll(CHUNK)) {
    if (IS_CJK.test(chunk)) cjkTerms(chunk, out);
    else latinTerms(chunk, out);
  }
  return out;
}
