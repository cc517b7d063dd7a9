declare module 'virtual:site-data' {
  const site: import('../shared/browser-site.ts').BrowserSite;
  export default site;
}
declare module 'virtual:routes' {
  /** Route -> the dev server's URL of its page module. */
  const routes: [string, string][];
  export default routes;
  export const redirects: import('../shared/redirects.ts').Redirect[];
}
declare module 'virtual:ssr-pages' {
  const pages: Record<string, () => Promise<import('./page-module.ts').PageModule>>;
  export default pages;
}
declare module 'virtual:locale-strings' {
  /** Per language, a loader of its texts (`virtual:ui-strings/<lang>`). */
  const loaders: Record<string, () => Promise<{ default: import('../shared/ui-strings.ts').PageStrings }>>;
  export default loaders;
}
declare module 'virtual:site-components' {
  /** The site's `components.navbarAfterLogo` (site.config.ts), or null. */
  export const NavbarAfterLogo: import('react').ComponentType | null;
}
declare module 'virtual:search-vocabulary' {
  const vocabulary: import('../shared/search/vocabulary.ts').SearchVocabulary;
  export default vocabulary;
}
/** The site's `components.styles` (site.config.ts). */
declare module 'virtual:site-styles' {}
declare module 'virtual:ui-strings/*' {
  /** The theme's texts of a language with the site's (`strings` in site.config.ts) added. */
  const strings: import('../shared/ui-strings.ts').PageStrings;
  export default strings;
}
declare module 'virtual:search-strings' {
  /** Per language, the search modal's texts (`searchModal` of src/locales/<lang>.ts). */
  const strings: Record<string, import('../shared/ui-strings.ts').SearchStrings>;
  export default strings;
}
declare module 'virtual:feedback' {
  /** `themeConfig.feedback` (site.config.ts) with the form's texts per language (`pageFeedback` of src/locales/<lang>.ts), or null. */
  const feedback: (import('../shared/site-config.ts').FeedbackConfig & { strings: Record<string, import('../shared/ui-strings.ts').FeedbackStrings> }) | null;
  export default feedback;
}
declare module 'virtual:feedback-slot' {
  /** Whether `themeConfig.feedback` is set: doc pages end with "Was this page helpful?". */
  export const hasFeedback: boolean;
}
