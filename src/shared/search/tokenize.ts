/**
 * The one tokenizer of the local search, used both when the index is built and when a query is
 * read, so that both sides always agree on what a term is.
 *
 * - Latin words are lower-cased. Compound option names are indexed whole and by their parts:
 *   `assetPrefix` and `asset-prefix` both give `assetprefix`, `asset` and `prefix`, so either
 *   spelling (or `asset prefix`) finds either.
 * - CJK text (Chinese, Japanese, Korean: Han, Hiragana, Katakana and Hangul) becomes overlapping
 *   two-character terms (`构建工具` -> 构建, 建工, 工具; `ビルド` -> ビル, ルド): any substring of two or
 *   more characters is then a run of consecutive terms, with no dictionary and no word spacing. (A large
 *   index leaves out the pairs said once in body text, nearly all the edges of two words: keptTerms in
 *   local-index.ts.)
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
 * A CJK term is its first character's UTF-16 code written as three base-64 digits, after a `~`, then the
 * rest of its text (`端口` -> `~Hrv口`): the index's term tree (MiniSearch's radix tree, whose nodes
 * are searched child by child) then branches at most 64 ways per level. With the characters themselves
 * after one shared prefix, thousands of first characters hung from one node and indexing the Chinese
 * data took about three times as long. A term keeps the length it had as `~~~` and two characters, so
 * MiniSearch weighs prefix matches as before, and typo-tolerant matching of a Latin word still gives up
 * at the `~` (it never walks the CJK terms). Terms never contain `~` otherwise (they are letters and digits).
 */
const CJK_MARK = '~';
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const CODE_DIGITS = 3;

/** Dropped on both sides (word-roles.ts). */
const UNINDEXED = new Set(UNINDEXED_WORDS.split(' '));

export const isCjkTerm = (term: string) => term.startsWith(CJK_MARK);

/** The index term of a CJK word or character (`端口`, as the tokenizer writes it). */
export function cjkTerm(text: string): string {
  const code = text.charCodeAt(0);
  return CJK_MARK + DIGITS[(code >> 12) & 63] + DIGITS[(code >> 6) & 63] + DIGITS[code & 63] + text.slice(1);
}

/** A term as it reads in the text (for highlighting and suggestions). */
export function termText(term: string): string {
  if (!isCjkTerm(term)) return term;
  let code = 0;
  for (let i = 1; i <= CODE_DIGITS; i++) code = code * 64 + DIGITS.indexOf(term[i]);
  return String.fromCharCode(code) + term.slice(1 + CODE_DIGITS);
}

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
  if (chunk.length === 1) out.push(cjkTerm(chunk));
  for (let i = 0; i + 1 < chunk.length; i++) out.push(cjkTerm(chunk.slice(i, i + 2)));
}

/** The chunks of a text: runs of CJK characters and Latin words (with their `-`/`_` joins), in order. */
export function textChunks(text: string): { text: string; cjk: boolean; index: number }[] {
  return [...text.matchAll(CHUNK)].map((m) => ({ text: m[0], cjk: IS_CJK.test(m[0]), index: m.index }));
}

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
