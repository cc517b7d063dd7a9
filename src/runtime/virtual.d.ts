declare module 'virtual:site-data' {
  const site: import('../shared/browser-site.ts').BrowserSite;
  export default site;
}
declare module 'virtual:routes' {
  const routes: [string, () => Promise<import('./page-module.ts').PageModule>][];
  export default routes;
}
declare module 'virtual:ssr-pages' {
  const pages: Record<string, () => Promise<import('./page-module.ts').PageModule>>;
  export default pages;
}
declare module 'virtual:locale-strings' {
  /** Per language, its UI strings file (src/locales/<lang>.ts). */
  const loaders: Record<string, () => Promise<{ default: import('../shared/ui-strings.ts').ThemeStrings }>>;
  export default loaders;
}
