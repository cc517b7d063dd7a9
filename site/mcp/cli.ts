/**
 * `npm run mcp` / the `rsbuild-docs-mcp` bin: the MCP server over stdio (default) or Streamable
 * HTTP, reading this checkout's build when it has one, else the deployed site (or what the flags name). Logs go to stderr: stdout is the protocol.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { layoutOf, SEARCH_POINTER_FILE, siteConfigSchema } from '../../src/core.ts';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import siteConfig from '../../site.config.ts';
import { ArgsError, parseMcpArgs, USAGE, type McpOptions } from './args.ts';
import { createDistSource } from './dist-source.ts';
import { DocsData } from './docs-data.ts';
import { createHttpSource } from './http-source.ts';
import { startHttpServer } from './http.ts';
import { createDocsServer } from './server.ts';
import type { SiteSource } from './site-source.ts';
import vocabulary from '../search/vocabulary.ts';

/** This checkout's build folder, whatever the working directory the server was started from. */
const LOCAL_BUILD = fileURLToPath(new URL('../../dist', import.meta.url));
const VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
/** The site's languages and versions as its config declares them, for the tools' descriptions. */
const LAYOUT = layoutOf(siteConfigSchema.parse(siteConfig));

function sourceOf(options: McpOptions): SiteSource {
  return options.source.kind === 'dist' ? createDistSource(options.source.folder) : createHttpSource(options.source.url);
}

export async function main(argv: string[]): Promise<void> {
  let options: McpOptions | undefined;
  try {
    options = parseMcpArgs(argv, { siteUrl: siteConfig.siteUrl, localBuild: existsSync(join(LOCAL_BUILD, SEARCH_POINTER_FILE)) ? LOCAL_BUILD : undefined });
  } catch (error) {
    if (!(error instanceof ArgsError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (!options) {
    console.log(USAGE);
    return;
  }
  // Ranked with the site's vocabulary, as its search modal ranks them.
  const data = new DocsData(sourceOf(options), vocabulary);
  if (options.transport.kind === 'stdio') {
    const server = createDocsServer(data, VERSION, LAYOUT);
    await server.connect(new StdioServerTransport());
    console.error(`rsbuild-docs MCP server on stdio, reading ${data.source.label}`);
    return;
  }
  const handle = await startHttpServer(() => createDocsServer(data, VERSION, LAYOUT), options.transport.port);
  console.error(`rsbuild-docs MCP server on ${handle.url}, reading ${data.source.label}`);
  const stop = () => void handle.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
