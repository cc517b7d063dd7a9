/**
 * In-browser navigation: links to known routes swap the page without a reload, each page's
 * chunk loads on intent (hover, focus, touch) and on click; anything unknown or broken falls
 * back to a full page load.
 */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import site from 'virtual:site-data';
import { loadRouteManifest, reloadDevPages } from './route-manifest.ts';
import { PAGE_UPDATE_EVENT, type PageUpdate } from '../shared/dev-updates.ts';
import type { PageModule } from './page-module.ts';
import { applyHead } from './head-dom.ts';
import { pageViewOf, type PageView } from '../shared/page-view.ts';
import { isExternalLink, isWebUrl } from '../shared/web-url.ts';
import { chunkFailureCause } from './chunk-failure.ts';
import { safeDecodeURIComponent } from '../shared/safe-decode.ts';

export interface RouterValue {
  module: PageModule;
  /** What the page's parts derive from its data, computed once when the page is shown. */
  view: PageView;
  /** The current pathname (as the reader sees it in the address bar). */
  pathname: string;
  /** True while a slow navigation (over 200 ms) is loading. */
  loading: boolean;
  /** True while a link followed offline waits for the connection (the current page stays). */
  offline: boolean;
  /** How many navigations to another page have started: menus and modals close when it changes. */
  navigations: number;
  navigate: (href: string, options?: { replace?: boolean }) => Promise<void>;
}

const RouterContext = createContext<RouterValue | null>(null);

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useRouter outside RouterProvider');
  return value;
}

const PROGRESS_DELAY = 200;
const HASH_SCROLL_DELAY = 100;

/** Leaves the app for another document; only http(s): a `javascript:` or `data:` URL from data never runs. */
function fullLoad(url: string, replace = false) {
  if (!isWebUrl(url)) return console.warn('[router] not opened, not a web URL:', url);
  if (replace) location.replace(url);
  else location.assign(url);
}

