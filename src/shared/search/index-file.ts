/** Packs a locale's search records into the index file and back (see SearchIndexFile). */
import type { PackedSection, SearchIndexFile, SearchRecord } from './records.ts';

/** `records` in page order, each page's own record (type 1) first. */
export function packIndexFile(lang: string, records: SearchRecord[]): SearchIndexFile {
  const file: SearchIndexFile = { version: 2, lang, groups: [], pages: [], content: [], code: [] };
  const groups = new Map<string, number>();
  let sections: PackedSection[] = [];
  for (const r of records) {
    const [url, anchor = ''] = r.u.split('#');
    if (r.t === 1) {
      let group = groups.get(r.h[0]);
      if (group === undefined) {
        group = file.groups.push(r.h[0]) - 1;
        groups.set(r.h[0], group);
      }
      sections = [];
      file.pages.push([url, group, r.h[1], sections]);
    }
    sections.push([r.t, anchor, r.t === 1 ? '' : r.h[r.t]]);
    file.content.push(r.c);
    file.code.push(r.k ?? '');
  }
  return file;
}

/** Throws on a file of another format (a stale cache), so that the caller can show the error screen. */
export function unpackIndexFile(file: SearchIndexFile): SearchRecord[] {
  if (file?.version !== 2 || !Array.isArray(file.pages) || !Array.isArray(file.content) || !Array.isArray(file.code))
    throw new Error('search index: unknown format');
  const records: SearchRecord[] = [];
  for (const [url, group, title, sections] of file.pages) {
    const lvl0 = file.groups[group];
    let h2 = '';
    for (const [t, anchor, heading] of sections) {
      if (t === 2) h2 = heading;
      const h = t === 1 ? [lvl0, title] : t === 2 ? [lvl0, title, heading] : [lvl0, title, h2, heading];
      const i = records.length;
      records.push({ u: anchor ? `${url}#${anchor}` : url, t, h, c: file.content[i] ?? '', ...(file.code[i] ? { k: file.code[i] } : {}) });
    }
  }
  return records;
}
