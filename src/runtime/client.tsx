/**
 * Browser entry. A prerendered page hydrates with its own chunk (already preloaded by the HTML), or a doc
 * page with only its head chunk, its content staying the prerendered HTML;
 * the 404 page, served for unknown paths, first checks redirects and the route table so that
 * variants (`/Guide/Start`, `/x.html`) still reach their page on any static host.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { importChunk, loadRouteManifest } from './route-manifest.ts';
import { notFoundPage, withStaticBody, type PageHead, type PageModule } from './page-module.ts';
import { PAGE_BODY_ATTRIBUTE } from '../shared/site-boot.ts';
import { loadUiStrings } from './locale-strings.ts';
import { layoutOf, placeOfPath, withoutDefaultSegments } from '../shared/site-layout.ts';
import site from 'virtual:site-data';

async function pageFor(pathname: string): Promise<PageModule> {
  const manifest = await loadRouteManifest();
  if (manifest.matcher.match(pathname)) return manifest.load(pathname);
  const { lang, version } = placeOfPath(pathname, layoutOf(site));
  return notFoundPage(lang, await loadUiStrings(lang), version);
}

async function boot() {
  const root = document.getElementById('root')!;
  const { pathname, search, hash } = location;
  // A prerendered page is no redirect's source: only a path without a page asks for the redirects (in the route manifest).
  const unknown = import.meta.env.DEV || window.__SITE_BOOT__.route === '404';
  const redirect = withoutDefaultSegments(pathname, layoutOf(site)) ?? (unknown ? (await loadRouteManifest()).redirectOf(pathname) : undefined);
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
  // A page with a head chunk hydrates its prerendered content as it is, without loading the content's code.
  const body = boot.head ? document.querySelector(`[${PAGE_BODY_ATTRIBUTE}]`) : null;
  const initial = boot.head && body ? withStaticBody((await import(/* @vite-ignore */ boot.head)) as PageHead, body.innerHTML) : await importChunk(boot.page);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (React replays a click that lands on a part not hydrated yet).
  startTransition(() => {
    hydrateRoot(root, <App initial={initial} />);
  });
}

boot().catch((error) => console.log('[site] start-up failed', error));
