/// <reference lib="webworker" />
/**
 * The service worker (`/sw.js`, written by src/node/build/service-worker-build.ts with the build's data in front).
 * It keeps one build: the app shell when it installs, then the pages a reader opens with the files they need and
 * the search data of their language. Pages come from the network first, so a reader online always gets the
 * deployed page; offline, the kept copy. A new build's worker takes over at once and removes the old build's
 * cache as a whole, so a kept page and its files are always of one build.
 */
import { expandManifest, type ManifestFile } from '../../shared/manifest-file.ts';
import {
  buildOfPage,
  CARRIED_PAGES,
  cacheNameOf,
  filesOfPage,
  isRoute,
  keptPages,
  type KeepMessage,
  markStandIn,
  type OfflineBuild,
  requestKind,
  staleCaches,
  standInFor,
} from './offline-rules.ts';

declare const self: ServiceWorkerGlobalScope;
declare const __OFFLINE_BUILD__: OfflineBuild;

const { build, shell, search, manifest } = __OFFLINE_BUILD__;
const CACHE = cacheNameOf(build);
const origin = self.location.origin;
const urlOf = (path: string) => new URL(path, origin).href;

/**
 * Whether a newer build's worker has taken over (it is the registration's active one from its activation on). A
 * browser without `ServiceWorkerGlobalScope.serviceWorker` cannot tell, and keeps as if not: comparing the active
 * worker with nothing would turn reading offline off there.
 */
function superseded(): boolean {
  const own = self.serviceWorker as ServiceWorker | undefined;
  return own !== undefined && (own.state === 'redundant' || (self.registration.active !== null && self.registration.active !== own));
}

/**
 * The cache of this build. Created only when the worker installs: once a newer build's worker has taken over and
 * removed it, this worker (still finishing a request) must not bring it back.
 */
async function openCache(): Promise<Cache | undefined> {
  return !superseded() && (await caches.has(CACHE)) ? caches.open(CACHE) : undefined;
}

/**
 * Stores a response in this build's cache. A newer worker may have removed the cache between openCache and here
 * (storing then creates it again): a superseded worker removes what it stored, so the newer build's cache is
 * the only one left.
 */
async function store(cache: Cache, request: RequestInfo, response: Response): Promise<void> {
  await cache.put(request, response);
  if (superseded()) await caches.delete(CACHE);
}

/** Fetches the worker again, not waiting for it: a newer build's worker installs and takes over. */
function lookForNewBuild() {
  self.registration.update().catch(() => {});
}

