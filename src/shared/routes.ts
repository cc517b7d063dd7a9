/**
 * Route table rules, pure so that the build, the prerender, the static server
 * and the browser all resolve a URL the same way.
 */
import type { RouteEntry } from './types.ts';
import { safeDecodeURIComponent } from './safe-decode.ts';

/** Folders named `shared/` hold fragments that are included by pages, never routes themselves. */
export function isRouteFile(relativePath: string): boolean {
  return /\.mdx?$/.test(relativePath) && !relativePath.split('/').includes('shared');
}

/**
 * The key two paths share when they name the same page: decoded, without `.html`,
 * `/index` as `/`, lower case, without a trailing slash.
 */
export function routeKey(path: string): string {
  let p = safeDecodeURIComponent(path.split(/[?#]/)[0]);
  p = p.replace(/\.html$/i, '');
  if (p.length > 1) p = p.replace(/\/+$/, ''); // `/guide/index/` names the folder too
  p = p.replace(/\/index$/i, '/');
  p = p.toLowerCase();
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p.startsWith('/') ? p : `/${p}`;
}

export interface RouteMatcher {
  routes: RouteEntry[];
  match(path: string): RouteEntry | undefined;
}

export function createRouteMatcher(routes: RouteEntry[]): RouteMatcher {
  const byKey = new Map(routes.map((r) => [routeKey(r.path), r]));
  const cache = new Map<string, RouteEntry | undefined>();
  return {
    routes,
    match(path) {
      if (cache.has(path)) return cache.get(path);
      const found = byKey.get(routeKey(path));
      cache.set(path, found);
      return found;
    },
  };
}

/** The output file of a route with clean URLs: `/guide/start/` -> `guide/start/index.html`, `/config/mode` -> `config/mode.html`. */
export function htmlFileOf(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;
}
