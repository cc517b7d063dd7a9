/**
 * The part of the site config the browser receives: sidebars travel with the pages instead, and the
 * module paths of the site's own modules are the build's business (their code is in the bundle).
 */
import type { LocaleConfig, SiteConfig } from './site-config.ts';

export type BrowserLocale = Omit<LocaleConfig, 'sidebar'>;

export interface BrowserSite
  extends Omit<SiteConfig, 'locales' | 'markdown' | 'offline' | 'components' | 'strings' | 'contentLint' | 'pageData' | 'pageTransform' | 'dataFiles'> {
  locales: BrowserLocale[];
  /** Route-manifest URL (production) — the browser fetches it after hydration. */
  routeManifest?: string;
}

export function browserSiteOf(config: SiteConfig): BrowserSite {
  const {
    locales,
    markdown: _markdown,
    offline: _offline,
    components: _components,
    strings: _strings,
    contentLint: _contentLint,
    pageData: _pageData,
    pageTransform: _pageTransform,
    dataFiles: _dataFiles,
    ...rest
  } = config;
  const { search } = rest.themeConfig;
  // The vocabulary reaches the search modal as a module of its chunk (virtual:search-vocabulary).
  const browserSearch = search.provider === 'local' ? (({ vocabulary: _vocabulary, ...local }) => local)(search) : search;
  return {
    ...rest,
    themeConfig: { ...rest.themeConfig, search: browserSearch },
    locales: locales.map(({ sidebar: _sidebar, ...locale }) => locale),
  };
}
