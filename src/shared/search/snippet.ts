/**
 * Snippets and highlights as plain text segments: the UI renders them as text nodes and <mark>
 * elements, so nothing from a query, a record or a provider is ever parsed as HTML.
 */
import type { TextSegment } from './records.ts';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Character ranges of `text` where any of `terms` occurs (case-insensitive), merged. */
function matchRanges(text: string, terms: string[]): [number, number][] {
  const usable = [...new Set(terms.filter((t) => t.length > 0))].sort((a, b) => b.length - a.length);
  if (!usable.length) return [];
  const pattern = new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
  const ranges: [number, number][] = [];
  // Overlapping matches matter for Chinese terms (构建, 建工): step one character at a time.
  for (let i = 0; i < text.length; ) {
    pattern.lastIndex = i;
    const m = pattern.exec(text);
    if (!m) break;
    ranges.push([m.index, m.index + m[0].length]);
    i = m.index + 1;
  }
  const merged: [number, number][] = [];
  for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export function highlightSegments(text: string, terms: string[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > at) segments.push({ text: text.slice(at, start) });
    segments.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

/**
 * Word-like units: a Latin word with what follows it, or two Chinese characters (a Chinese
 * "word" averages two characters, so a snippet of N words reads about as long in both languages).
 */
const UNIT = /[\u3400-\u9fff\uf900-\ufaff]{1,2}[\s，。、；：！？（）]*|[^\s\u3400-\u9fff\uf900-\ufaff]+\s*|\s+/gu;

/** About `words` words of `text` around its best match (the longest, then the first), with `…` where it was cut. */
export function snippetOf(text: string, terms: string[], words: number): TextSegment[] {
  const units = [...text.matchAll(UNIT)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  if (!units.length) return [];
  const ranges = matchRanges(text, terms);
  const best = ranges.reduce<[number, number] | undefined>((b, r) => (!b || r[1] - r[0] > b[1] - b[0] ? r : b), undefined);
  const first = best?.[0] ?? 0;
  const hitUnit = Math.max(0, units.findIndex((u) => u.end > first));
  // Keep a little context before the match, the rest after it.
  const from = Math.max(0, Math.min(hitUnit - Math.floor(words / 4), units.length - words));
  const to = Math.min(units.length, from + words);
  const start = units[from].start;
  const end = units[to - 1].end;
  const body = text.slice(start, end).trim();
  const segments = highlightSegments(body, terms);
  if (start > 0) segments.unshift({ text: '… ' });
  if (end < text.length) segments.push({ text: ' …' });
  return segments;
}
