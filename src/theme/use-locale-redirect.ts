/**
 * Sends a first-time reader to the site in their browser's language, once per browser.
 * The rules load only on sites that turn the redirect on.
 */
import { useEffect } from 'react';
import { usePageContext } from './page-context.ts';
import { useRouter } from '../runtime/router.tsx';

export function useLocaleRedirect() {
  const { site, page, view } = usePageContext();
  const { navigate } = useRouter();
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, for the page the reader arrived on
  useEffect(() => {
    if (site.themeConfig.localeRedirect !== 'auto') return;
    // A failed load only means no redirect this time: the reader stays on the page they asked for.
    import('../shared/locale-redirect.ts').then(
      ({ LOCALE_VISITED_KEY, localeRedirectTarget }) => {
        let visited = false;
        try {
          visited = localStorage.getItem(LOCALE_VISITED_KEY) === '1';
          localStorage.setItem(LOCALE_VISITED_KEY, '1');
        } catch {
          // Without storage there is no way to do it only once: do not redirect at all.
          return;
        }
        const target = localeRedirectTarget({
          mode: site.themeConfig.localeRedirect,
          visited,
          userAgent: navigator.userAgent,
          browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
          offered: site.locales.map((l) => l.lang),
          pageLang: page.lang,
        });
        const path = target && view.inLang[target];
        if (path) void navigate(path + location.hash, { replace: true });
      },
      () => {},
    );
    // Only on the first page of a visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
