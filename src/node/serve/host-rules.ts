/**
 * What a web server should do for the built site, from the site's own data: redirects answered
 * with 301, caching per kind of file, and the security headers with a Content-Security-Policy that
 * allows the pages' inline scripts by hash. The build writes these rules into dist/ as `_redirects`
 * and `_headers` (the files Netlify and Cloudflare Pages read); `npm start` / `npm run preview`
 * (serve.ts) and `npm run server-config -- nginx` (nginx-config.ts) read those two files back, so
 * every server applies the same rules.
 */
import { createHash } from 'node:crypto';
import { literalPathOf } from '../../shared/redirects.ts';
import type { Redirect } from '../../shared/site-config.ts';
import { SERVICE_WORKER_URL } from '../../runtime/offline/offline-rules.ts';

/** Hashed build output: its names change with its content, so it may be cached for good. */
export const IMMUTABLE_PREFIX = '/assets/';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, `.md`, `llms*.txt`, feeds, data files) is revalidated on each use. */
export const REVALIDATE_CACHE = 'no-cache';

/** The hosts an Algolia search client connects to (its application's `-dsn` and numbered hosts). */
export const ALGOLIA_CONNECT = ['https://*.algolia.net', 'https://*.algolianet.com'];

export interface RedirectRule {
  from: string;
  to: string;
}

export interface HeaderRule {
  /** A path pattern in the hosts' syntax: exact, or ending in `*`. */
  path: string;
  headers: [string, string][];
}

export interface HostRules {
  /** Redirects of one path each (both forms of the trailing slash). */
  redirects: RedirectRule[];
  /**
   * Redirects whose pattern matches many paths (`from` a regular expression, `to` with `$1`…): nginx and
   * our server answer them with 301; Netlify's and Cloudflare's files cannot say them, so there the
   * browser applies them (the 404 page runs the redirects).
   */
  patterns: RedirectRule[];
  headers: HeaderRule[];
}

/** `'sha256-…'`: a CSP source allowing one inline script whose text is exactly `script`. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy of every page: scripts from the site itself and the inline scripts
 * the build writes (by hash, no 'unsafe-inline'); styles may be inline (React's `style` attributes);
 * `connect` lists the other origins the pages fetch from (a search provider).
 */
export function contentSecurityPolicy(inlineScripts: string[], connect: string[] = []): string {
  const hashes = [...new Set(inlineScripts)].map(scriptHash);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    // The service worker (/sw.js, reading offline); said outright rather than left to script-src.
    "worker-src 'self'",
    `connect-src 'self'${connect.map((c) => ` ${c}`).join('')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function hostRulesOf(options: { redirects: Redirect[]; inlineScripts: string[]; connect?: string[] }): HostRules {
  const redirects: RedirectRule[] = [];
  const patterns: RedirectRule[] = [];
  for (const { from, to } of options.redirects) {
    const path = literalPathOf(from);
    if (!path) {
      patterns.push({ from, to });
      continue;
    }
    // The patterns accept the path with and without a trailing slash; hosts match exact paths.
    for (const variant of new Set([path, path.endsWith('/') ? path.slice(0, -1) : `${path}/`])) if (variant) redirects.push({ from: variant, to });
  }
  const security: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(options.inlineScripts, options.connect)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ];
  return {
    redirects,
    patterns,
    headers: [
      { path: '/*', headers: security },
      { path: `${IMMUTABLE_PREFIX}*`, headers: [['Cache-Control', IMMUTABLE_CACHE]] },
      // Browsers look for a new service worker on each visit: the one of the latest build, never a stored copy.
      { path: SERVICE_WORKER_URL, headers: [['Cache-Control', REVALIDATE_CACHE]] },
    ],
  };
}

const PATTERN_LINE = '#pattern ';

/**
 * `_redirects`: one `from to 301` line per redirect (Netlify, Cloudflare Pages). Pattern redirects go in
 * comment lines (`#pattern <regex> <to>`), which those hosts skip and nginx and our server read.
 */
export function redirectsFile(rules: HostRules): string {
  const patterns = rules.patterns.map((r) => `${PATTERN_LINE}${r.from} ${r.to}\n`).join('');
  return `${patterns}${rules.redirects.map((r) => `${r.from} ${r.to} 301`).join('\n')}\n`;
}

/** `_headers`: a path line, then its headers indented (Netlify, Cloudflare Pages). */
export function headersFile(rules: HostRules): string {
  return `${rules.headers.map((rule) => `${rule.path}\n${rule.headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}`).join('\n')}\n`;
}

/** Reads `_redirects` back (the lines this module writes: `from to [status]`, and `#pattern` lines). */
export function parseRedirectsFile(text: string): Pick<HostRules, 'redirects' | 'patterns'> {
  const redirects: RedirectRule[] = [];
  const patterns: RedirectRule[] = [];
  for (const raw of text.split('\n')) {
    const into = raw.startsWith(PATTERN_LINE) ? patterns : redirects;
    const line = (raw.startsWith(PATTERN_LINE) ? raw.slice(PATTERN_LINE.length) : raw.replace(/#.*/, '')).trim();
    if (!line) continue;
    const [from, to] = line.split(/\s+/);
    into.push({ from, to });
  }
  return { redirects, patterns };
}

/** Reads `_headers` back: a rule per unindented path line, with the `Name: value` lines under it. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** Whether a `_headers` path pattern applies to a request path. */
export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** The headers of a request path: each matching rule in order, a later one replacing a header of the same name. */
export function headersFor(rules: HeaderRule[], path: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) if (pathMatches(rule.path, path)) for (const [name, value] of rule.headers) headers.set(name.toLowerCase(), value);
  return headers;
}
