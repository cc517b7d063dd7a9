/** The route manifest file the build writes and the browser reads. */
import type { Redirect } from './redirects.ts';

/**
 * Production manifest file, compact because both languages share their paths: each row is a
 * path without language prefix followed by the chunk hash of that page in each of `prefixes`
 * ('' where the language lacks the page). Chunk URL = base + hash + '.js'.
 */
export interface ManifestFile {
  base: string;
  prefixes: string[];
  rows: string[][];
  /** The site's redirects (site.config.ts): needed only for a path that is no page, so they travel here, not in the entry. */
  redirects: Redirect[];
}

/** Expands the compact rows into `[routePath, chunkUrl]` pairs. */
export function expandManifest(file: ManifestFile): [string, string][] {
  const out: [string, string][] = [];
  for (const [path, ...hashes] of file.rows) {
    hashes.forEach((hash, i) => {
      if (!hash) return;
      const prefix = file.prefixes[i];
      out.push([prefix && path === '/' ? `${prefix}/` : prefix + path, `${file.base}${hash}.js`]);
    });
  }
  return out;
}
