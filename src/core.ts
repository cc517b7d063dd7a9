/**
 * The engine's model without its build tooling: site config, site layout, routes, boot data and
 * the search index. It loads nothing but the engine's production dependencies, so the MCP server
 * (site/mcp, run by the package bin without dev dependencies) and site.config.ts (which the MCP
 * server loads) import it instead of src/index.ts, which re-exports it along with the build.
 */

// Site config
export { defineSiteConfig, type NavItem, type SidebarEntry, type Sidebars, siteConfigSchema } from './shared/site-config.ts';

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

// Site data files emitted beside the pages
export { SEARCH_POINTER_FILE, type SearchPointerFile } from './shared/site-data-files.ts';

// Search index: records, split data files and their query, local index, vocabulary, tokenizer
export { HITS_PER_PAGE, SEARCH_BOX_MAX_LENGTH, type SearchHit } from './shared/search/records.ts';
export type { SearchHead } from './shared/search/search-files.ts';
export { type LoadSearchFile, openSplitSearch, type SearchAnswer, type SplitSearch } from './shared/search/split-search.ts';
export { createLocalIndex, type LocalIndex, queryLocalIndex } from './shared/search/local-index.ts';
export { searchIndexKey } from './shared/search/index-key.ts';
export { NO_VOCABULARY, type SearchVocabulary } from './shared/search/vocabulary.ts';
export { textChunks } from './shared/search/tokenize.ts';
