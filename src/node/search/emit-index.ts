/**
 * Writes the local search data of each locale (and version, when the site has several) into the
 * build: `assets/search-<key>.<hash>.json` (see index-key.ts), named by content hash so it can be
 * cached forever and is fetched only when a reader shows intent to search. Returns the URL of
 * each file by key, for the pages' boot data.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteModel } from '../site-model.ts';
import type { SidebarEntry } from '../../shared/site-config.ts';
import type { SearchRecord } from '../../shared/search/records.ts';
import { packIndexFile } from '../../shared/search/index-file.ts';
import { groupByIndex } from '../../shared/search/index-key.ts';
import { pageRecords } from './page-records.ts';
import { fitToBudget, gzipSizeOf, SEARCH_DATA_BUDGET } from './fit-budget.ts';

/** Index key (`en`, `zh`, or `en-<version>`) -> URL of its file. */
export type SearchIndexUrls = Record<string, string>;

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

/** The records of each index (by key), with the locale they are in. */
export function searchRecordsOf(model: SiteModel): Map<string, { lang: string; records: SearchRecord[]; sectionLimit?: number }> {
  const groups = sidebarGroups(model.sidebars.values());
  const indexes = new Map<string, { lang: string; records: SearchRecord[]; sectionLimit?: number }>();
  const pages = model.pages.filter((page) => page.pageType !== '404');
  for (const [key, { lang, items }] of groupByIndex(pages, model.layout)) {
    // The records come with the compiled page: nothing here reads a page source.
    const records = items.flatMap((page) => pageRecords(page.compiled.sections, page.routePath, groups.get(page.routePath) ?? model.config.title));
    indexes.set(key, { lang, ...fitToBudget(lang, records) });
  }
  return indexes;
}

export function emitSearchIndexes(model: SiteModel, outDir: string): SearchIndexUrls {
  const urls: SearchIndexUrls = {};
  for (const [key, { lang, records, sectionLimit }] of searchRecordsOf(model)) {
    if (sectionLimit)
      console.log(`search data of "${key}": section texts cut to ${sectionLimit} characters to stay within ${SEARCH_DATA_BUDGET / 1024} KB gzip`);
    const text = JSON.stringify(packIndexFile(lang, records));
    const gzipped = gzipSizeOf(lang, records);
    if (gzipped > SEARCH_DATA_BUDGET)
      console.warn(`search data of "${key}" is ${(gzipped / 1024).toFixed(0)} KB gzip, over the ${SEARCH_DATA_BUDGET / 1024} KB budget`);
    const name = `assets/search-${key}.${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.json`;
    mkdirSync(join(outDir, 'assets'), { recursive: true });
    writeFileSync(join(outDir, name), text);
    urls[key] = `/${name}`;
  }
  return urls;
}

/** Where the dev server answers with a locale's search data (from the current model's compiled pages). */
export const DEV_SEARCH_PATH = '/__search/';

/** Dev server middleware: `/__search/<key>.json`, so that search works in `npm run dev` too. */
export function searchDevMiddleware(getModel: () => SiteModel) {
  // Per model: the dev server builds a new one when a page or the config changes.
  const indexes = new WeakMap<SiteModel, ReturnType<typeof searchRecordsOf>>();
  const indexesOf = (model: SiteModel) => indexes.get(model) ?? indexes.set(model, searchRecordsOf(model)).get(model)!;
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const key = new RegExp(`^${DEV_SEARCH_PATH}([\\w.-]+)\\.json$`).exec(req.url ?? '')?.[1];
    const index = key ? indexesOf(getModel()).get(key) : undefined;
    if (!index) return next();
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(packIndexFile(index.lang, index.records)));
  };
}
