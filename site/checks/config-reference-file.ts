/**
 * The site's data files (`dataFiles` in site.config.ts): each locale's config-reference.json
 * (src/shared/site-data-files.ts), built from that locale's config pages by the parser that
 * `npm run check:docs` checks against `@rsbuild/core`'s types.
 */
import { BuildError } from '../../src/node/content-error.ts';
import type { LocaleDataFiles } from '../../src/node/build/emit-site-data.ts';
import { CONFIG_REFERENCE_FILE } from './config-reference-format.ts';
import { isConfigOptionPage } from './config-page-lint.ts';
import { parseConfigPage } from './config-docs.ts';
import { configReferenceOf } from './config-reference.ts';

const LINK_TEXT: Record<string, { title: string; description: string }> = {
  en: { title: 'Config reference (JSON)', description: 'every option with its type, default, first version, one-line summary and page URL' },
  zh: { title: '配置参考（JSON）', description: '每个选项的类型、默认值、起始版本、一句话简介和页面链接' },
};

const configReferenceFiles: LocaleDataFiles = ({ lang, siteUrl, pages }) => {
  const configPages = pages.filter((p) => isConfigOptionPage(p.relativePath));
  if (!configPages.length) return [];
  const reference = configReferenceOf(
    lang,
    configPages.map((p) => ({ page: parseConfigPage(`docs/${p.relativePath}`, p.source), url: siteUrl + p.routePath })),
  );
  // The anchors come from a line reader; the compiled page is the truth, so a mismatch fails here.
  const anchors = new Map(configPages.map((p) => [siteUrl + p.routePath, new Set(p.compiled.anchors)]));
  for (const option of reference.options) {
    const [page, anchor] = option.url.split('#');
    if (anchor && !anchors.get(page)?.has(anchor)) throw new BuildError(`${CONFIG_REFERENCE_FILE}: ${option.name} links to #${anchor}, which ${page} lacks`);
  }
  return [{ name: CONFIG_REFERENCE_FILE, value: reference, link: LINK_TEXT[lang] ?? LINK_TEXT.en }];
};

export default configReferenceFiles;
