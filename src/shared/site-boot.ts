import { scriptJson } from './head.ts';

/** What each prerendered page tells the browser entry (`window.__SITE_BOOT__`), written by build/html-document.ts. */
export interface SiteBoot {
  /** The app's entry, started once the page has painted (html-document.ts). */
  app: string;
  /** The modules the entry imports for this page, preloaded as it starts. */
  preload: string[];
  /** The page's chunk; '' on the 404 page. */
  page: string;
  /**
   * The page's head chunk, when the first load shows the prerendered content as it is (hydrated from the
   * element marked PAGE_BODY_ATTRIBUTE) instead of loading the page's chunk.
   */
  head?: string;
  manifest: string;
  /** The page's route; '404' on the 404 page. */
  route: string;
  /** URL of each locale's local search data. */
  search?: Partial<Record<string, string>>;
  /** When the site keeps pages for offline reading (`offline` in site.config.ts). */
  offline?: OfflineBoot;
}

export interface OfflineBoot {
  /** The module that registers the service worker, started once the page has loaded and gone idle. */
  module: string;
  /** The build the page belongs to: the service worker keeps only pages of its own build. */
  build: string;
  /** The key of the page's own search data in `search` (its locale and version), when searched locally. */
  search?: string;
}

/** Id of the element holding a page's boot data. */
export const BOOT_ELEMENT_ID = 'site-boot';
const BOOT_OPEN = `<script type="application/json" id="${BOOT_ELEMENT_ID}">`;

/**
 * The element that gives a page its boot data: JSON, which the browser never runs, so the page's
 * executable inline scripts are the same on every page and a Content-Security-Policy can allow them
 * by hash. The first script to start the app reads it into `window.__SITE_BOOT__`.
 */
export function bootElement(boot: SiteBoot): string {
  return `${BOOT_OPEN}${scriptJson(boot)}</script>`;
}

/** The boot data written into a page's HTML, or undefined for HTML without it (a dev page, a proxy's error page). */
export function bootOfHtml(html: string): SiteBoot | undefined {
  const start = html.indexOf(BOOT_OPEN);
  if (start < 0) return undefined;
  try {
    return JSON.parse(html.slice(start + BOOT_OPEN.length, html.indexOf('</script>', start))) as SiteBoot;
  } catch {
    return undefined;
  }
}

/** Marks the element holding a page's content: on a first load with a head chunk, it is hydrated as it is. */
export const PAGE_BODY_ATTRIBUTE = 'data-page-body';
