/** One MCP server over the site's data: the tools of tools.ts and what they are for. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { SiteLayout } from '../../src/core.ts';
import type { DocsData } from './docs-data.ts';
import { registerDocsTools } from './tools.ts';

export const SERVER_NAME = 'rsbuild-docs';

/** What the server is for, naming the versions of the site's configured layout. */
function instructionsFor({ versions, defaultVersion }: SiteLayout): string {
  const others = versions.filter((v) => v !== defaultVersion);
  const docs = others.length
    ? `Documentation of Rsbuild ${defaultVersion} (the current version, which every tool answers for by default) and of ${others.join(', ')} (pass version: "${others[0]}")`
    : 'Documentation of Rsbuild';
  return `${docs}, the Rspack-based build tool, in English (en) and Simplified Chinese (zh).
Use search_docs to find pages, get_page to read one as Markdown, get_config_option for the type, default and first version of an rsbuild.config.ts option, and list_config_options to browse the options.
Answers say which docs version they are for and link to the canonical pages; cite them.`;
}

/** `layout`: the site's, as its config declares it; it names the versions in the descriptions. */
export function createDocsServer(data: DocsData, serverVersion: string, layout: SiteLayout): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version: serverVersion }, { instructions: instructionsFor(layout) });
  registerDocsTools(server, data, layout);
  return server;
}
