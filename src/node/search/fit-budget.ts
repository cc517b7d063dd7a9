/**
 * Keeps the text a locale's search index is made from within its gzip budget as the content
 * grows: when the whole text does not fit, every section's text is cut to the longest length at
 * which it fits. Short sections (most of them) keep all their text; the long ones keep their
 * opening, which holds their topic and snippet, and their headings and code words as before. The inline
 * code of what is cut (option names, a quoted error message) is indexed with the code words: readers
 * paste exactly those.
 */
import { gzipSync } from 'node:zlib';
import type { SearchRecord } from '../../shared/search/records.ts';

/** Per locale (and version), gzip. */
export const SEARCH_TEXT_BUDGET = 250 * 1024;

/**
 * The records' text written once: each page's URL, group and title, its sections' anchors and
 * headings, then the body text and the code words of every record as two columns.
 */
function packedText(records: SearchRecord[]): string {
  const groups: string[] = [];
  const pages: unknown[] = [];
  let sections: unknown[] = [];
  for (const r of records) {
    const [url, anchor = ''] = r.u.split('#');
    if (r.t === 1) {
      if (!groups.includes(r.h[0])) groups.push(r.h[0]);
      sections = [];
      pages.push([url, groups.indexOf(r.h[0]), r.h[1], sections]);
    }
    sections.push([r.t, anchor, r.t === 1 ? '' : r.h[r.t]]);
  }
  return JSON.stringify({ groups, pages, content: records.map((r) => r.c), code: records.map((r) => r.k ?? '') });
}

export const gzipSizeOf = (records: SearchRecord[]) => gzipSync(packedText(records)).length;

function cutAt(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  // Not in the middle of a Latin word.
  const space = cut.lastIndexOf(' ');
  return (/\w$/.test(cut) && /^\w/.test(text.slice(length)) && space > length - 30 ? cut.slice(0, space) : cut).trimEnd();
}

/** A record whose body text is cut: the inline code of what is left out joins its code. */
function cutRecord(record: SearchRecord, limit: number): SearchRecord {
  const c = cutAt(record.c, limit);
  const left = (record.n ?? []).filter((span) => !c.includes(span));
  return { ...record, c, ...(left.length ? { k: [record.k, ...left].filter(Boolean).join(' ') } : {}) };
}

export interface FittedRecords {
  records: SearchRecord[];
  /** The length (characters) section texts were cut to; undefined when everything fitted. */
  sectionLimit?: number;
}

export function fitToBudget(records: SearchRecord[], budget = SEARCH_TEXT_BUDGET): FittedRecords {
  if (gzipSizeOf(records) <= budget) return { records };
  const cut = (limit: number) => records.map((r) => (r.c.length > limit ? cutRecord(r, limit) : r));
  // The longest limit that fits, to the nearest 10 characters.
  let low = 0;
  let high = Math.max(...records.map((r) => r.c.length));
  while (high - low > 10) {
    const mid = Math.floor((low + high) / 2);
    if (gzipSizeOf(cut(mid)) <= budget) low = mid;
    else high = mid;
  }
  return { records: cut(low), sectionLimit: low };
}
