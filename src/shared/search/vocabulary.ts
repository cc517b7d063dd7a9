/**
 * The shape of a site's search vocabulary: what readers type (in each language of the site) next
 * to what the pages say, the pages each concept is about, the words of a symptom, and which pages
 * document a name. A site names its module in `themeConfig.search.vocabulary` of site.config.ts;
 * query-plan.ts applies it when a query is read, so it costs nothing in the search data.
 */

/** Words per language of the site (`{ en: [...], zh: [...] }`). */
export type WordsByLang = Partial<Record<string, readonly string[]>>;

/** A concept: the ways readers say it, and the pages it is about. */
export interface VocabularyConcept {
  /** Phrases that name the concept, per language: a query with any of them also searches the others of its own language. */
  terms: WordsByLang;
  /**
   * What the concept is about, first among equally good matches: names a page documents (`server.port`, found
   * through `namePages`) or routes without the locale and version (`/guide/advanced/hmr`).
   */
  pages: readonly string[];
}

export interface SearchVocabulary {
  concepts: readonly VocabularyConcept[];
  /**
   * Words of a symptom (`fails`, `报错`): a query with one of them is about a problem, so `symptomPages` rank first
   * among equally good matches. Searched at low weight, like words such as "set".
   */
  symptoms: WordsByLang;
  /** The pages a symptom leads to, routes without the locale and version. */
  symptomPages: readonly string[];
  /**
   * Routes, without the locale and version, under which a page is titled with the name it documents (an option, a
   * hook, a CLI flag): `['/options/']`. Such a page is found by that name, its last part and the words of that part.
   */
  namePages: readonly string[];
}

export const NO_VOCABULARY: SearchVocabulary = { concepts: [], symptoms: {}, symptomPages: [], namePages: [] };

/** Every phrase of a concept, in any language. */
export const allTerms = (concept: VocabularyConcept): string[] => Object.values(concept.terms).flatMap((terms) => [...(terms ?? [])]);
