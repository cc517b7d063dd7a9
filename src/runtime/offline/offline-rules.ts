/**
 * The rules of reading offline, pure so that the service worker, the page that registers it, the build
 * that writes it and the tests share them: which requests the worker answers and how, which cache
 * holds a build's files, what a kept page needs, and what stands in for a page never opened.
 */
import { bootOfHtml } from '../../shared/site-boot.ts';
import { routeKey } from '../../shared/routes.ts';

/** The worker's script, at the site's root: its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** What the build gives the worker (`sw.js` starts with it). */
export interface OfflineBuild {
  /** Names the build: its cache, and the pages it keeps (their boot data carries it too). */
  build: string;
  /** Fetched when the worker installs: the app, every shared chunk and style sheet, the route table, 404.html. */
  shell: string[];
  /** The files of each locale's (and version's) search data, by search index key: the page asks for its own. */
  search: Record<string, string[]>;
  /** The route table, read to tell a page never opened from a path that is no page. */
  manifest: string;
}

/** The message a page sends the worker that controls it: keep these pages and this search data. */
export interface KeepMessage {
  type: 'keep';
  /** The build of the page asking: a worker keeps only pages of its own build. */
  build: string;
  pages: string[];
  search?: string;
}

export const CACHE_PREFIX = 'site-offline-';

/** One cache per build, holding all it keeps: a new build's worker removes the others as a whole. */
export const cacheNameOf = (build: string) => `${CACHE_PREFIX}${build}`;

/** The caches of other builds (and of nothing else the origin keeps). */
export function staleCaches(names: string[], build: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheNameOf(build));
}

/** Set on the `<html>` of a kept page shown in place of one never opened (the page then asks for its own). */
export const STAND_IN_ATTRIBUTE = 'data-offline-stand-in';

/** Where the worker notes the pages an older build kept, for this build to keep them again. */
export const CARRIED_PAGES = '/__offline/carried-pages';

export type RequestKind = 'page' | 'asset' | 'image';

interface RequestLike {
  method: string;
  mode: string;
  url: string;
  destination: string;
}

/**
 * How the worker answers a request, or undefined to leave it to the browser: a page (network first, the kept
 * copy offline), a hashed asset (kept, never changing) or an image (network first). Anything else, such as
 * the page's own HTML fetched to look for a new deployment (src/runtime/chunk-failure.ts), goes to the network.
 */
export function requestKind(request: RequestLike, origin: string): RequestKind | undefined {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return undefined;
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (request.destination === 'image') return 'image';
  return undefined;
}

/** The build a page belongs to, from its boot data; undefined for HTML of no build that keeps pages offline. */
export function buildOfPage(html: string): string | undefined {
  return bootOfHtml(html)?.offline?.build;
}

/**
 * What a page needs to show offline and to be reached in-app: the scripts its boot data names (the app, what
 * it preloads, the page's chunk and head chunk, the route table), its style sheets and the site's own images it
 * shows (the logo, the content's images).
 */
export function filesOfPage(html: string): string[] {
  const boot = bootOfHtml(html);
  if (!boot) return [];
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const images = [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const files = [boot.app, ...boot.preload, boot.page, boot.head ?? '', boot.manifest, ...sheets, ...images];
  // Paths on the site only (not `//host/…`, `https:`, `data:`).
  return [...new Set(files)].filter((f) => /^\/(?!\/)/.test(f));
}

/** The paths of the pages a cache holds, oldest first: not the build's files, images, 404.html or the worker's notes. */
export function keptPages(urls: string[]): string[] {
  const isPage = (p: string) => !p.startsWith('/assets/') && !/\.(?!html$)[a-z0-9]+$/i.test(p) && p !== '/404.html' && p !== CARRIED_PAGES;
  return urls.map((u) => new URL(u).pathname).filter(isPage);
}

/** Whether the route table (its paths) has a page at `path`, in any of the spellings the router accepts. */
export function isRoute(path: string, routes: string[]): boolean {
  const key = routeKey(path);
  return routes.some((route) => routeKey(route) === key);
}

/**
 * The kept page to show in place of one never opened: the one sharing most leading path segments with it (so
 * its language and version, usually), the most recently kept among equals.
 */
export function standInFor(path: string, kept: string[]): string | undefined {
  const segments = (p: string) => p.split('/').filter(Boolean);
  const wanted = segments(path);
  let best: string | undefined;
  let bestShared = -1;
  for (const candidate of kept) {
    const own = segments(candidate);
    let shared = 0;
    while (shared < own.length && own[shared] === wanted[shared]) shared++;
    if (shared >= bestShared) {
      best = candidate;
      bestShared = shared;
    }
  }
  return best;
}

/** A kept page's HTML marked as standing in for another (STAND_IN_ATTRIBUTE on its root element). */
export function markStandIn(html: string): string {
  return html.replace(/<html\b/, `<html ${STAND_IN_ATTRIBUTE}`);
}
