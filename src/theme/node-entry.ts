/**
 * What the build (src/node) needs of the theme, and the only theme module it imports: the inline
 * head script, the package-manager command rules (for the Markdown copies and the search data),
 * and the modules of the theme's built-in MDX components and default layouts, which pages and
 * the generated page modules import by path.
 */
import { fileURLToPath } from 'node:url';

export { prePaintScript } from './pre-paint.ts';
export { commandFor, PACKAGE_MANAGERS, type PackageManager } from './tabs/package-manager.ts';

const themeModule = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The components every page may use without importing them: name -> module exporting it under that name. */
export const BUILT_IN_COMPONENTS: Record<string, string> = {
  Tabs: themeModule('./tabs/Tabs.tsx'),
  Tab: themeModule('./tabs/Tabs.tsx'),
  PackageManagerTabs: themeModule('./tabs/PackageManagerTabs.tsx'),
  Overview: themeModule('./overview/Overview.tsx'),
};

/**
 * The built-in components whose prerendered markup works without the page's own code: what they do on screen
 * (tabs, the code blocks they hold, the overview's filter) is the theme's content controls
 * (content-controls.ts).
 */
export const STATIC_BODY_COMPONENTS = ['Tabs', 'Tab', 'PackageManagerTabs', 'Overview'];

/** The built-in components that only make sense on screen: left out of the Markdown copies. */
export const SCREEN_ONLY_COMPONENTS = ['Overview'];

/**
 * The doc pages' layout (its component as `default`): it travels with the doc pages, whose modules export it,
 * so the app chunk and the pages of other types do not carry it.
 */
export const DOC_LAYOUT = themeModule('./doc/DocLayout.tsx');

/** Default modules of the slots a site may override in `components` (each exports its component as `default`). */
export const DEFAULT_SLOTS = {
  homeLayout: themeModule('./home/HomeLayout.tsx'),
};
