/**
 * What the build (src/node) needs of the theme, and the only theme module it imports: the inline
 * head script, what the build does with the built-in MDX components (their modules, which pages and
 * the generated page modules import by path, their Markdown and search rules; derived from
 * components/build-registry.ts) and the default layouts.
 */
import { fileURLToPath } from 'node:url';
import { BUILD_COMPONENTS } from './components/build-registry.ts';
import type { ElementBuild } from './components/descriptor.ts';

export { prePaintScript } from './pre-paint.ts';

const themeModule = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Every MDX element of the built-in components (components/build-registry.ts), with the flags of its component. */
const ELEMENTS = Object.values(BUILD_COMPONENTS).flatMap(({ elements, staticBody }) =>
  Object.entries(elements).map(([name, element]) => ({ name, staticBody, ...element })),
);

/** The components every page may use without importing them: name -> module exporting it under that name. */
export const BUILT_IN_COMPONENTS: Record<string, string> = Object.fromEntries(ELEMENTS.map(({ name, module }) => [name, module]));

/**
 * The built-in components whose prerendered markup works without the page's own code: what they do on screen
 * is their content controls (content-controls.ts).
 */
export const STATIC_BODY_COMPONENTS: string[] = ELEMENTS.filter(({ staticBody }) => staticBody).map(({ name }) => name);

/** How the built-in components are written in the Markdown copies, by element name (the others as they are). */
export const BUILT_IN_MARKDOWN: Record<string, NonNullable<ElementBuild['markdown']>> = Object.fromEntries(
  ELEMENTS.flatMap(({ name, markdown }) => (markdown ? [[name, markdown]] : [])),
);

/** The built-in components the search index reads as code, by element name. */
export const BUILT_IN_SEARCH_CODE: Record<string, NonNullable<ElementBuild['searchCode']>> = Object.fromEntries(
  ELEMENTS.flatMap(({ name, searchCode }) => (searchCode ? [[name, searchCode]] : [])),
);

/** The built-in components' scripts run at the end of every prerendered page's body, as one script's text. */
export const FIRST_PAINT_SCRIPT = Object.values(BUILD_COMPONENTS)
  .flatMap(({ firstPaintScript }) => (firstPaintScript ? [firstPaintScript] : []))
  .join(';');

/**
 * The doc pages' layout (its component as `default`): it travels with the doc pages, whose modules export it,
 * so the app chunk and the pages of other types do not carry it.
 */
export const DOC_LAYOUT = themeModule('./doc/DocLayout.tsx');

/** Default modules of the slots a site may override in `components` (each exports its component as `default`). */
export const DEFAULT_SLOTS = {
  homeLayout: themeModule('./home/HomeLayout.tsx'),
};
