/**
 * Snippets and highlights as plain text segments: the UI renders them as text nodes and <mark>
 * elements, so nothing from a query, a record or a provider is ever parsed as HTML.
 */
import type { TextSegment } from './records.ts';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Word-like units: a Latin word with what follows it, or two Chinese characters (a Chinese
 * "word" averages two characters, so a snippet of N words reads about as long in both languages).
 */
const UNIT = /\p{sc=Han}{1,2}[\s，。、；：！？（）]*|[^\s\p{sc=Han}]+\s*|\s+/gu;
/** Characters looked at on each side of a match to cut a snippet (more than any snippet needs). */
const WINDOW = 400;

export interface Highlighter {
  /** Character ranges where any term occurs (case-insensitive), merged. */
  ranges(text: string): [number, number][];
  segments(text: string): TextSegment[];
  /** About `words` words of `text` around its best match (the longest, then the first), with `…` where cut. */
  snippet(text: string, words: number): TextSegment[];
}

/** One matcher per query, reused for every hit. */
export function createHighlighter(terms: string[]): Highlighter {
  const usable = [...new Set(terms.filter((t) => t.length > 0))].sort((a, b) => b.length - a.length);
  const pattern = usable.length ? new RegExp(usable.map(escapeRegExp).join('|'), 'giu') : null;

  function ranges(text: string): [number, number][] {
    if (!pattern) return [];
    const merged: [number, number][] = [];
    // Overlapping matches matter for Chinese terms (构建, 建工): step one character at a time.
    for (let i = 0; i < text.length; ) {
      pattern.lastIndex = i;
      const m = pattern.exec(text);
      if (!m) break;
      const end = m.index + m[0].length;
      const last = merged[merged.length - 1];
      if (last && m.index <= last[1]) last[1] = Math.max(last[1], end);
      else merged.push([m.index, end]);
      i = m.index + 1;
    }
    return merged;
  }

  function segments(text: string): TextSegment[] {
    const out: TextSegment[] = [];
    let at = 0;
    for (const [start, end] of ranges(text)) {
      if (start > at) out.push({ text: text.slice(at, start) });
      out.push({ text: text.slice(start, end), hit: true });
      at = end;
    }
    if (at < text.length) out.push({ text: text.slice(at) });
    return out;
  }

  function snippet(text: string, words: number): TextSegment[] {
    const best = ranges(text).reduce<[number, number] | undefined>((b, r) => (!b || r[1] - r[0] > b[1] - b[0] ? r : b), undefined);
    const focus = best?.[0] ?? 0;
    // Cut units only near the match: long sections stay cheap.
    const from = Math.max(0, focus - WINDOW);
    const part = text.slice(from, focus + WINDOW);
    const units = [...part.matchAll(UNIT)].map((m) => ({ start: from + m.index, end: from + m.index + m[0].length }));
    if (!units.length) return [];
    const hitUnit = Math.max(
      0,
      units.findIndex((u) => u.end > focus),
    );
    // Keep a little context before the match, the rest after it.
    const first = Math.max(0, Math.min(hitUnit - Math.floor(words / 4), units.length - words));
    const last = Math.min(units.length, first + words);
    const start = units[first].start;
    const end = units[last - 1].end;
    const out = segments(text.slice(start, end).trim());
    if (start > 0) out.unshift({ text: '… ' });
    if (end < text.length) out.push({ text: ' …' });
    return out;
  }

  return { ranges, segments, snippet };
}

export const highlightSegments = (text: string, terms: string[]) => createHighlighter(terms).segments(text);
export const snippetOf = (text: string, terms: string[], words: number) => createHighlighter(terms).snippet(text, words);
