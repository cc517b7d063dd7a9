/** What the theme's components read about the current page, derived from the router. */
import site from 'virtual:site-data';
import { useRouter } from '../runtime/index.ts';
import type { PageStrings } from '../shared/ui-strings.ts';
import type { BrowserLocale } from '../shared/browser-site.ts';

export function usePageContext() {
  const { module, view, pathname, loading, offline } = useRouter();
  const { page, sidebar, default: Content, overview, OverviewBlock, PageLayout, staticBody } = module;
  const locale = (site.locales.find((l) => l.lang === page.lang) ?? site.locales[0]) as BrowserLocale;
  const strings: PageStrings = { ...module.strings, ...stripUndefined(locale) };
  return { site, page, view, sidebar, overview, OverviewBlock, PageLayout, Content, staticBody, locale, strings, pathname, loading, offline, lang: page.lang };
}

/** Locale overrides of UI texts (only the UiTexts fields a locale sets). */
function stripUndefined(locale: BrowserLocale): Partial<PageStrings> {
  const keys = [
    'outlineTitle',
    'lastUpdatedText',
    'prevPageText',
    'nextPageText',
    'sourceCodeText',
    'searchPlaceholderText',
    'searchNoResultsText',
    'searchSuggestedQueryText',
    'overview',
  ] as const;
  const out: Partial<PageStrings> = {};
  for (const key of keys) if (locale[key] !== undefined) (out as Record<string, unknown>)[key] = locale[key];
  return out;
}
