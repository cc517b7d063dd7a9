/**
 * The part of the site config the browser receives, as allow-lists: what is not named here stays with
 * the build. Sidebars travel with the pages instead, the feedback settings with the feedback form's chunk
 * (virtual:feedback), the search vocabulary with the search's chunk (virtual:search-vocabulary), and the
 * site's module paths are the build's business (their code is in the bundle).
 */
import type { LocaleConfig, SearchConfig, SiteConfig, ThemeConfig } from './site-config.ts';

const SITE_KEYS = [
  'lang',
  'title',
  'description',
  'siteUrl',
  'icon',
  'logo',
  'logoText',
  'socialCards',
  'assetsBaseUrl',
  'themeConfig',
  'multiVersion',
  'route',
] as const;
const THEME_KEYS = [
  'socialLinks',
  'darkMode',
  'search',
  'hideNavbar',
  'enableAppearanceAnimation',
  'fallbackHeadingTitle',
  'localeRedirect',
  'banner',
  'footer',
] as const;
const LOCALE_KEYS = ['lang', 'label', 'htmlLang', 'ogLocale', 'title', 'description', 'nav', 'editLink'] as const;
const LOCAL_SEARCH_KEYS = ['provider', 'missingResultsUrl'] as const;

export type BrowserLocale = Pick<LocaleConfig, (typeof LOCALE_KEYS)[number]>;
type BrowserSearch = Pick<Extract<SearchConfig, { provider: 'local' }>, (typeof LOCAL_SEARCH_KEYS)[number]> | Extract<SearchConfig, { provider: 'algolia' }>;

export interface BrowserSite extends Omit<Pick<SiteConfig, (typeof SITE_KEYS)[number]>, 'themeConfig'> {
  themeConfig: Omit<Pick<ThemeConfig, (typeof THEME_KEYS)[number]>, 'search'> & { search: BrowserSearch };
  locales: BrowserLocale[];
  /** Route-manifest URL (production) — the browser fetches it after hydration. */
  routeManifest?: string;
}

/** The entries of `object` named in `keys`, in the object's own order. */
function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => (keys as readonly PropertyKey[]).includes(key))) as Pick<T, K>;
}

export function browserSiteOf(config: SiteConfig): BrowserSite {
  const { search, ...themeConfig } = pick(config.themeConfig, THEME_KEYS);
  // The search settings, then the locales, come last, as the pages' data has always had them.
  return {
    ...pick(config, SITE_KEYS),
    themeConfig: { ...themeConfig, search: search.provider === 'local' ? pick(search, LOCAL_SEARCH_KEYS) : search },
    locales: config.locales.map((locale) => pick(locale, LOCALE_KEYS)),
  };
}
