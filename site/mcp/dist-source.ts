/** A site source over a local build (`npm run build` writes dist/). */
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { safeSitePath, SiteUnreachableError, type SiteSource } from './site-source.ts';

export function createDistSource(folder: string): SiteSource {
  const root = resolve(folder);
  return {
    label: root,
    async read(path) {
      const safe = safeSitePath(path);
      if (!safe) return undefined;
      try {
        return await readFile(join(root, safe), 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT' && code !== 'EISDIR' && code !== 'ENOTDIR') throw new SiteUnreachableError(`cannot read ${root}${safe}: ${code}`);
        // A missing file is an answer; a missing build folder is not.
        const exists = await stat(root).then(
          (s) => s.isDirectory(),
          () => false,
        );
        if (!exists) throw new SiteUnreachableError(`the build folder ${root} does not exist (run npm run build)`);
        return undefined;
      }
    },
  };
}
