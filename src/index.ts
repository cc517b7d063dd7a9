/**
 * The engine's node-side public API: what a site's config, checks, scripts and benchmarks import.
 * Code outside src/ imports the engine only through this file, src/helpers.ts (browser-safe
 * helpers, re-exported here) and src/theme/index.ts (components); a lint rule rejects deep imports.
 * This file only re-exports: importing it runs nothing.
 */

// Browser-safe helpers (src/helpers.ts)
export { assetUrl, type Lang, type LocalizedText, type SearchVocabulary, textIn, type VocabularyConcept } from './helpers.ts';

// Site config
export { defineSiteConfig, type NavItem, type SidebarEntry, type Sidebars } from './shared/site-config.ts';

// Build and serving
export { build } from './node/build/build.ts';
export { precompress } from './node/build/precompress.ts';
export { serveDist } from './node/serve.ts';

// Site model: paths, content tree, page data, compile options
export { compileSummary, loadContentTree, loadPageData, pageCompileOptions, sitePaths } from './node/site-model.ts';

// Page compile (Markdown / MDX to page module, page data and Markdown copy)
export { type CompiledPage, compilePage, type PageDataReader, type PageDataSource, type PageTransform, preprocess } from './node/markdown/compile-page.ts';
export { fenceAttribute, nocheckReason } from './node/markdown/fence-meta.ts';

// Content lint: site rules
export { MIN_PROSE_WORDS, type PageLintRule } from './node/checks/content-lint.ts';

// Translation status
export { sourceHashOf } from './node/i18n/translation-status.ts';

// Site data files emitted beside the pages
export type { LocaleDataFiles } from './node/build/emit-site-data.ts';
export { SEARCH_POINTER_FILE, type SearchPointerFile } from './shared/site-data-files.ts';

// Search index: records, index file, local index, vocabulary, tokenizer
export { recordsFromSources } from './node/search/site-records.ts';
export { HITS_PER_PAGE, type SearchHit, type SearchIndexFile } from './shared/search/records.ts';
export { packIndexFile, unpackIndexFile } from './shared/search/index-file.ts';
export { createLocalIndex, type LocalIndex, queryLocalIndex } from './shared/search/local-index.ts';
export { NO_VOCABULARY } from './shared/search/vocabulary.ts';
export { textChunks } from './shared/search/tokenize.ts';

// Site layout: locales, versions and content folders
export {
  contentFolderOf,
  contentFolders,
  homePathOf,
  layoutOf,
  movePath,
  placeOfPath,
  type SiteLayout,
  withoutDefaultSegments,
} from './shared/site-layout.ts';

// Routes, boot data and Markdown copies
export { htmlFileOf } from './shared/routes.ts';
export { bootOfHtml } from './shared/site-boot.ts';
export { markdownPathOf } from './shared/markdown-path.ts';
