/**
 * config-reference.json, the site's data file for assistants (written by config-reference-file.ts,
 * read by the MCP server in site/mcp): its name and shape, so the writer and the readers agree.
 */

/** Per locale: `/config-reference.json`, `/zh/config-reference.json` (beside that locale's `llms.txt`). */
export const CONFIG_REFERENCE_FILE = 'config-reference.json';

export interface ConfigReferenceOption {
  /** Dotted path as written in `rsbuild.config.ts`: `output.distPath`, `output.distPath.js`, `mode`. */
  name: string;
  /** TypeScript type as the page shows it; null when the page gives none. */
  type: string | null;
  /** Default as the page states it (Markdown, links as text); null when the page gives none. */
  default: string | null;
  /** First Rsbuild version with the option (`1.7.0`); null when it is in every release of the line documented (every 2.x release for 2.x). */
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
