/** A problem in a content or config file, printed as `file:line:column reason`. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}:${column} ${reason}`);
    this.name = 'ContentError';
  }
}
