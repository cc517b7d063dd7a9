/**
 * Sends a first-time reader to the site in their browser's language, once per browser. The rules load only on
 * sites that turn the redirect on.
 */
import { useEffect } from 'react';
import { usePageContext } from './page-context.ts';
import { useRouter } from '../runtime/index.ts';

export function useLocaleRedirect() {
  const { site, page, view } = usePageContext();
  const { navigate } = useRouter();
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, for the page the reader arrived on
  useEffect(() => {
    if (site.themeConfig.localeRedirect !== 'auto') return;
    // A failed load only means no redirect this time: the reader stays on the page they asked for.
    import('./locale-redirect-once.ts').then(
      ({ firstVisitTarget }) => {
        const target = firstVisitTarget(
          site.locales.map((l) => l.lang),
          page.lang,
        );
        const path = target && view.inLang[target];
        if (path) void navigate(path + location.hash, { replace: true });
      },
      () => {},
    );
  }, []);
}
