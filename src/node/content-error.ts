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

/** A ContentError's fields: the class does not survive the copy between threads (content/compile-worker.ts). */
export interface ContentProblem {
  file: string;
  line: number;
  column: number;
  reason: string;
  message: string;
}

export function contentProblemOf({ file, line, column, reason, message }: ContentError): ContentProblem {
  return { file, line, column, reason, message };
}

/** The ContentError a worker thread reported, as this thread's own. */
export function contentErrorOf({ file, line, column, reason, message }: ContentProblem): ContentError {
  const error = new ContentError(file, line, column, reason);
  error.message = message; // with the other problems of the page, when there were several
  return error;
}
