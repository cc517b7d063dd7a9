/**
 * Writes the local search data of each locale into the build: `assets/search-<lang>.<hash>.json`,
 * named by content hash so it can be cached forever and is fetched only when a reader shows
 * intent to search. Returns the URL of each locale's file for the pages' boot data.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteModel } from '../site-model.ts';
import type { SidebarEntry } from '../../shared/site-config.ts';
import type { Lang } from '../../shared/types.ts';
import type { SearchRecord } from '../../shared/search/records.ts';
import { packIndexFile } from '../../shared/search/index-file.ts';
import { pageSearchRecords } from './page-records.ts';

export type SearchIndexUrls = Partial<Record<Lang, string>>;

/** Per locale, gzip (DESIGN.md budgets); the build warns above it. */
const SEARCH_DATA_BUDGET = 250 * 1024;

/** Route -> the text of the sidebar group that lists it (the lvl0 of its hits). */
function sidebarGroups(sidebars: Iterable<SidebarEntry[]>): Map<string, string> {
  const groups = new Map<string, string>();
  const walk = (entries: SidebarEntry[], group: string) => {
    for (const entry of entries) {
      if (!('link' in entry) && !('items' in entry)) continue;
      if (entry.link && !groups.has(entry.link)) groups.set(entry.link, group || entry.text || '');
      if (entry.items) walk(entry.items, entry.text ?? group);
    }
  };
  for (const entries of sidebars) walk(entries, '');
  return groups;
}

export function searchRecordsOf(model: SiteModel): Map<Lang, SearchRecord[]> {
  const groups = sidebarGroups(model.sidebars.values());
  const byLang = new Map<Lang, SearchRecord[]>();
  for (const page of model.pages) {
    if (page.pageType === '404') continue;
    const records = pageSearchRecords({ file: page.filePath, source: page.source, routePath: page.routePath, lvl0: groups.get(page.routePath) ?? model.config.title });
    // The page title comes from the compile (frontmatter, H1, file name) so hits read like the page.
    for (const record of records) record.h[1] = page.compiled.title;
    const list = byLang.get(page.lang) ?? [];
    list.push(...records);
    byLang.set(page.lang, list);
  }
  return byLang;
}

export function emitSearchIndexes(model: SiteModel, outDir: string): SearchIndexUrls {
  const urls: SearchIndexUrls = {};
  for (const [lang, records] of searchRecordsOf(model)) {
    const text = JSON.stringify(packIndexFile(lang, records));
    const gzipped = gzipSync(text).length;
    if (gzipped > SEARCH_DATA_BUDGET) console.warn(`search data of "${lang}" is ${(gzipped / 1024).toFixed(0)} KB gzip, over the ${SEARCH_DATA_BUDGET / 1024} KB budget`);
    const name = `assets/search-${lang}.${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.json`;
    mkdirSync(join(outDir, 'assets'), { recursive: true });
    writeFileSync(join(outDir, name), text);
    urls[lang] = `/${name}`;
  }
  return urls;
}

/** Where the dev server answers with a locale's search data (built afresh from the current model). */
export const DEV_SEARCH_PATH = '/__search/';

/** Dev server middleware: `/__search/<lang>.json`, so that search works in `npm run dev` too. */
export function searchDevMiddleware(getModel: () => SiteModel) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const lang = new RegExp(`^${DEV_SEARCH_PATH}([a-z]+)\\.json$`).exec(req.url ?? '')?.[1];
    const records = lang ? searchRecordsOf(getModel()).get(lang as Lang) : undefined;
    if (!lang || !records) return next();
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(packIndexFile(lang, records)));
  };
}
