/**
 * The modules of a site: the theme's built-in components plus the `components` map of its
 * `site.config.ts` (see src/shared/site-config.ts), as absolute paths for generated imports, with
 * the Markdown rule of each of the site's MDX components for the page copies; its search vocabulary, its
 * content-lint rule, its page extractor and the writer of its extra data files.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILT_IN_COMPONENTS, DEFAULT_SLOTS } from '../../theme/node-entry.ts';
import type { SiteConfig } from '../../shared/site-config.ts';
import type { Lang } from '../../shared/types.ts';
import type { Strings } from '../../shared/ui-strings.ts';
import type { LocaleDataFiles } from '../build/emit-site-data.ts';
import type { PageLintRule } from '../checks/content-lint.ts';
import type { PageExtractor, PageTransform } from '../markdown/compile-page.ts';

/** How an element is written in a page's Markdown copy: left out, or replaced by the rule's Markdown (written with the page's dictionary). */
export type MarkdownRule = 'omit' | ((lang: Lang, strings: Strings) => string);

export interface SiteModules {
  /** MDX element name -> module exporting it under that name. */
  mdx: Record<string, string>;
  homeLayout: string;
  navbarAfterLogo?: string;
  styles: string[];
  /** Per language, the site's part of its dictionary (strings/load-strings.ts). */
  strings: Partial<Record<Lang, string>>;
  /** Module whose default export is the local search's vocabulary. */
  searchVocabulary?: string;
  /**
   * What the page compile runs of the site, loaded on the first compile rather than with the model:
   * a start from the compile cache compiles nothing and never loads them (nor what they import).
   */
  compileHooks: () => Promise<CompileHooks>;
  /** The site's extra data files per locale (`dataFiles` in site.config.ts), loaded by the build when it writes them. */
  dataFiles: () => Promise<LocaleDataFiles | undefined>;
  /** The modules whose code runs inside the page compile (Markdown rules, lint rule, page transform, page extractor): part of its cache key. */
  compileModules: string[];
}

/** The site's part of a page compile. */
export interface CompileHooks {
  /** MDX elements written differently in the Markdown copies; the others are written out as they are. */
  markdownRules: Record<string, MarkdownRule>;
  /** The site's content-lint rules (`contentLint` in site.config.ts). */
  lintRules: PageLintRule[];
  /** The site's reader of its data from each page (`pageExtract` in site.config.ts). */
  pageExtract?: PageExtractor;
  /** The site's change to each page's tree (`pageTransform` in site.config.ts). */
  pageTransform?: PageTransform;
}

/** The theme's components, which every site has (their Markdown rules are the theme's, node-entry.ts). */
export const BUILT_IN: { mdx: Record<string, string> } = { mdx: BUILT_IN_COMPONENTS };

/** Every module path the config names, by its place in the config (`components.mdx.Stats.module`), for the existence check. */
export function modulePathsOf(
  config: Pick<SiteConfig, 'components' | 'themeConfig' | 'strings' | 'contentLint' | 'pageExtract' | 'pageTransform' | 'dataFiles'>,
): [place: (string | number)[], path: string][] {
  const { components = {}, themeConfig } = config;
  const paths: [(string | number)[], string][] = [];
  for (const [name, entry] of Object.entries(components.mdx ?? {})) {
    if (typeof entry === 'string') paths.push([['components', 'mdx', name], entry]);
    else {
      paths.push([['components', 'mdx', name, 'module'], entry.module]);
      if (entry.markdown) paths.push([['components', 'mdx', name, 'markdown'], entry.markdown]);
    }
  }
  if (components.homeLayout) paths.push([['components', 'homeLayout'], components.homeLayout]);
  if (components.navbarAfterLogo) paths.push([['components', 'navbarAfterLogo'], components.navbarAfterLogo]);
  for (const [i, style] of (components.styles ?? []).entries()) paths.push([['components', 'styles', i], style]);
  if (themeConfig.search.provider === 'local' && themeConfig.search.vocabulary)
    paths.push([['themeConfig', 'search', 'vocabulary'], themeConfig.search.vocabulary]);
  for (const [lang, module] of Object.entries(config.strings ?? {})) paths.push([['strings', lang], module]);
  if (config.contentLint) paths.push([['contentLint'], config.contentLint]);
  if (config.pageExtract) paths.push([['pageExtract'], config.pageExtract]);
  if (config.pageTransform) paths.push([['pageTransform'], config.pageTransform]);
  if (config.dataFiles) paths.push([['dataFiles'], config.dataFiles]);
  return paths;
}

/** The site's modules, paths resolved against `root` (the folder of site.config.ts); those that run code load on first use. */
export async function loadSiteModules(config: SiteConfig, root: string): Promise<SiteModules> {
  const { components = {} } = config;
  const at = (path: string) => resolve(root, path);
  const mdx = { ...BUILT_IN.mdx };
  /** MDX element -> its Markdown rule's module, or 'omit'. */
  const rules: Record<string, string> = {};
  for (const [name, entry] of Object.entries(components.mdx ?? {})) {
    if (typeof entry === 'string') {
      mdx[name] = at(entry);
      continue;
    }
    mdx[name] = at(entry.module);
    rules[name] = entry.markdown === false ? 'omit' : at(entry.markdown);
  }
  const compileHooks = once(async (): Promise<CompileHooks> => {
    const [markdown, lint, pageExtract, pageTransform] = await Promise.all([
      Promise.all(
        Object.entries(rules).map(
          async ([name, rule]) => [name, rule === 'omit' ? rule : await importDefault<(lang: Lang, strings: Strings) => string>(rule)] as const,
        ),
      ),
      config.contentLint ? importDefault<PageLintRule>(at(config.contentLint)) : undefined,
      config.pageExtract ? importDefault<PageExtractor>(at(config.pageExtract)) : undefined,
      config.pageTransform ? importDefault<PageTransform>(at(config.pageTransform)) : undefined,
    ]);
    return { markdownRules: Object.fromEntries(markdown), lintRules: lint ? [lint] : [], pageExtract, pageTransform };
  });
  const dataFiles = once(async () => (config.dataFiles ? importDefault<LocaleDataFiles>(at(config.dataFiles)) : undefined));
  return {
    mdx,
    homeLayout: components.homeLayout ? at(components.homeLayout) : DEFAULT_SLOTS.homeLayout,
    navbarAfterLogo: components.navbarAfterLogo && at(components.navbarAfterLogo),
    styles: (components.styles ?? []).map(at),
    strings: Object.fromEntries(Object.entries(config.strings ?? {}).map(([lang, module]) => [lang, at(module)])),
    searchVocabulary: vocabularyModule(config, root),
    compileHooks,
    dataFiles,
    compileModules: [
      ...Object.values(rules).filter((rule) => rule !== 'omit'),
      ...[config.contentLint, config.pageExtract, config.pageTransform].filter((m) => m !== undefined).map(at),
    ],
  };
}

/** A loader run once; a failure is not kept, so the next call tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

function vocabularyModule({ themeConfig: { search } }: SiteConfig, root: string): string | undefined {
  return search.provider === 'local' && search.vocabulary ? resolve(root, search.vocabulary) : undefined;
}

/** A module's default export as the file is now: after an edit, the dev server's next model or page load reads it again. */
export async function importDefault<T>(file: string): Promise<T> {
  return ((await import(`${pathToFileURL(file).href}?t=${Math.trunc(statSync(file).mtimeMs)}`)) as { default: T }).default;
}
