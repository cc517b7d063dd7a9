/**
 * A folder of cache entries, one file per key (`<key><ext>`): the compile cache (content/page-compiler.ts) and the
 * render cache (build/render-cache.ts). An entry is written aside and renamed, so a build stopped halfway leaves no
 * half-written entry; a disk that refuses it (read-only, full) costs the next build its cache, not this one.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class CacheFolder {
  constructor(
    private readonly dir: string,
    private readonly ext: string,
  ) {}

  /** The entry kept under `key`, or undefined when there is none or it cannot be read. */
  read(key: string): Buffer | undefined {
    try {
      return readFileSync(this.fileOf(key));
    } catch {
      return undefined;
    }
  }

  write(key: string, data: string | Uint8Array) {
    const file = this.fileOf(key);
    const partial = `${file}.${process.pid}.tmp`;
    try {
      mkdirSync(this.dir, { recursive: true });
      writeFileSync(partial, data);
      renameSync(partial, file);
    } catch {
      rmSync(partial, { force: true });
    }
  }

  /** Removes every file but the entries of the keys in `keep`. */
  prune(keep: Set<string>) {
    if (!existsSync(this.dir)) return;
    for (const name of readdirSync(this.dir)) {
      if (!(name.endsWith(this.ext) && keep.has(name.slice(0, -this.ext.length)))) rmSync(join(this.dir, name), { force: true });
    }
  }

  private fileOf(key: string): string {
    return join(this.dir, `${key}${this.ext}`);
  }
}
