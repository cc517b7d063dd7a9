/**
 * A copy of a built site indexed by Pagefind, for the search-speed comparison (../search-speed.ts).
 * The copy keeps the pages of the default version only, as our own search data for a page of that
 * version does (/1.x/ has its own), and Pagefind indexes each page's <main> as our index does its
 * content, without the page footer (edit link, previous / next). The copy has no `_headers`:
 * the site's Content-Security-Policy allows no WebAssembly (no 'wasm-unsafe-eval'), which
 * Pagefind's search runs on, so the same static server sends the copy without those headers, and
 * everything else (gzip copies, redirects) as for the site.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { precompress } from '../../src/index.ts';

export interface PagefindSite {
  dir: string;
  pages: number;
  /** The bytes of a language's search data as Pagefind writes them (its files are compressed already): index, fragments, metadata and the language's WebAssembly. */
  dataBytes(lang: 'en' | 'zh'): number;
  remove(): void;
}

/** Pagefind's language codes for ours. */
const PAGEFIND_LANG = { en: 'en', zh: 'zh-cn' };

function pagefindDataBytes(dir: string, lang: 'en' | 'zh'): number {
  const root = join(dir, 'pagefind');
  const entry = JSON.parse(readFileSync(join(root, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { hash: string; wasm: string | null }> };
  const { hash, wasm } = entry.languages[PAGEFIND_LANG[lang]];
  const files = [
    ...['fragment', 'index'].flatMap((folder) =>
      readdirSync(join(root, folder))
        .filter((name) => name.startsWith(`${PAGEFIND_LANG[lang]}_`))
        .map((name) => join(root, folder, name)),
    ),
    join(root, `pagefind.${hash}.pf_meta`),
    join(root, `wasm.${wasm ?? 'unknown'}.pagefind`),
  ];
  return files.reduce((sum, file) => sum + statSync(file).size, 0);
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
    return { dir, pages: added.page_count, dataBytes: (lang) => pagefindDataBytes(dir, lang), remove: () => rmSync(root, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  } finally {
    await pagefind.close();
  }
}
