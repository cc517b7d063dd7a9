/**
 * A gzip copy (`x.html.gz`) beside every text file of the build worth compressing, written once
 * at the highest level, so a server sends it as it is (nginx's `gzip_static`, serve.ts) instead of
 * compressing each response again at a lower level.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** Text types a browser accepts gzipped; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.md', '.txt', '.xml', '.rss', '.atom', '.svg']);
/** Below this size the gzip framing costs about what it saves. */
export const MIN_COMPRESS_BYTES = 1024;

/** Writes the `.gz` copies under `dir`; returns how many it wrote and the bytes before and after. */
export function precompress(dir: string): { files: number; bytes: number; gzipped: number } {
  const totals = { files: 0, bytes: 0, gzipped: 0 };
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE_EXTENSIONS.has(extname(entry.name)) && statSync(file).size >= MIN_COMPRESS_BYTES) {
        const body = readFileSync(file);
        const gzipped = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
        writeFileSync(`${file}.gz`, gzipped);
        totals.files++;
        totals.bytes += body.length;
        totals.gzipped += gzipped.length;
      }
    }
  };
  walk(dir);
  return totals;
}
