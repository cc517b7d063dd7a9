/**
 * Writes the machine-readable files of src/shared/site-data-files.ts: each locale's
 * config-reference.json and the root search-index.json that points at the search data.
 * Returns the links llms.txt lists for them, by locale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteModel } from '../site-model.ts';
import { parseConfigPage } from '../checks/config-docs.ts';
import { isConfigOptionPage } from '../checks/content-lint.ts';
import { CONFIG_REFERENCE_FILE, SEARCH_POINTER_FILE, type SearchPointerFile } from '../../shared/site-data-files.ts';
import { searchIndexKey } from '../../shared/search/index-key.ts';
import type { SearchIndexUrls } from '../search/emit-index.ts';
import { configReferenceOf } from './config-reference.ts';
import { BuildError } from '../content-error.ts';

export interface DataLink {
  title: string;
  url: string;
  description: string;
}

const LINK_TEXT: Record<string, Omit<DataLink, 'url'>> = {
  en: { title: 'Config reference (JSON)', description: 'every option with its type, default, first version, one-line summary and page URL' },
  zh: { title: '配置参考（JSON）', description: '每个选项的类型、默认值、起始版本、一句话简介和页面链接' },
};

export function emitSiteData(model: SiteModel, outDir: string, search: SearchIndexUrls): Map<string, DataLink[]> {
  const write = (path: string, value: unknown) => {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  };
  const links = new Map<string, DataLink[]>();
  const { siteUrl, multiVersion } = model.config;
  const indexes: Record<string, string> = {};
  for (const locale of model.config.locales) {
    const prefix = locale.lang === model.config.lang ? '' : `/${locale.lang}`;
    const key = searchIndexKey(locale.lang, multiVersion.versions.length < 2 ? '' : multiVersion.default);
    if (search[key]) indexes[locale.lang] = search[key];

    const pages = model.pages.filter((p) => p.lang === locale.lang && isConfigOptionPage(p.relativePath));
    if (!pages.length) continue;
    const reference = configReferenceOf(
      locale.lang,
      pages.map((p) => ({ page: parseConfigPage(`docs/${p.relativePath}`, p.source), url: siteUrl + p.routePath })),
    );
    // The anchors come from a line reader; the compiled page is the truth, so a mismatch fails here.
    const anchors = new Map(pages.map((p) => [siteUrl + p.routePath, new Set(p.compiled.anchors)]));
    for (const option of reference.options) {
      const [page, anchor] = option.url.split('#');
      if (anchor && !anchors.get(page)?.has(anchor)) throw new BuildError(`${CONFIG_REFERENCE_FILE}: ${option.name} links to #${anchor}, which ${page} lacks`);
    }
    write(`${prefix}/${CONFIG_REFERENCE_FILE}`, reference);
    links.set(locale.lang, [{ ...(LINK_TEXT[locale.lang] ?? LINK_TEXT.en), url: `${siteUrl}${prefix}/${CONFIG_REFERENCE_FILE}` }]);
  }
  const pointer: SearchPointerFile = { version: 1, siteUrl, lang: model.config.lang, indexes };
  write(SEARCH_POINTER_FILE, pointer);
  return links;
}
