/**
 * What the site says about a language to browsers, crawlers and feed readers, derived from its
 * locale entry in the config: `{ lang: 'zh', htmlLang: 'zh-CN' }` gives `<html lang="zh-CN">`,
 * hreflang `zh`, og:locale `zh_CN`, dates and feeds in `zh-CN`.
 */
export interface LocaleProfile {
  lang: string;
  /** `<html lang>`, the feeds' language and the locale dates are written in. */
  htmlLang: string;
  /** The hreflang of the page's alternate links. */
  hreflang: string;
  /** Open Graph's `language_TERRITORY`. */
  ogLocale: string;
}

export interface LocaleEntry {
  lang: string;
  htmlLang?: string;
  ogLocale?: string;
}

export function localeProfileOf(locale: LocaleEntry): LocaleProfile {
  const htmlLang = locale.htmlLang ?? locale.lang;
  return { lang: locale.lang, htmlLang, hreflang: locale.lang, ogLocale: locale.ogLocale ?? htmlLang.replace('-', '_') };
}

/** The profile of one of the site's languages (a language the config does not list gets its code as every tag). */
export function profileOfLang(site: { locales: LocaleEntry[] }, lang: string): LocaleProfile {
  return localeProfileOf(site.locales.find((l) => l.lang === lang) ?? { lang });
}

/** The name of a language as a reader of `profile`'s language calls it: `zh` -> Chinese, 中文. */
export function languageName(lang: string, profile: LocaleProfile): string {
  try {
    return new Intl.DisplayNames([profile.htmlLang], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/** A date as the language writes it: `Mar 5, 2025`, `2025年3月5日`. */
export function formatDate(time: number, profile: LocaleProfile): string {
  return new Date(time).toLocaleDateString(profile.htmlLang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
