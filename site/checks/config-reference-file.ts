/**
 * The site's data files (`dataFiles` in site.config.ts): each locale's config-reference.json
 * (src/shared/site-data-files.ts), built from what the page compile read of that locale's config
 * pages (config-page-extract.ts), which `npm run check:docs` checks against `@rsbuild/core`'s types.
 */
import type { LocaleDataFiles } from '../../src/index.ts';
import { CONFIG_REFERENCE_FILE } from './config-reference-format.ts';
import { configPageOf } from './config-page-extract.ts';
import { configReferenceOf } from './config-reference.ts';
import { docVersionOf, installedRelease, removedOptions } from './doc-versions.ts';
import { introducedIn, lineDataOf } from '../config-marks/option-marks.ts';

const LINK_TEXT: Record<string, { title: string; description: string }> = {
  en: { title: 'Config reference (JSON)', description: 'every option with its type, default, first version, one-line summary and page URL' },
  zh: { title: '配置参考（JSON）', description: '每个选项的类型、默认值、起始版本、一句话简介和页面链接' },
};

const configReferenceFiles: LocaleDataFiles = ({ lang, version, siteUrl, pages }) => {
  const line = docVersionOf(version);
  const removed = removedOptions(line);
  const configPages = pages.flatMap((p) => {
    const page = configPageOf(`docs/${p.pagePath}`, p.compiled);
    return page && !(page.option && removed.has(page.option.path)) ? [{ page, url: siteUrl + p.routePath }] : [];
  });
  if (!configPages.length) return [];
  const lineData = lineDataOf(line);
  const reference = configReferenceOf(lang, configPages, installedRelease(line), (path) => introducedIn(path, lineData));
  return [{ name: CONFIG_REFERENCE_FILE, value: reference, link: LINK_TEXT[lang] ?? LINK_TEXT.en }];
};

export default configReferenceFiles;
