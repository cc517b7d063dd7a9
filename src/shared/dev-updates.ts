/**
 * The dev server's message to the browser after an edit that changed a page's content and left the
 * pages the same (src/node/vite/site-plugin.ts): the router shows the current page again from its
 * updated modules, in place, keeping the scroll position (src/runtime/router.tsx). Other edits
 * (the site config, a page added or removed) reload the page in full.
 */
export const PAGE_UPDATE_EVENT = 'site:page-update';

export interface PageUpdate {
  /** The time of the edit: the modules it changed are asked for with `?t=<timestamp>`. */
  timestamp: number;
}
