import { isAbsolute, relative } from 'node:path';

/** A build that cannot go on (dead links, an over-budget or broken artifact): its message is for the maintainer as it is. */
export class BuildError extends Error {}

/** A problem in a content or config file, printed as `file:line:column reason`. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${displayPath(file)}:${line}:${column} ${reason}`);
    this.name = 'ContentError';
  }
}

/** A file as a maintainer types it: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  if (!isAbsolute(file)) return file.replace(/\\/g, '/');
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.replace(/\\/g, '/') : file;
}
