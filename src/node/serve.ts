/**
 * A static server for dist/ with clean URLs: `/a/b` serves `a/b.html`, `/a/` serves
 * `a/index.html`, case / `.html` / `/index` variants resolve like the browser does, and
 * anything else gets 404.html with status 404.
 */
import { createServer, type Server } from 'node:http';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeKey } from '../shared/routes.ts';
import { safeDecodeURIComponent } from '../shared/safe-decode.ts';

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

const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss|atom|javascript)|image\/svg)/;

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
  const gzipCache = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const found = resolveFile(dir, url.pathname, index);
    const file = found ?? join(dir, '404.html');
    const status = found ? 200 : 404;
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 1024) {
      if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(body));
      body = gzipCache.get(file)!;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
