/**
 * Machine-readable files the build publishes beside the pages, for tools that read the site
 * without a browser (the MCP server in src/mcp, scripts, assistants). Their names and shapes
 * live here so the build that writes them and the readers agree.
 */

/** Per locale: `/config-reference.json`, `/zh/config-reference.json` (beside that locale's `llms.txt`). */
export const CONFIG_REFERENCE_FILE = 'config-reference.json';

/** At the site root: where each locale's search data is (its file name carries a content hash). */
export const SEARCH_POINTER_FILE = 'search-index.json';

export interface ConfigReferenceOption {
  /** Dotted path as written in `rsbuild.config.ts`: `output.distPath`, `output.distPath.js`, `mode`. */
  name: string;
  /** TypeScript type as the page shows it; null when the page gives none. */
  type: string | null;
  /** Default as the page states it (Markdown, links as text); null when the page gives none. */
  default: string | null;
  /** First Rsbuild version with the option (`1.7.0`); null when it is in every 1.x release. */
  since: string | null;
  /** First sentence of the option's description. */
  summary: string;
  /** Canonical URL of the option's page, with the anchor of its section for a sub-option. */
  url: string;
}

export interface ConfigReferenceFile {
  version: 1;
  lang: string;
  /** The `@rsbuild/core` release whose types the reference was checked against. */
  rsbuild: string;
  options: ConfigReferenceOption[];
}

export interface SearchPointerFile {
  version: 1;
  /** Canonical origin of the site: search hits carry root-relative URLs. */
  siteUrl: string;
  /** The default language (its pages have no prefix); the others are the other keys of `indexes`. */
  lang: string;
  /** Locale -> root-relative URL of its search data (the default version's when there are several). */
  indexes: Record<string, string>;
}
