/** What each prerendered page tells the browser entry (`window.__SITE_BOOT__`), written by build/html-document.ts. */
export interface SiteBoot {
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
}

/** Marks the element holding a page's content: on a first load with a head chunk, it is hydrated as it is. */
export const PAGE_BODY_ATTRIBUTE = 'data-page-body';
