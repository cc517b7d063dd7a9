/**
 * The part of the site config the browser receives: sidebars travel with the pages instead, and the
 * module paths of the site's own modules are the build's business (their code is in the bundle).
 */
import type { LocaleConfig, SiteConfig } from './site-config.ts';

export type BrowserLocale = Omit<LocaleConfig, 'sidebar'>;

export interface BrowserSite
  extends Omit<
    SiteConfig,
    'themeConfig' | 'locales' | 'markdown' | 'offline' | 'components' | 'strings' | 'contentLint' | 'pageExtract' | 'pageTransform' | 'dataFiles' | 'redirects'
  > {
  themeConfig: Omit<SiteConfig['themeConfig'], 'feedback'>;
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
    pageExtract: _pageExtract,
    pageTransform: _pageTransform,
    dataFiles: _dataFiles,
    redirects: _redirects,
    ...rest
  } = config;
  // The feedback settings travel with the feedback form's chunk (virtual:feedback), not with every page.
  const { search, feedback: _feedback, ...themeConfig } = rest.themeConfig;
  // The vocabulary reaches the search modal as a module of its chunk (virtual:search-vocabulary).
  const browserSearch = search.provider === 'local' ? (({ vocabulary: _vocabulary, ...local }) => local)(search) : search;
  return {
    ...rest,
    themeConfig: { ...themeConfig, search: browserSearch },
    locales: locales.map(({ sidebar: _sidebar, ...locale }) => locale),
  };
}
