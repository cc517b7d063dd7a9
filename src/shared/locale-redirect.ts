/** The once-per-browser redirect to the reader's language. */
import type { Lang } from './types.ts';

export const LOCALE_VISITED_KEY = 'locale-redirect-visited';
const CRAWLER = /bot|spider|crawl|lighthouse/i;

/** The site language that matches the browser's preferences best (`zh-CN` -> `zh`), if any. */
export function preferredLang(browserLanguages: readonly string[], offered: readonly Lang[]): Lang | undefined {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    const match = offered.find((lang) => lang === base);
    if (match) return match;
  }
  return undefined;
}

/** The language to redirect to, or undefined to stay. */
export function localeRedirectTarget(options: {
  mode: 'never' | 'auto';
  visited: boolean;
  userAgent: string;
  browserLanguages: readonly string[];
  offered: readonly Lang[];
  pageLang: Lang;
}): Lang | undefined {
  if (options.mode !== 'auto' || options.visited || CRAWLER.test(options.userAgent)) return undefined;
  const lang = preferredLang(options.browserLanguages, options.offered);
  return lang && lang !== options.pageLang ? lang : undefined;
}
