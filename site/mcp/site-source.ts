/**
 * Where the MCP server reads the published site from: a built `dist/` folder or the deployed
 * site over HTTP. Both answer the same question, the text of a file by its root-relative path,
 * so everything above (docs-data.ts) works the same on either.
 */
export interface SiteSource {
  /** The folder or origin, for messages. */
  readonly label: string;
  /** The file at a root-relative path as written in the build (`/llms.txt`, not percent-encoded); undefined when the site has no such file. */
  read(path: string): Promise<string | undefined>;
}

/** The site cannot be read at all (network down, host unknown, server error, folder gone). */
export class SiteUnreachableError extends Error {
  override name = 'SiteUnreachableError';
}

/** A root-relative path without `..` segments or a scheme; undefined for anything else. */
export function safeSitePath(path: string): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  const segments = path.split(/[\\/]/);
  return segments.some((s) => s === '..' || s.includes('\0')) ? undefined : path;
}
