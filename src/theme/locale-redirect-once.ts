/** The browser's part of the first-visit language redirect, loaded only on sites that turn it on. */
import { LOCALE_VISITED_KEY, localeRedirectTarget } from '../shared/locale-redirect.ts';
import type { Lang } from '../shared/types.ts';

/** The language to send this reader to, the first time this browser visits the site; undefined to stay. */
export function firstVisitTarget(offered: Lang[], pageLang: Lang): Lang | undefined {
  let visited = false;
  try {
    visited = localStorage.getItem(LOCALE_VISITED_KEY) === '1';
    localStorage.setItem(LOCALE_VISITED_KEY, '1');
  } catch {
    // Without storage there is no way to do it only once: do not redirect at all.
    return undefined;
  }
  return localeRedirectTarget({
    mode: 'auto',
    visited,
    userAgent: navigator.userAgent,
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    offered,
    pageLang,
  });
}
