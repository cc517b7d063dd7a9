/** What the theme's components read about the current page, derived from the router. */
import site from 'virtual:site-data';
import { useRouter } from '../runtime/index.ts';
import type { PageStrings } from '../shared/ui-strings.ts';
import type { BrowserLocale } from '../shared/browser-site.ts';

export function usePageContext() {
  const { module, view, pathname, loading, offline } = useRouter();
  const { page, sidebar, default: Content, overview, OverviewBlock, PageLayout, staticBody } = module;
  const locale = (site.locales.find((l) => l.lang === page.lang) ?? site.locales[0]) as BrowserLocale;
  return { site, page, view, sidebar, overview, OverviewBlock, PageLayout, Content, staticBody, locale, pathname, loading, offline, lang: page.lang };
}

/** The current page's dictionary: every text a component shows, the engine's and the site's (`strings` in site.config.ts). */
export function useStrings(): PageStrings {
  return useRouter().module.strings;
}
