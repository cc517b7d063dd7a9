/**
 * Browser entry. A prerendered page hydrates with its own chunk (already preloaded by the HTML);
 * the 404 page, served for unknown paths, first checks redirects and the route table so that
 * variants (`/Guide/Start`, `/x.html`) still reach their page on any static host.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { importChunk, loadRouteManifest } from './route-manifest.ts';
import { notFoundPage, type PageModule } from './page-module.ts';
import { withoutSiteLangSegment } from '../shared/routes.ts';
import { versionAndLangOf } from '../shared/nav-rules.ts';
import { redirectOf } from './router.tsx';
import site from 'virtual:site-data';
import type { Lang } from '../shared/types.ts';
import type { ThemeStrings } from '../shared/ui-strings.ts';

/** The texts of a language (src/node/vite/site-plugin.ts), for pages built in the browser (the 404 page of an unknown path). */
const loadUiStrings = (lang: Lang): Promise<ThemeStrings> =>
  (lang === 'zh' ? import('virtual:ui-strings/zh') : import('virtual:ui-strings/en')).then((m) => m.default);

async function pageFor(pathname: string): Promise<PageModule> {
  const manifest = await loadRouteManifest();
  if (manifest.matcher.match(pathname)) return manifest.load(pathname);
  const { lang, version } = versionAndLangOf(pathname, site.multiVersion.versions);
  return notFoundPage(lang, await loadUiStrings(lang), version);
}

async function boot() {
  const root = document.getElementById('root')!;
  const { pathname, search, hash } = location;
  const redirect = redirectOf(pathname) ?? withoutSiteLangSegment(pathname, site.lang);
  if (redirect) {
    location.replace(redirect + search + hash);
    return;
  }
  if (import.meta.env.DEV) {
    createRoot(root).render(<App initial={await pageFor(pathname)} />);
    return;
  }
  const boot = window.__SITE_BOOT__;
  if (boot.route === '404') {
    const module = await pageFor(pathname);
    // 404.html is prerendered in the default language and version: anything else renders afresh.
    if (module.page.pageType !== '404' || module.page.lang !== site.lang || module.page.version) {
      createRoot(root).render(<App initial={module} />);
      return;
    }
    hydrateRoot(root, <App initial={module} />);
    return;
  }
  hydrateRoot(root, <App initial={await importChunk(boot.page)} />);
}

boot().catch((error) => console.log('[site] start-up failed', error));
