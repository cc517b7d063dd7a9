/**
 * Redirects that would not work once published: a `from` the browser cannot read as a regular
 * expression (it would skip it with a console warning on every page), a `to` that is neither a
 * path nor an http(s) URL, and a `to` path that is no page (the redirect would land on the 404
 * page). Each is reported at its place in site.config.ts when the pattern is written there literally.
 */
import { ContentError } from '../content-error.ts';
import { literalPathOf, redirectPattern, type Redirect } from '../../shared/redirects.ts';
import { routeKey } from '../../shared/routes.ts';
import { isWebUrl } from '../../shared/web-url.ts';

export function redirectProblems(redirects: Redirect[], routes: string[], configFile: string, configSource: string): ContentError[] {
  const known = new Set(routes.map(routeKey));
  // A target may be another redirect's old path: its static redirect page forwards the reader.
  for (const { from } of redirects) {
    const path = literalPathOf(from);
    if (path) known.add(routeKey(path));
  }
  const errors: ContentError[] = [];
  redirects.forEach((redirect, i) => {
    const reason = redirectProblem(redirect, known);
    if (!reason) return;
    const { line, column } = placeOf(configSource, redirect.from);
    errors.push(new ContentError(configFile, line, column, `redirects[${i}] ${reason}`));
  });
  return errors;
}

function redirectProblem({ from, to }: Redirect, known: Set<string>): string | undefined {
  const pattern = redirectPattern(from);
  if (typeof pattern === 'string') return `"from" ${JSON.stringify(from)} is not a valid regular expression (${pattern}); the browser would skip it`;
  // Its own rule, not isExternalLink: an absolute http(s) target leaves the site and is not checked against the
  // pages, while a `//host` target is refused below (a redirect names either a full URL or a path of this site).
  if (/^https?:\/\//i.test(to)) return undefined;
  if (!to.startsWith('/') || !isWebUrl(to)) return `"to" ${JSON.stringify(to)} must be a path starting with / or an http(s) URL`;
  const literal = literalPathOf(from);
  // A target built from captured groups (`/new/$1`) is known only for a literal `from`.
  const target = literal ? literal.replace(pattern, to) : /\$[\d<&`']/.test(to) ? undefined : to;
  if (target === undefined || known.has(routeKey(target))) return undefined;
  return `"to" ${JSON.stringify(to)} leads to ${target.split(/[?#]/)[0]}, which is no page`;
}

/** Line and column of the pattern in the config source (as written, or with doubled backslashes), else of `redirects`. */
function placeOf(source: string, from: string): { line: number; column: number } {
  const candidates = [`'${from.replace(/\\/g, '\\\\')}'`, JSON.stringify(from), `\`${from}\``];
  let offset = -1;
  for (const text of candidates) {
    offset = source.indexOf(text);
    if (offset >= 0) break;
  }
  if (offset < 0) offset = source.search(/\bredirects\s*:/);
  if (offset < 0) return { line: 1, column: 1 };
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
