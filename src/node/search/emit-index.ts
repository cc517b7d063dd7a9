/**
 * Writes the local search data of each locale (and version, when the site has several) into the
 * build: `assets/search-<key>.<hash>/` (see index-key.ts) holds its head, term shards and page
 * texts (search-files.ts), the folder named by their content so they can be cached forever; they
 * are fetched only when a reader shows intent to search. Returns the URL of each head and every file by key,
 * for the pages' boot data and the offline copy.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteModel } from '../site-model.ts';
import type { SidebarEntry } from '../../shared/site-config.ts';
import type { SearchRecord } from '../../shared/search/records.ts';
import { HEAD_FILE, pageTextFile, shardFile, splitSearchData } from '../../shared/search/search-files.ts';
import { groupByIndex } from '../../shared/search/index-key.ts';
import { pageRecords } from './page-records.ts';
import { fitToBudget, SEARCH_TEXT_BUDGET } from './fit-budget.ts';

/** Index key (`en`, `zh`, or `en-<version>`) -> URL of its head. */
export type SearchIndexUrls = Record<string, string>;

export interface SearchData {
  heads: SearchIndexUrls;
  /** Index key -> URL of each of its files, the head first. */
  files: Record<string, string[]>;
}

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
    indexes.set(key, { lang, ...fitToBudget(records) });
  }
  return indexes;
}

/**
 * The files of one index by name (search-files.ts), the head first, and the name of their folder
 * (`search-<key>.<hash>`): one hash of all of them, since the head names the others by number.
 */
export function searchFilesOf(lang: string, records: SearchRecord[]): { hash: string; files: Map<string, string> } {
  const { head, shards, texts } = splitSearchData(lang, records);
  const files = new Map<string, string>([
    [HEAD_FILE, JSON.stringify(head)],
    ...shards.map((shard, i) => [shardFile(i), JSON.stringify(shard)] as const),
    ...texts.map((text, i) => [pageTextFile(i), JSON.stringify(text)] as const),
  ]);
  const hash = createHash('sha256');
  for (const [name, text] of files) hash.update(name).update('\0').update(text).update('\0');
  return { hash: hash.digest('base64url').slice(0, 8), files };
}

export function emitSearchIndexes(model: SiteModel, outDir: string): SearchData {
  const data: SearchData = { heads: {}, files: {} };
  for (const [key, { lang, records, sectionLimit }] of searchRecordsOf(model)) {
    if (sectionLimit)
      console.log(`search data of "${key}": section texts cut to ${sectionLimit} characters to stay within ${SEARCH_TEXT_BUDGET / 1024} KB gzip`);
    const { hash, files } = searchFilesOf(lang, records);
    const dir = `assets/search-${key}.${hash}`;
    mkdirSync(join(outDir, dir), { recursive: true });
    for (const [name, text] of files) writeFileSync(join(outDir, dir, name), text);
    data.heads[key] = `/${dir}/${HEAD_FILE}`;
    data.files[key] = [...files.keys()].map((name) => `/${dir}/${name}`);
  }
  return data;
}

/** Where the dev server answers with a locale's search data (from the current model's compiled pages). */
export const DEV_SEARCH_PATH = '/__search/';

/**
 * Dev server middleware: `/__search/<key>/head.json` and the files beside it, so that search works
 * in `npm run dev` too.
 */
export function searchDevMiddleware(getModel: () => SiteModel) {
  // Per model: the dev server builds a new one when a page or the config changes. The records of every
  // index come at once (searchRecordsOf); an index's files when one of them is first asked for.
  const indexes = new WeakMap<SiteModel, { records: ReturnType<typeof searchRecordsOf>; files: Map<string, Map<string, string>> }>();
  const filesOf = (model: SiteModel, key: string) => {
    let cached = indexes.get(model);
    if (!cached) {
      cached = { records: searchRecordsOf(model), files: new Map() };
      indexes.set(model, cached);
    }
    const index = cached.records.get(key);
    if (!index) return undefined;
    let found = cached.files.get(key);
    if (!found) {
      found = searchFilesOf(index.lang, index.records).files;
      cached.files.set(key, found);
    }
    return found;
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const [, key, name] = new RegExp(`^${DEV_SEARCH_PATH}([\\w.-]+)/([\\w.-]+\\.json)$`).exec(req.url ?? '') ?? [];
    const found = key ? filesOf(getModel(), key) : undefined;
    const text = found?.get(name);
    if (!text) return next();
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(text);
  };
}
