/**
 * An nginx `server { }` block for a built site, from the rules the build wrote into it
 * (`_redirects`, `_headers`, see host-rules.ts): clean URLs, 404.html with status 404, each
 * redirect as a 301, immutable caching of hashed assets and revalidation of everything else (the service worker too),
 * charsets on text types, the build's gzip copies, and the security headers. It goes inside an
 * `http { }` that includes nginx's `mime.types` (as Debian's stock nginx.conf does).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { IMMUTABLE_CACHE, IMMUTABLE_PREFIX, parseHeadersFile, parseRedirectsFile, REVALIDATE_CACHE } from './host-rules.ts';
import { SERVICE_WORKER_URL } from '../../runtime/offline/offline-rules.ts';

export interface NginxOptions {
  /** The built site (dist/). */
  root: string;
  listen: string | number;
  serverName?: string;
}

/**
 * A value as an nginx string literal. nginx reads `$name` as a variable: only a pattern's captures
 * (`$1`) may appear, in a redirect target (`captures`).
 */
function quoted(value: string, captures = false): string {
  if (/\$(?!\d)/.test(value) || (!captures && value.includes('$'))) throw new Error(`cannot write ${JSON.stringify(value)} for nginx: it contains "$"`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A regular expression as an nginx string (a location's pattern is not interpolated, so `$` is its anchor). */
const quotedRegex = (pattern: string) => `"${pattern.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export function nginxServerBlock({ root, listen, serverName = '_' }: NginxOptions): string {
  const dir = resolve(root);
  for (const file of ['_headers', '_redirects', '404.html']) {
    if (!existsSync(join(dir, file))) throw new Error(`${join(dir, file)} is missing: run npm run build first (or pass --root <the built site>)`);
  }
  const { redirects, patterns } = parseRedirectsFile(readFileSync(join(dir, '_redirects'), 'utf8'));
  // The security headers of every response (the `/*` rule); caching is set per location below.
  const security = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'))
    .filter((rule) => rule.path === '/*')
    .flatMap((rule) => rule.headers)
    .filter(([name]) => name.toLowerCase() !== 'cache-control');
  // add_header in a location replaces the server's, so each location repeats the full set.
  // Cache-Control only on successes: a 404 goes through /404.html, which revalidates.
  const headers = (cache: string) =>
    [...security.map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`), `    add_header Cache-Control ${quoted(cache)};`].join('\n');
  const lines = [
    'server {',
    `  listen ${listen};`,
    `  server_name ${serverName};`,
    `  root ${quoted(dir)};`,
    '  charset utf-8;',
    '  charset_types text/css text/plain text/xml text/markdown application/javascript application/json application/xml application/rss+xml application/atom+xml image/svg+xml;',
    '  gzip_static on;',
    '  gzip_vary on;',
    '  absolute_redirect off;',
    '  error_page 404 /404.html;',
    '',
    '  # Old paths: moved pages answer 301 with their new place.',
    ...redirects.map((r) => `  location = ${quoted(r.from)} {\n    return 301 ${quoted(r.to)};\n  }`),
    // A pattern (a regular expression; its target may use $1…); nginx tries these in order, before `location /`.
    ...patterns.map((r) => `  location ~ ${quotedRegex(r.from)} {\n    return 301 ${quoted(r.to, true)};\n  }`),
    '',
    '  # The rules files of the static hosts are not pages.',
    '  location ~ ^/_(headers|redirects)$ {',
    '    return 404;',
    '  }',
    '',
    `  # Hashed build output: its name changes with its content.`,
    `  location ^~ ${IMMUTABLE_PREFIX} {`,
    headers(IMMUTABLE_CACHE),
    '    try_files $uri =404;',
    '  }',
    '',
    '  # The service worker (reading offline): browsers look for a new one on each visit, so it is never stored.',
    `  location = ${SERVICE_WORKER_URL} {`,
    headers(REVALIDATE_CACHE),
    '    try_files $uri =404;',
    '  }',
    '',
    "  # The pages' Markdown copies: a type mime.types lacks (a types block here would replace all of its types).",
    '  location ~ \\.md$ {',
    '    default_type text/markdown;',
    headers(REVALIDATE_CACHE),
    '    try_files $uri =404;',
    '  }',
    '',
    '  # Clean URLs: /a/b is a/b.html, /a/ is a/index.html.',
    '  location / {',
    headers(REVALIDATE_CACHE),
    '    try_files $uri $uri.html $uri/index.html =404;',
    '  }',
    '',
    '  location = /404.html {',
    headers(REVALIDATE_CACHE),
    '    internal;',
    '  }',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
