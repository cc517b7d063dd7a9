/**
 * Reading offline, the page's side: started by the page once it has loaded and gone idle (html-document.ts),
 * never part of a first load. It registers the service worker (service-worker.ts) and asks the worker that
 * controls the page to keep it, each page opened in-app after it, and the search data of the page's language.
 * A page shown in place of one never opened offline asks the router for its own page, which says that page
 * opens once the connection is back (the router's offline note).
 */
import { type KeepMessage, SERVICE_WORKER_URL, STAND_IN_ATTRIBUTE } from './offline-rules.ts';

/** The Navigation API where the browser has it: it tells of in-app navigations (history.pushState) too. */
interface NavigationLike {
  addEventListener(type: 'currententrychange', listener: () => void): void;
}

const offline = window.__SITE_BOOT__?.offline;

/** Once the router has started (it marks `<html data-ready>`), a popstate makes it show the page at the address. */
function askRouterForOwnPage() {
  const root = document.documentElement;
  const ask = () => dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  if ('ready' in root.dataset) return ask();
  const watch = new MutationObserver(() => {
    if (!('ready' in root.dataset)) return;
    watch.disconnect();
    ask();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-ready'] });
}

async function start() {
  if (document.documentElement.hasAttribute(STAND_IN_ATTRIBUTE)) askRouterForOwnPage();
  if (!offline || !('serviceWorker' in navigator)) return;
  const { serviceWorker } = navigator;
  const registration = await serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const keep = () => {
    const message: KeepMessage = { type: 'keep', build: offline.build, pages: [location.pathname], search: offline.search };
    serviceWorker.controller?.postMessage(message);
  };
  // The first time, the worker takes control once it has installed (its files kept); later, it already has.
  serviceWorker.addEventListener('controllerchange', keep);
  if (serviceWorker.controller) keep();
  (window as { navigation?: NavigationLike }).navigation?.addEventListener('currententrychange', keep);
  // Back online, a page opened offline looks for a newer deployment.
  addEventListener('online', () => void registration.update().catch(() => {}));
}

start().catch((error: unknown) => console.log('[offline] reading offline is not available:', error));
