/**
 * Writes the machine-readable files for assistants: the root search-index.json (src/shared/site-data-files.ts)
 * that points at the search data of every locale and version, and each locale's own data files, which the site's `dataFiles`
 * module (site.config.ts) writes from the pages of each language and version. Returns the links
 * llms.txt lists for them, by edition (dataPrefixOf).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageRecord } from '../content/scan.ts';
import type { SiteModel } from '../site-model.ts';
import { SEARCH_POINTER_FILE, type SearchPointerFile } from '../../shared/site-data-files.ts';
import { searchIndexKey } from '../../shared/search/index-key.ts';
import { contentFolders, homePathOf, type SiteLayout } from '../../shared/site-layout.ts';
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

/**
 * The default export of a site's `dataFiles` module, called once per language and version with that
 * edition's pages (`version` is '' for the default version); it may throw a BuildError
 * (src/node/content-error.ts) to fail the build.
 */
export type LocaleDataFiles = (locale: { lang: string; version: string; siteUrl: string; pages: PageRecord[] }) => SiteDataFile[];

/** Where an edition's data files and llms files live: its home path without the trailing slash (`''`, `/zh`, `/1.x/zh`). */
export function dataPrefixOf(lang: string, version: string, layout: SiteLayout): string {
  return homePathOf(lang, version, layout).slice(0, -1);
}

export async function emitSiteData(model: SiteModel, outDir: string, search: SearchIndexUrls): Promise<Map<string, DataLink[]>> {
  const dataFiles = await model.modules.dataFiles();
  const write = (path: string, value: unknown) => {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  };
  const links = new Map<string, DataLink[]>();
  const { siteUrl } = model.config;
  for (const { lang, version } of contentFolders(model.layout)) {
    const prefix = dataPrefixOf(lang, version, model.layout);
    const pages = model.pages.filter((p) => p.lang === lang && p.version === version);
    const files = dataFiles?.({ lang, version, siteUrl, pages }) ?? [];
    for (const file of files) write(`${prefix}/${file.name}`, file.value);
    if (files.length)
      links.set(
        prefix,
        files.map((file) => ({ ...file.link, url: `${siteUrl}${prefix}/${file.name}` })),
      );
  }
  write(SEARCH_POINTER_FILE, searchPointerOf(siteUrl, model.layout, search));
  return links;
}

/** The root search pointer: each locale's search data, and each version's when the site has several. */
export function searchPointerOf(siteUrl: string, layout: SiteLayout, search: SearchIndexUrls): SearchPointerFile {
  const { langs, defaultLang, versions, defaultVersion } = layout;
  const indexesOf = (version: string) => {
    const indexes: Record<string, string> = {};
    for (const lang of langs) {
      const url = search[searchIndexKey(lang, version)];
      if (url) indexes[lang] = url;
    }
    return indexes;
  };
  const pointer: SearchPointerFile = { version: 1, siteUrl, lang: defaultLang, indexes: indexesOf(defaultVersion) };
  if (versions.length) pointer.versions = { default: defaultVersion, indexes: Object.fromEntries(versions.map((v) => [v, indexesOf(v)])) };
  return pointer;
}
