/**
 * Writes the machine-readable files for assistants: the root search-index.json (src/shared/site-data-files.ts)
 * that points at the search data, and each locale's own data files, which the site's `dataFiles`
 * module (site.config.ts) writes from that locale's pages. Returns the links llms.txt lists for
 * them, by locale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageRecord } from '../content/scan.ts';
import type { SiteModel } from '../site-model.ts';
import { SEARCH_POINTER_FILE, type SearchPointerFile } from '../../shared/site-data-files.ts';
import { searchIndexKey } from '../../shared/search/index-key.ts';
import type { SearchIndexUrls } from '../search/emit-index.ts';

export interface DataLink {
  title: string;
  url: string;
  description: string;
}

/** A data file of one locale, written beside that locale's llms.txt and listed there. */
export interface SiteDataFile {
  /** File name under the locale's folder (`config-reference.json`). */
  name: string;
  value: unknown;
  link: Omit<DataLink, 'url'>;
}

/** The default export of a site's `dataFiles` module; it may throw a BuildError (src/node/content-error.ts) to fail the build. */
export type LocaleDataFiles = (locale: { lang: string; siteUrl: string; pages: PageRecord[] }) => SiteDataFile[];

export function emitSiteData(model: SiteModel, outDir: string, search: SearchIndexUrls): Map<string, DataLink[]> {
  const write = (path: string, value: unknown) => {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  };
  const links = new Map<string, DataLink[]>();
  const { siteUrl } = model.config;
  const indexes: Record<string, string> = {};
  for (const locale of model.config.locales) {
    const prefix = locale.lang === model.config.lang ? '' : `/${locale.lang}`;
    const key = searchIndexKey(locale.lang, model.layout.defaultVersion);
    if (search[key]) indexes[locale.lang] = search[key];

    const files = model.modules.dataFiles?.({ lang: locale.lang, siteUrl, pages: model.pages.filter((p) => p.lang === locale.lang) }) ?? [];
    for (const file of files) write(`${prefix}/${file.name}`, file.value);
    if (files.length)
      links.set(
        locale.lang,
        files.map((file) => ({ ...file.link, url: `${siteUrl}${prefix}/${file.name}` })),
      );
  }
  const pointer: SearchPointerFile = { version: 1, siteUrl, lang: model.config.lang, indexes };
  write(SEARCH_POINTER_FILE, pointer);
  return links;
}
