/**
 * Keeps a locale's search data within its gzip budget as the content grows: when the whole text
 * does not fit, every section's text is cut to the longest length at which the data fits. Short
 * sections (most of them) keep all their text; the long ones keep their opening, which holds
 * their topic and snippet, and their headings and code words as before.
 */
import { gzipSync } from 'node:zlib';
import type { SearchRecord } from '../../shared/search/records.ts';
import { packIndexFile } from '../../shared/search/index-file.ts';

/** Per locale (and version), gzip. */
export const SEARCH_DATA_BUDGET = 250 * 1024;

export const gzipSizeOf = (lang: string, records: SearchRecord[]) => gzipSync(JSON.stringify(packIndexFile(lang, records))).length;

function cutAt(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  // Not in the middle of a Latin word.
  const space = cut.lastIndexOf(' ');
  return (/\w$/.test(cut) && /^\w/.test(text.slice(length)) && space > length - 30 ? cut.slice(0, space) : cut).trimEnd();
}

export interface FittedRecords {
  records: SearchRecord[];
  /** The length (characters) section texts were cut to; undefined when everything fitted. */
  sectionLimit?: number;
}

export function fitToBudget(lang: string, records: SearchRecord[], budget = SEARCH_DATA_BUDGET): FittedRecords {
  if (gzipSizeOf(lang, records) <= budget) return { records };
  const cut = (limit: number) => records.map((r) => (r.c.length > limit ? { ...r, c: cutAt(r.c, limit) } : r));
  // The longest limit that fits, to the nearest 10 characters.
  let low = 0;
  let high = Math.max(...records.map((r) => r.c.length));
  while (high - low > 10) {
    const mid = Math.floor((low + high) / 2);
    if (gzipSizeOf(lang, cut(mid)) <= budget) low = mid;
    else high = mid;
  }
  return { records: cut(low), sectionLimit: low };
}
