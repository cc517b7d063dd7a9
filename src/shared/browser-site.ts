/** The part of the site config the browser receives (sidebars travel with the pages instead). */
import type { LocaleConfig, SiteConfig } from './site-config.ts';

export type BrowserLocale = Omit<LocaleConfig, 'sidebar'>;

export interface BrowserSite extends Omit<SiteConfig, 'locales' | 'markdown'> {
  locales: BrowserLocale[];
  /** Route-manifest URL (production) — the browser fetches it after hydration. */
  routeManifest?: string;
}

export function browserSiteOf(config: SiteConfig): BrowserSite {
  const { locales, markdown: _markdown, ...rest } = config;
  return {
    ...rest,
    locales: locales.map(({ sidebar: _sidebar, ...locale }) => locale),
  };
}
