/** One MCP server over the site's data: the tools of tools.ts and what they are for. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { DocsData } from './docs-data.ts';
import { registerDocsTools } from './tools.ts';

export const SERVER_NAME = 'rsbuild-docs';

const INSTRUCTIONS = `Documentation of Rsbuild 2.x (the current version), the Rspack-based build tool, in English (en) and Simplified Chinese (zh).
Use search_docs to find pages, get_page to read one as Markdown, get_config_option for the type, default and first version of an rsbuild.config.ts option, and list_config_options to browse the options.
Answers link to the canonical pages; cite them.`;

export function createDocsServer(data: DocsData, version: string): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version }, { instructions: INSTRUCTIONS });
  registerDocsTools(server, data);
  return server;
}
