// Written by src/node/vite/virtual-modules.ts from its table: edit the table, then run `npx tsx src/node/vite/virtual-modules.ts`.
/** The browser part of the site config. */
declare module 'virtual:site-data' {
  const site: import('../shared/browser-site.ts').BrowserSite;
  export default site;
}
/** The site's slots in the app shell: its `components.navbarAfterLogo` (site.config.ts), or null. */
declare module 'virtual:site-components' {
  export const NavbarAfterLogo: import('react').ComponentType | null;
}
/** The site's global style sheets (`components.styles` in site.config.ts), imported after the theme's (page chunks carry no CSS). */
declare module 'virtual:site-styles' {}
/** The local search's vocabulary (the search worker's chunk imports it). */
declare module 'virtual:search-vocabulary' {
  const vocabulary: import('../shared/search/vocabulary.ts').SearchVocabulary;
  export default vocabulary;
}
/** The dictionary of a language (`virtual:ui-strings/<lang>`), the texts its pages show: the engine's (src/locales/) with the site's (`strings` in site.config.ts) over them. */
declare module 'virtual:ui-strings/*' {
  const strings: import('../shared/ui-strings.ts').PageStrings;
  export default strings;
}
/** Per language, a loader of its texts (`virtual:ui-strings/<lang>`): for 404 pages built in the browser or the prerender. */
declare module 'virtual:locale-strings' {
  const loaders: Record<string, () => Promise<{ default: import('../shared/ui-strings.ts').PageStrings }>>;
  export default loaders;
}
/** Per language, the search modal's texts (`searchModal` of the language's dictionary): its chunk only. */
declare module 'virtual:search-strings' {
  const strings: Record<string, import('../shared/ui-strings.ts').SearchStrings>;
  export default strings;
}
/** `themeConfig.feedback` (site.config.ts) with the form's texts per language (`pageFeedback` of the language's dictionary), or null: the feedback form's chunk only. */
declare module 'virtual:feedback' {
  const feedback: (import('../shared/site-config.ts').FeedbackConfig & { strings: Record<string, import('../shared/ui-strings.ts').FeedbackStrings> }) | null;
  export default feedback;
}
/** Whether `themeConfig.feedback` is set: doc pages end with "Was this page helpful?". */
declare module 'virtual:feedback-slot' {
  export const hasFeedback: boolean;
}
/** Dev server: route -> the URL of its page module, imported by the router itself so that the page modules have no importer and an edited page's update stops at its module. */
declare module 'virtual:routes' {
  const routes: [string, string][];
  export default routes;
  export const redirects: import('../shared/redirects.ts').Redirect[];
}
/** Server build: route -> page module. */
declare module 'virtual:ssr-pages' {
  const pages: Record<string, () => Promise<import('./page-module.ts').PageModule>>;
  export default pages;
}
