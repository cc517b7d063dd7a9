#!/usr/bin/env node
// The MCP server's entry as a package bin. It runs the TypeScript sources through tsx (as every
// script of this repository does) rather than a bundle: the server shares the search, route and
// Markdown code of the site, so there is no second build to keep in step with it.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../site/mcp/cli.ts', import.meta.url);
await main(process.argv.slice(2));
