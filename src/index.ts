/**
 * The engine's node-side public API: what a site's config, checks, scripts and benchmarks import.
 * Code outside src/ imports the engine only through this file, src/helpers.ts (browser-safe
 * helpers), src/core.ts (the part of this API that needs no build tooling, for the MCP server)
 * and src/theme/index.ts (components); a lint rule rejects deep imports.
 * This file only re-exports: importing it runs nothing.
 */

// Browser-safe helpers (src/helpers.ts)
export { assetUrl, type Lang, type LocalizedText, type SiteDictionary, type SiteStrings, type Strings, textIn, type VocabularyConcept } from './helpers.ts';

// Site config, layout, routes, boot data, site data files, search index (src/core.ts)
export {
  bootOfHtml,
  contentFolderOf,
  contentFolders,
  createLocalIndex,
  defineSiteConfig,
  HITS_PER_PAGE,
  homePathOf,
  htmlFileOf,
  type LocalIndex,
  layoutOf,
  markdownPathOf,
  movePath,
  NO_VOCABULARY,
  type NavItem,
  placeOfPath,
  queryLocalIndex,
  SEARCH_POINTER_FILE,
  searchIndexKey,
  SEARCH_BOX_MAX_LENGTH,
  type SearchHit,
  type SearchAnswer,
  type SearchHead,
  type LoadSearchFile,
  openSplitSearch,
  type SplitSearch,
  type SearchPointerFile,
  type SearchVocabulary,
  type SidebarEntry,
  type Sidebars,
  type SiteLayout,
  siteConfigSchema,
  textChunks,
  withoutDefaultSegments,
} from './core.ts';

// Build and serving
export { build } from './node/build/build.ts';
export { precompress } from './node/build/precompress.ts';
export { serveDist } from './node/serve.ts';

// Site model: paths, content tree, page records for checks, compile options
export { loadContentTree, loadPageRecords, loadSiteModel, pageCompileOptions, sitePaths } from './node/site-model.ts';
export { compileSummary } from './node/content/page-compiler.ts';
export { envSwitches, type EnvSwitches } from './node/env-switches.ts';

// Page compile (Markdown / MDX to page module, its data and Markdown copy)
export { type CompiledPage, compilePage, type PageExtractor, type PageTree, type PageTransform, preprocess } from './node/markdown/compile-page.ts';
export { fenceAttribute, nocheckReason } from './node/markdown/fence-meta.ts';

// Content lint: site rules
export { MIN_PROSE_WORDS, type PageLintRule } from './node/checks/content-lint.ts';

// Translation status
export { sourceHashOf } from './node/i18n/translation-status.ts';

// Site data files: a site's own files per locale
export type { LocaleDataFiles } from './node/build/emit-site-data.ts';

// Search data of the site's pages: the records of each index, and the files written from them
export { searchFilesOf, searchRecordsOf } from './node/search/emit-index.ts';
