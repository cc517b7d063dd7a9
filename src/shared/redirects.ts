/**
 * Client-side redirects: each `from` is a regular expression tested against the path,
 * `to` the replacement (it may use `$1`). A pattern that is not a valid regular expression
 * is skipped with one console warning.
 */
import type { Redirect } from './site-config.ts';

export type { Redirect };

export interface CompiledRedirect {
  pattern: RegExp;
  to: string;
}

export function compileRedirects(redirects: Redirect[], warn: (message: string) => void = console.warn): CompiledRedirect[] {
  const compiled: CompiledRedirect[] = [];
  for (const { from, to } of redirects) {
    const pattern = redirectPattern(from);
    if (pattern instanceof RegExp) compiled.push({ pattern, to });
    else warn(`[redirects] skipped invalid pattern ${JSON.stringify(from)}`);
  }
  return compiled;
}

/** `from` as the browser reads it: the regular expression, or why it is not one (the build refuses those). */
export function redirectPattern(from: string): RegExp | string {
  try {
    return new RegExp(from);
  } catch (error) {
    return (error as Error).message;
  }
}

/** The target of the first redirect matching `path`, or undefined. */
export function findRedirect(path: string, redirects: CompiledRedirect[]): string | undefined {
  for (const { pattern, to } of redirects) {
    if (pattern.test(path)) return path.replace(pattern, to);
  }
  return undefined;
}

/**
 * The one path a pattern like `^/config/source/alias/?$` stands for, so that the build can
 * write a static redirect page for it; undefined for patterns that match many paths.
 */
export function literalPathOf(pattern: string): string | undefined {
  const m = /^\^((?:\/[\w.\\-]*)+?)(?:\/\?)?\$$/.exec(pattern);
  if (!m) return undefined;
  return m[1].replace(/\\(.)/g, '$1');
}
