/**
 * A static server for dist/ with clean URLs: `/a/b` serves `a/b.html`, `/a/` serves
 * `a/index.html`, case / `.html` / `/index` variants resolve like the browser does, and
 * anything else gets 404.html with status 404. It applies the rules the build wrote for every
 * host (serve/host-rules.ts): the redirects of `_redirects` as 301s and the headers of `_headers`,
 * and sends the build's gzip copies as they are.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';
import { routeKey } from '../shared/routes.ts';
import { safeDecodeURIComponent } from '../shared/safe-decode.ts';
import { headersFor, parseHeadersFile, parseRedirectsFile, REVALIDATE_CACHE } from './serve/host-rules.ts';
import { compileRedirects, findRedirect } from '../shared/redirects.ts';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** The rules files the build writes, never served themselves. */
const RULE_FILES = new Set(['/_redirects', '/_headers']);

const readOptional = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** Maps the route key of every HTML file in `dir` to that file. */
function htmlIndex(dir: string): Map<string, string> {
  const index = new Map<string, string>();
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const rel = `/${relative(dir, full).split(sep).join('/')}`;
        index.set(routeKey(rel), full);
      }
    }
  };
  walk(dir);
  return index;
}

export function resolveFile(dir: string, pathname: string, index: Map<string, string>): string | undefined {
  const decoded = safeDecodeURIComponent(pathname);
  const safe = normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
  const candidates = decoded.endsWith('/') ? [join(dir, safe, 'index.html')] : [join(dir, safe), `${join(dir, safe)}.html`, join(dir, safe, 'index.html')];
  for (const file of candidates) {
    if (!file.startsWith(dir)) continue;
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      /* try the next candidate */
    }
  }
  return index.get(routeKey(decoded));
}

export function serveDist(dir: string, port = 4173, host?: string): Promise<Server> {
  const index = htmlIndex(dir);
  const { redirects: paths, patterns } = parseRedirectsFile(readOptional(join(dir, '_redirects')));
  const redirects = new Map(paths.map((r) => [r.from, r.to]));
  const compiled = compileRedirects(patterns);
  const headerRules = parseHeadersFile(readOptional(join(dir, '_headers')));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const rules = headersFor(headerRules, url.pathname);
    const moved = redirects.get(url.pathname) ?? findRedirect(url.pathname, compiled);
    if (moved) {
      res.writeHead(301, { location: moved + url.search, 'cache-control': REVALIDATE_CACHE, ...Object.fromEntries(rules) }).end();
      return;
    }
    const found = RULE_FILES.has(url.pathname) ? undefined : resolveFile(dir, url.pathname, index);
    const file = found ?? join(dir, '404.html');
    const status = found ? 200 : 404;
    const hasGzip = existsSync(`${file}.gz`);
    const gzipped = hasGzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    let body: Buffer;
    try {
      body = readFileSync(gzipped ? `${file}.gz` : file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': REVALIDATE_CACHE,
      ...Object.fromEntries(rules),
      // A missing file may exist later: its 404 is never cached for good (as nginx adds headers to successes only).
      ...(found ? {} : { 'cache-control': REVALIDATE_CACHE }),
      ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
      ...(hasGzip ? { vary: 'accept-encoding' } : {}),
      'content-length': String(body.length),
    };
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
