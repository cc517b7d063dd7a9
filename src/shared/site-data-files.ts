/**
 * The machine-readable file the build publishes for tools that read the site without a browser
 * (the site's MCP server, scripts, assistants): its name and shape live here so the build that
 * writes it and the readers agree. A site's own data files (`dataFiles` in site.config.ts) keep
 * theirs beside their writer.
 */

/** At the site root: where each locale's (and version's) search data is (its file name carries a content hash). */
export const SEARCH_POINTER_FILE = 'search-index.json';

export interface SearchPointerFile {
  version: 1;
  /** Canonical origin of the site: search hits carry root-relative URLs. */
  siteUrl: string;
  /** The default language (its pages have no prefix); the others are the other keys of `indexes`. */
  lang: string;
  /** Locale -> root-relative URL of its search data (the default version's when there are several). */
  indexes: Record<string, string>;
  /**
   * Only when the site documents several versions: the default one (its pages have no version prefix)
   * and, by version in the site's order, each one's `indexes`. An addition, so readers of `indexes`
   * alone keep working.
   */
  versions?: { default: string; indexes: Record<string, Record<string, string>> };
}
