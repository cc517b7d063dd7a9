/** The local search data: one record per page and per section, as the data files carry them (search-files.ts). */

/** Hits per query. */
export const HITS_PER_PAGE = 20;
/** Characters the search box takes: longer text (a pasted message) is cut to its start. */
export const SEARCH_BOX_MAX_LENGTH = 64;
/**
 * Hits a first screen shows (about what the results show before they scroll, on a phone and a desktop): the
 * local search answers with these before it has the text of the rest.
 */
export const FIRST_SCREEN_HITS = 8;

/**
 * A compact record. `t` is the type: 1 for a page (its title and intro), 2 or 3 for a section
 * under an H2 or H3. `h` is the hierarchy lvl0 (section of the site) to lvl3.
 */
export interface SearchRecord {
  /** URL with the anchor of the section. */
  u: string;
  t: 1 | 2 | 3;
  h: string[];
  /** Body text. */
  c: string;
  /** Code blocks: indexed, at low weight, never shown. */
  k?: string;
  /**
   * The inline code of the body text (`output.minify.css`, a quoted error message), in order: when the body text is cut
   * to fit the search budget (src/node/search/fit-budget.ts), what the cut leaves out is indexed with the code. Only the
   * build reads it: the data files do not carry it.
   */
  n?: string[];
}

/** A search hit, the same for the local index and Algolia. */
export interface SearchHit {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: { lvl0: string; lvl1: string; lvl2?: string; lvl3?: string; lvl4?: string; lvl5?: string; lvl6?: string };
  /** Body text around the match, as segments; `hit` marks a highlighted match. */
  snippet: TextSegment[];
  /** The title line (the record's own heading), as segments. */
  title: TextSegment[];
}

export interface TextSegment {
  text: string;
  hit?: boolean;
}