self.addEventListener('install', (event) => {
  // Takes over as soon as it has installed, from the worker of an older build too.
  void self.skipWaiting();
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(shell)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The pages the old build kept are kept again, from this build, when a page next asks (not here: the
      // pages' requests wait while the worker activates).
      const stale = staleCaches(await caches.keys(), build);
      const carried: string[] = [];
      for (const name of stale) carried.push(...keptPages((await (await caches.open(name)).keys()).map((r) => r.url)));
      if (carried.length) await (await caches.open(CACHE)).put(urlOf(CARRIED_PAGES), new Response(JSON.stringify(carried)));
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/**
 * Resolves once this worker is active. A page hears of its new worker as the worker starts activating, and its
 * messages may come before the pages of the old build are noted (activate, above).
 */
function activated(): Promise<void> {
  const worker = self.serviceWorker;
  return new Promise((resolve) => {
    const check = () => {
      if (worker?.state !== 'activating') resolve();
    };
    worker?.addEventListener('statechange', check);
    check();
  });
}

/**
 * Files fetched at once while keeping: a locale's search data is some hundreds of small files, and fetched all
 * at once they would hold every connection the browser opens to the site, so that the reader's own requests (a
 * search, the next page) waited behind them.
 */
const KEEP_AT_ONCE = 2;

/** Fetches and keeps the files not kept yet; a failure leaves that file out (it is asked again next time). */
async function keepFiles(cache: Cache, files: string[]): Promise<void> {
  // The lanes take the files from one iterator, each as the last it took is kept.
  const waiting = files.values();
  const lane = async () => {
    for (const file of waiting) {
      if (await cache.match(urlOf(file))) continue;
      const response = await fetch(urlOf(file)).catch(() => undefined);
      if (response?.ok) await store(cache, urlOf(file), response);
    }
  };
  await Promise.all(Array.from({ length: KEEP_AT_ONCE }, lane));
}

/**
 * Keeps a page of this build with the files it needs (before the page, so a kept page always has them). A page
 * of another build is left out: a newer deployment, whose worker is then fetched. Pages of one build never
 * change, so a page kept once is not fetched again.
 */
async function keepPage(path: string): Promise<void> {
  const cache = await openCache();
  if (!cache || (await cache.match(urlOf(path), { ignoreSearch: true }))) return;
  const response = await fetch(urlOf(path)).catch(() => undefined);
  if (!response?.ok || !response.headers.get('content-type')?.includes('text/html')) return;
  const html = await response.text();
  const pageBuild = buildOfPage(html);
  if (pageBuild !== build) {
    if (pageBuild) lookForNewBuild();
    return;
  }
  await keepFiles(cache, filesOfPage(html));
  const key = new URL(response.url || urlOf(path));
  await store(cache, origin + key.pathname, htmlResponse(html, response.headers));
}

/** HTML as the worker answers it: the server's headers (its Content-Security-Policy) but those of the encoded body. */
function htmlResponse(html: string, served: Headers): Response {
  const headers = new Headers(served);
  for (const name of ['content-length', 'content-encoding']) headers.delete(name);
  return new Response(html, { headers });
}

async function keep({ pages, search: key, build: pageBuild }: KeepMessage): Promise<void> {
  // A page of another build (a newer deployment, whose worker is on its way) is no page of this one.
  if (pageBuild !== build) return lookForNewBuild();
  await activated();
  const cache = await openCache();
  if (!cache) return;
  const wanted = key ? search[key] : undefined;
  if (wanted) await keepFiles(cache, wanted);
  const carried = await cache.match(urlOf(CARRIED_PAGES));
  const earlier = carried ? ((await carried.json()) as string[]) : [];
  for (const page of new Set([...pages, ...earlier])) await keepPage(page);
  if (carried) await cache.delete(urlOf(CARRIED_PAGES));
}

self.addEventListener('message', (event) => {
  const message = event.data as KeepMessage | undefined;
  if (message?.type === 'keep') event.waitUntil(keep(message));
});

/** Offline, a page never opened: a kept page stands in (and then asks for its own), or 404.html for a path that is no page. */
async function offlinePage(cache: Cache, path: string): Promise<Response | undefined> {
  const table = await cache.match(urlOf(manifest));
  const routes = table ? expandManifest((await table.json()) as ManifestFile).map(([route]) => route) : [];
  if (!isRoute(path, routes)) return cache.match(urlOf('/404.html'));
  const standIn = standInFor(path, keptPages((await cache.keys()).map((r) => r.url)));
  const kept = standIn && (await cache.match(urlOf(standIn)));
  return kept ? htmlResponse(markStandIn(await kept.text()), kept.headers) : undefined;
}

/**
 * Pages come from the network; offline, from the cache. The page asks for itself to be kept once it has loaded
 * (register.ts): keeping it here, from a copy of the response, held the navigation's event open for as long as
 * the copy was unread, and a new build's worker waits for the old one's events before it takes over.
 */
async function page(event: FetchEvent): Promise<Response> {
  const path = new URL(event.request.url).pathname;
  try {
    return await fetch(event.request);
  } catch (error) {
    const cache = await openCache();
    const answer = cache && ((await cache.match(urlOf(path), { ignoreSearch: true })) ?? (await offlinePage(cache, path)));
    if (answer) return answer;
    throw error;
  }
}

/** Hashed files never change under their name: kept once, served from the cache from then on. */
async function asset(event: FetchEvent): Promise<Response> {
  const cache = await openCache();
  const kept = await cache?.match(event.request);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (cache && response.ok) event.waitUntil(store(cache, event.request, response.clone()));
  return response;
}

async function image(event: FetchEvent): Promise<Response> {
  const cache = await openCache();
  try {
    const response = await fetch(event.request);
    if (cache && response.ok) event.waitUntil(store(cache, event.request, response.clone()));
    return response;
  } catch (error) {
    const kept = await cache?.match(event.request);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, origin);
  if (kind === 'page') event.respondWith(page(event));
  else if (kind === 'asset') event.respondWith(asset(event));
  else if (kind === 'image') event.respondWith(image(event));
});
