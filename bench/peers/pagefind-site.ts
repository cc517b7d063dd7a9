/**
 * A copy of a built site indexed by Pagefind, for the search-speed comparison (../search-speed.ts).
 * The copy keeps the pages of the default version only, as our own search data for a page of that
 * version does (/1.x/ has its own), and Pagefind indexes each page's <main> as our index does its
 * content, without the page footer (edit link, previous / next). The copy has no `_headers`:
 * the site's Content-Security-Policy allows no WebAssembly (no 'wasm-unsafe-eval'), which
 * Pagefind's search runs on, so the same static server sends the copy without those headers, and
 * everything else (gzip copies, redirects) as for the site.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { precompress } from '../../src/index.ts';

export interface PagefindSite {
  dir: string;
  pages: number;
  remove(): void;
}

export async function preparePagefindSite(dist: string): Promise<PagefindSite> {
  const root = mkdtempSync(join(tmpdir(), 'pagefind-site-'));
  const dir = join(root, 'dist');
  const leftOut = new Set([join(dist, '1.x'), join(dist, '_headers')]);
  cpSync(dist, dir, { recursive: true, filter: (source) => !leftOut.has(source) });
  try {
    const { index, errors } = await pagefind.createIndex({ rootSelector: 'main', excludeSelectors: ['.s-doc-footer'] });
    if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: dir });
    if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(dir, 'pagefind') });
    if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    // Gzip copies of its scripts and entry file, as the build writes for ours: the server sends
    // them as a host would. Its index and fragment files are gzipped by Pagefind itself.
    precompress(join(dir, 'pagefind'));
    return { dir, pages: added.page_count, remove: () => rmSync(root, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  } finally {
    await pagefind.close();
  }
}