function scrollToHash(hash: string) {
  if (!hash) return false;
  const id = safeDecodeURIComponent(hash.slice(1));
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

const viewOf = (module: PageModule) => pageViewOf(module.page, module.sidebar, site);

const scrollPositions = new Map<string, number>();
let entryKey = 0;
const newKey = () => `${Date.now().toString(36)}-${entryKey++}`;

function currentKey(): string {
  return (history.state as { key?: string } | null)?.key ?? 'initial';
}

/**
 * How a page is shown: after a link (`push`) or a redirect (`replace`) with a history entry, from
 * history (`pop`, scroll restored), or again after a dev server update (`refresh`: same entry, same scroll).
 */
type Mode = 'push' | 'replace' | 'pop' | 'refresh';

export function RouterProvider({ initial, children }: { initial: PageModule; children: ReactNode }) {
  const [state, setState] = useState(() => ({
    module: initial,
    view: viewOf(initial),
    pathname: typeof location === 'undefined' ? initial.page.routePath : location.pathname,
  }));
  const [loading, setLoading] = useState(false);
  const [navigations, setNavigations] = useState(0);
  const [waitingOnline, setWaitingOnline] = useState<{ url: URL; mode: Mode } | null>(null);
  const pendingScroll = useRef<{ hash: string; restore?: number } | null>(null);
  const navigationId = useRef(0);

  const show = useCallback(async (url: URL, mode: Mode) => {
    const id = ++navigationId.current;
    setNavigations(id);
    let module: PageModule;
    const timer = setTimeout(() => id === navigationId.current && setLoading(true), PROGRESS_DELAY);
    try {
      const manifest = await loadRouteManifest();
      const redirect = manifest.redirectOf(url.pathname);
      if (redirect) {
        if (isExternalLink(redirect, location.origin)) return fullLoad(redirect, true);
        url = new URL(redirect + url.search + url.hash, location.href);
        if (mode === 'push' || mode === 'refresh') mode = 'replace';
      }
      if (!manifest.matcher.match(url.pathname)) return fullLoad(url.href, mode === 'replace');
      module = await manifest.load(url.pathname);
    } catch (error) {
      // Offline, a full load would leave the reader on the browser's error page: stay, say so,
      // and go on once the connection is back. Otherwise (a chunk removed by a newer deployment)
      // the server's page has the right files.
      if ((await chunkFailureCause()) === 'offline') {
        if (id === navigationId.current) setWaitingOnline({ url, mode });
        return;
      }
      console.log('[router] page load failed, reloading', error);
      return fullLoad(url.href, mode !== 'push');
    } finally {
      clearTimeout(timer);
      if (id === navigationId.current) setLoading(false);
    }
    if (id !== navigationId.current) return;
    setWaitingOnline(null);
    if (mode === 'refresh') {
      pendingScroll.current = null;
    } else if (mode !== 'pop') {
      scrollPositions.set(currentKey(), window.scrollY);
      const target = url.pathname + url.search + url.hash;
      if (mode === 'push') history.pushState({ key: newKey() }, '', target);
      else history.replaceState({ key: currentKey() }, '', target);
      pendingScroll.current = { hash: url.hash };
    } else {
      pendingScroll.current = { hash: url.hash, restore: scrollPositions.get(currentKey()) };
    }
    setState({ module, view: viewOf(module), pathname: url.pathname });
  }, []);

  const navigate = useCallback(
    async (href: string, options: { replace?: boolean } = {}) => {
      const url = new URL(href, location.href);
      if (url.origin !== location.origin) return fullLoad(url.href);
      const samePage = url.pathname === location.pathname && url.search === location.search;
      if (samePage && url.hash) {
        history.pushState({ key: newKey() }, '', url.hash);
        scrollToHash(url.hash);
        return;
      }
      await show(url, options.replace ? 'replace' : 'push');
    },
    [show],
  );

  // Dev server: an edited page is shown again from its updated modules, where the reader is.
  useEffect(() => {
    const hot = import.meta.hot;
    if (!import.meta.env.DEV || !hot) return; // a production build leaves this out
    const onUpdate = ({ timestamp }: PageUpdate) => {
      reloadDevPages(timestamp);
      void show(new URL(location.href), 'refresh');
    };
    hot.on(PAGE_UPDATE_EVENT, onUpdate);
    return () => hot.off(PAGE_UPDATE_EVENT, onUpdate);
  }, [show]);

  // Links anywhere in the page (theme or content) navigate in-app; hovering preloads.
  useEffect(() => {
    history.scrollRestoration = 'manual';
    if (!history.state?.key) history.replaceState({ key: 'initial' }, '');
    const anchorOf = (event: Event) => {
      const a = (event.target as Element | null)?.closest?.('a');
      if (!a?.href || a.hasAttribute('download') || (a.target && a.target !== '_self')) return null;
      if (isExternalLink(a.href, location.origin)) return null;
      const url = new URL(a.href);
      // Files (feeds, Markdown copies, images) are not pages.
      if (/\.(?!html$)[a-z0-9]+$/i.test(url.pathname)) return null;
      return url;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const url = anchorOf(event);
      if (!url) return;
      event.preventDefault();
      void navigate(url.href);
    };
    const onIntent = (event: Event) => {
      const url = anchorOf(event);
      if (!url || url.pathname === location.pathname) return;
      loadRouteManifest()
        .then((m) => (m.matcher.match(url.pathname) ? m.load(url.pathname) : undefined))
        .catch(() => {});
    };
    const onPop = () => {
      void show(new URL(location.href), 'pop');
    };
    const onSave = () => scrollPositions.set(currentKey(), window.scrollY);
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('click', onClick, { signal });
    document.addEventListener('pointerover', onIntent, { passive: true, signal });
    document.addEventListener('focusin', onIntent, { signal });
    document.addEventListener('touchstart', onIntent, { passive: true, signal });
    window.addEventListener('popstate', onPop, { signal });
    window.addEventListener('pagehide', onSave, { signal });
    return () => listening.abort();
  }, [navigate, show]);

  useLayoutEffect(() => {
    const pending = pendingScroll.current;
    pendingScroll.current = null;
    if (!pending) {
      // The first render: a prerendered page's head is already right; a page rendered afresh (the
      // 404 page of another language or version, the dev server) brings its own.
      const head = document.documentElement;
      if (head.lang !== state.view.locale.htmlLang || document.title !== state.view.title) applyHead(state.view);
      return;
    }
    applyHead(state.view);
    if (pending.restore !== undefined) window.scrollTo(0, pending.restore);
    else if (pending.hash) {
      window.scrollTo(0, 0);
      setTimeout(() => scrollToHash(pending.hash), HASH_SCROLL_DELAY);
    } else window.scrollTo(0, 0);
  }, [state]);

  useEffect(() => {
    if (!waitingOnline) return;
    const retry = () => void show(waitingOnline.url, waitingOnline.mode);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waitingOnline, show]);

  // The initial load: scroll to the hash once the page has settled. This provider's effects run
  // after those of every component under it, so `<html data-ready>` marks the moment the whole
  // page is interactive (links go in-app, every mount effect has run): what monitoring and the
  // browser tests wait for.
  useEffect(() => {
    if (location.hash) setTimeout(() => scrollToHash(location.hash), HASH_SCROLL_DELAY);
    document.documentElement.dataset.ready = '';
  }, []);

  return <RouterContext.Provider value={{ ...state, loading, offline: waitingOnline !== null, navigations, navigate }}>{children}</RouterContext.Provider>;
}
