/**
 * The shape of a site's search vocabulary: what readers type (in English and in Chinese) next to
 * what the pages say, and the options or pages each concept is about. A site names its module in
 * `themeConfig.search.vocabulary` of site.config.ts; query-plan.ts applies it when a query is read,
 * so it costs nothing in the search data.
 */

/** `[english terms, chinese terms, targets]`, terms separated by commas; targets are option names or routes without the locale. */
export type VocabularyRow = [en: string, zh: string, targets: string];

export interface SearchVocabulary {
  rows: VocabularyRow[];
  /** The pages a symptom ("fails", "报错") leads to, routes without the locale: they rank first among equally good matches. */
  symptomPages: string[];
}

export const NO_VOCABULARY: SearchVocabulary = { rows: [], symptomPages: [] };
