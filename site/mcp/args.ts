/**
 * Command line of the MCP server. Pure: argv in, options or an ArgsError (with the usage) out.
 *
 *   rsbuild-docs-mcp [--site <url> | --dist <folder>] [--http [--port <n>]]
 */
import { parseArgs } from 'node:util';

export interface McpOptions {
  transport: { kind: 'stdio' } | { kind: 'http'; port: number };
  source: { kind: 'site'; url: string } | { kind: 'dist'; folder: string };
}

export const DEFAULT_HTTP_PORT = 3010;

export const USAGE = `Usage: rsbuild-docs-mcp [--site <url> | --dist <folder>] [--http [--port <n>]]

Serves the Rsbuild documentation to MCP clients (tools: search_docs, get_page,
get_config_option, list_config_options).

  --site <url>     read a deployed site (e.g. the configured siteUrl)
  --dist <folder>  read a local build (npm run build writes dist/)
                   Default: this checkout's dist/ when it holds a build, else the configured siteUrl.
  --http           Streamable HTTP on http://127.0.0.1:<port>/mcp instead of stdio
  --port <n>       port for --http (default ${DEFAULT_HTTP_PORT}; 0 picks a free one)
  --help           this text`;

export class ArgsError extends Error {
  override name = 'ArgsError';
}

export interface McpDefaults {
  /** The configured siteUrl. */
  siteUrl: string;
  /** The checkout's build, when there is one: read by default, as it is the docs this checkout holds. */
  localBuild?: string;
}

/** `undefined` for --help. */
export function parseMcpArgs(argv: string[], defaults: McpDefaults): McpOptions | undefined {
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse(argv).values;
  } catch (error) {
    throw new ArgsError((error as Error).message);
  }
  if (values.help) return undefined;
  if (values.site !== undefined && values.dist !== undefined) throw new ArgsError('--site and --dist exclude each other: the server reads one site');
  if (values.port !== undefined && !values.http) throw new ArgsError('--port applies to --http only');

  let source: McpOptions['source'];
  if (values.dist !== undefined) {
    if (!values.dist.trim()) throw new ArgsError('--dist needs a folder');
    source = { kind: 'dist', folder: values.dist };
  } else if (values.site === undefined && defaults.localBuild) {
    source = { kind: 'dist', folder: defaults.localBuild };
  } else {
    source = { kind: 'site', url: siteOrigin(values.site ?? defaults.siteUrl) };
  }
  const port = values.port === undefined ? DEFAULT_HTTP_PORT : Number(values.port);
  if (!/^\d+$/.test(values.port ?? '0') || port > 65535) throw new ArgsError(`--port ${values.port}: not a port number (0-65535)`);
  return { transport: values.http ? { kind: 'http', port } : { kind: 'stdio' }, source };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      site: { type: 'string' },
      dist: { type: 'string' },
      http: { type: 'boolean' },
      port: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** An http(s) URL with what follows its origin and path dropped, without a trailing slash. */
function siteOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ArgsError(`--site ${text}: not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ArgsError(`--site ${text}: only http and https URLs`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
