/**
 * The generated modules (`virtual:<name>`, a family `virtual:<name>/<key>`), declared once: the site plugin
 * (site-plugin.ts) resolves them by this table and loads each with the loader it keeps under the same name, and
 * src/runtime/virtual.d.ts is written from it (`npx tsx src/node/vite/virtual-modules.ts`; the unit test beside
 * this file fails when the .d.ts is stale). Types are written relative to src/runtime/.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface VirtualModule {
  /** What the module is: the comment of its declaration. */
  about: string;
  /** `virtual:<name>/<key>`, one module per key (`<key>` is what its loader gets). */
  family?: true;
  /** The body of its `declare module`; none for a module only other generated modules import. */
  types?: string;
  /** Dev server, after an edit: it goes with the page modules' update instead of waiting for the next load. */
  updatesWithPages?: true;
}

export const VIRTUAL_MODULES = {
  'site-data': {
    about: 'The browser part of the site config.',
    types: "const site: import('../shared/browser-site.ts').BrowserSite;\nexport default site;",
  },
  'site-components': {
    about: "The site's slots in the app shell: its `components.navbarAfterLogo` (site.config.ts), or null.",
    types: "export const NavbarAfterLogo: import('react').ComponentType | null;",
  },
  'site-styles': {
    about: "The site's global style sheets (`components.styles` in site.config.ts), imported after the theme's (page chunks carry no CSS).",
    types: '',
  },
  'search-vocabulary': {
    about: "The local search's vocabulary (the search worker's chunk imports it).",
    types: "const vocabulary: import('../shared/search/vocabulary.ts').SearchVocabulary;\nexport default vocabulary;",
  },
  sidebar: {
    about: 'A sidebar, shared by the pages of its section (`virtual:sidebar/<key without its first slash>`).',
    family: true,
    updatesWithPages: true,
  },
  'ui-strings': {
    about:
      "The dictionary of a language (`virtual:ui-strings/<lang>`), the texts its pages show: the engine's (src/locales/) with the site's (`strings` in site.config.ts) over them.",
    family: true,
    types: "const strings: import('../shared/ui-strings.ts').PageStrings;\nexport default strings;",
  },
  'locale-strings': {
    about: 'Per language, a loader of its texts (`virtual:ui-strings/<lang>`): for 404 pages built in the browser or the prerender.',
    types: "const loaders: Record<string, () => Promise<{ default: import('../shared/ui-strings.ts').PageStrings }>>;\nexport default loaders;",
  },
  'search-strings': {
    about: "Per language, the search modal's texts (`searchModal` of the language's dictionary): its chunk only.",
    types: "const strings: Record<string, import('../shared/ui-strings.ts').SearchStrings>;\nexport default strings;",
  },
  feedback: {
    about:
      "`themeConfig.feedback` (site.config.ts) with the form's texts per language (`pageFeedback` of the language's dictionary), or null: the feedback form's chunk only.",
    types:
      "const feedback: (import('../shared/site-config.ts').FeedbackConfig & { strings: Record<string, import('../shared/ui-strings.ts').FeedbackStrings> }) | null;\nexport default feedback;",
  },
  'feedback-slot': {
    about: 'Whether `themeConfig.feedback` is set: doc pages end with "Was this page helpful?".',
    types: 'export const hasFeedback: boolean;',
  },
  routes: {
    about:
      "Dev server: route -> the URL of its page module, imported by the router itself so that the page modules have no importer and an edited page's update stops at its module.",
    types: "const routes: [string, string][];\nexport default routes;\nexport const redirects: import('../shared/redirects.ts').Redirect[];",
  },
  'ssr-pages': {
    about: 'Server build: route -> page module.',
    types: "const pages: Record<string, () => Promise<import('./page-module.ts').PageModule>>;\nexport default pages;",
  },
} as const satisfies Record<string, VirtualModule>;

export type VirtualName = keyof typeof VIRTUAL_MODULES;

const PREFIX = 'virtual:';

/** The id of a module of the table: `virtual:<name>`, or `virtual:<name>/<key>` in a family. */
export function virtualId(name: VirtualName, key?: string): string {
  return key === undefined ? `${PREFIX}${name}` : `${PREFIX}${name}/${key}`;
}

/** The module of the table an id names, with the key of a family's; undefined for any other id. */
export function virtualModuleOf(id: string): { name: VirtualName; module: VirtualModule; key?: string } | undefined {
  if (!id.startsWith(PREFIX)) return undefined;
  const rest = id.slice(PREFIX.length);
  const slash = rest.indexOf('/');
  const name = (slash < 0 ? rest : rest.slice(0, slash)) as VirtualName;
  const module: VirtualModule | undefined = Object.hasOwn(VIRTUAL_MODULES, name) ? VIRTUAL_MODULES[name] : undefined;
  if (!module || Boolean(module.family) !== slash >= 0) return undefined;
  return slash < 0 ? { name, module } : { name, module, key: rest.slice(slash + 1) };
}

export const VIRTUAL_DTS = fileURLToPath(new URL('../../runtime/virtual.d.ts', import.meta.url));

/** The text of src/runtime/virtual.d.ts. */
export function virtualDts(): string {
  const header = '// Written by src/node/vite/virtual-modules.ts from its table: edit the table, then run `npx tsx src/node/vite/virtual-modules.ts`.\n';
  const blocks = Object.entries(VIRTUAL_MODULES as Record<string, VirtualModule>).flatMap(([name, module]) => {
    if (module.types === undefined) return [];
    const id = module.family ? `${PREFIX}${name}/*` : `${PREFIX}${name}`;
    const body = module.types ? `\n${module.types.replace(/^/gm, '  ')}\n` : '';
    return [`/** ${module.about} */\ndeclare module '${id}' {${body}}\n`];
  });
  return header + blocks.join('');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(VIRTUAL_DTS, virtualDts());
