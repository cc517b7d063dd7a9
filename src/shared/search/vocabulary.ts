/**
 * The shape of a site's search vocabulary: what readers type (in each language of the site) next
 * to what the pages say, and the options or pages each concept is about. A site names its module
 * in `themeConfig.search.vocabulary` of site.config.ts; query-plan.ts applies it when a query is
 * read, so it costs nothing in the search data.
 */

/**
 * A concept: its terms in each language of the vocabulary's `langs`, in that order, then its
 * targets. Terms are separated by commas; targets (by spaces) are option names or routes without
 * the locale.
 */
export type VocabularyRow = readonly string[];

export interface SearchVocabulary {
  /** The languages of a row's term columns, in order (`['en', 'zh']`). */
  langs: string[];
  rows: VocabularyRow[];
  /** The pages a symptom ("fails", "报错") leads to, routes without the locale: they rank first among equally good matches. */
  symptomPages: string[];
}

export const NO_VOCABULARY: SearchVocabulary = { langs: [], rows: [], symptomPages: [] };

/** A row's term columns (one per language of the vocabulary) and its targets. */
export function rowParts(row: VocabularyRow): { columns: readonly string[]; targets: string } {
  return { columns: row.slice(0, -1), targets: row[row.length - 1] ?? '' };
}
