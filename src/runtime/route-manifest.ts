/**
 * The browser's route table. In production it is a small JSON file (route -> chunk URL) fetched
 * after hydration, so the entry chunk does not grow with the number of pages; in dev it is a
 * virtual module of lazy imports.
 */
import site from 'virtual:site-data';
import type { SiteBoot } from '../shared/site-boot.ts';
import { createRouteMatcher, routeKey, type RouteMatcher } from '../shared/routes.ts';
import { compileRedirects, findRedirect, type CompiledRedirect, type Redirect } from '../shared/redirects.ts';
import { layoutOf, placeOfPath } from '../shared/site-layout.ts';
import type { PageModule } from './page-module.ts';
import type { RouteEntry } from '../shared/types.ts';
import { expandManifest, type ManifestFile } from '../shared/manifest-file.ts';

export interface RouteManifest {
  matcher: RouteMatcher;
  load(path: string): Promise<PageModule>;
  /** Where the site redirects a path, if it does. */
  redirectOf(path: string): string | undefined;
}

/** Redirects compiled on first use (an invalid pattern is skipped with one warning); a path also matches as its route key. */
function redirectsOf(redirects: Redirect[]): RouteManifest['redirectOf'] {
  let compiled: CompiledRedirect[] | undefined;
  return (path) => {
    compiled ??= compileRedirects(redirects);
    return findRedirect(path, compiled) ?? findRedirect(routeKey(path), compiled);
  };
}

const modules = new Map<string, Promise<PageModule>>();

/** Imports a chunk once; a failure is not cached so that a retry can succeed. */
function importOnce(key: string, load: () => Promise<PageModule>): Promise<PageModule> {
  let promise = modules.get(key);
  if (!promise) {
    promise = load();
    modules.set(key, promise);
    promise.catch(() => modules.delete(key));
  }
  return promise;
}

export function importChunk(url: string): Promise<PageModule> {
  return importOnce(url, () => import(/* @vite-ignore */ url));
}

const layout = layoutOf(site);

/** A route of the table; its language and version are those its path is under. */
function routeEntryOf(path: string): RouteEntry {
  const { lang, version } = placeOfPath(path, layout);
  return { path, lang, version };
}

let manifest: Promise<RouteManifest> | undefined;

/** Dev server: the time of the last edit shown in place (src/shared/dev-updates.ts). */
let devUpdate = 0;

/** Dev server: forgets the pages loaded, after an edit at `timestamp`; the next load asks for the updated modules. */
export function reloadDevPages(timestamp: number) {
  devUpdate = timestamp;
  modules.clear();
}

export function loadRouteManifest(): Promise<RouteManifest> {
  manifest ??= (import.meta.env.DEV ? devManifest() : prodManifest()).catch((error) => {
    manifest = undefined;
    throw error;
  });
  return manifest;
}

async function prodManifest(): Promise<RouteManifest> {
  const response = await fetch(site.routeManifest ?? window.__SITE_BOOT__.manifest);
  if (!response.ok) throw new Error(`route manifest: HTTP ${response.status}`);
  const file = (await response.json()) as ManifestFile;
  const routes = expandManifest(file);
  const chunks = new Map(routes);
  const matcher = createRouteMatcher(routes.map(([path]) => routeEntryOf(path)));
  return {
    matcher,
    redirectOf: redirectsOf(file.redirects ?? []),
    load(path) {
      const route = matcher.match(path);
      if (!route) return Promise.reject(new Error(`no route for ${path}`));
      return importChunk(chunks.get(route.path)!);
    },
  };
}

async function devManifest(): Promise<RouteManifest> {
  const { default: entries, redirects } = await import('virtual:routes');
  const urls = new Map(entries);
  const matcher = createRouteMatcher(entries.map(([path]) => routeEntryOf(path)));
  return {
    matcher,
    redirectOf: redirectsOf(redirects),
    load(path) {
      const route = matcher.match(path);
      if (!route) return Promise.reject(new Error(`no route for ${path}`));
      const url = urls.get(route.path)!;
      return importOnce(route.path, () => import(/* @vite-ignore */ devUpdate ? `${url}?t=${devUpdate}` : url));
    },
  };
}

declare global {
  interface Window {
    /** Written into each prerendered page: its own chunk, the route manifest and its locale's search data. */
    __SITE_BOOT__: SiteBoot;
  }
}
