import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  headersFor,
  hostRulesOf,
  IMMUTABLE_CACHE,
  parseHeadersFile,
  parseRedirectsFile,
  redirectsFile,
  scriptHash,
} from './host-rules.ts';

const rules = hostRulesOf({
  redirects: [
    { from: '^/config/source/alias/?$', to: '/config/resolve/alias' },
    { from: '^/old-docs/(.+)$', to: '/guide/$1' },
    { from: '^/plugins/list/plugin-assets-retry/?$', to: 'https://github.com/rstackjs/rsbuild-plugin-assets-retry' },
  ],
  inlineScripts: ['a()', 'b()', 'a()'],
});

describe('host rules', () => {
  it('answers each path redirect with 301, with and without the trailing slash, and keeps patterns apart', () => {
    expect(rules.redirects).toEqual([
      { from: '/config/source/alias', to: '/config/resolve/alias' },
      { from: '/config/source/alias/', to: '/config/resolve/alias' },
      { from: '/plugins/list/plugin-assets-retry', to: 'https://github.com/rstackjs/rsbuild-plugin-assets-retry' },
      { from: '/plugins/list/plugin-assets-retry/', to: 'https://github.com/rstackjs/rsbuild-plugin-assets-retry' },
    ]);
    expect(rules.patterns).toEqual([{ from: '^/old-docs/(.+)$', to: '/guide/$1' }]);
  });

  it('allows each inline script by the SHA-256 of its text, once, and never unsafe-inline scripts', () => {
    const expected = `'sha256-${createHash('sha256').update('a()').digest('base64')}'`;
    expect(scriptHash('a()')).toBe(expected);
    const csp = contentSecurityPolicy(['a()', 'b()', 'a()'], ['https://*.algolia.net']);
    expect(csp).toContain(`script-src 'self' ${expected} ${scriptHash('b()')};`);
    expect(csp).toContain("connect-src 'self' https://*.algolia.net;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  });

  it('reads back what it writes, for Netlify, Cloudflare Pages, nginx and our server alike', () => {
    const redirects = redirectsFile(rules);
    expect(redirects).toContain('/config/source/alias /config/resolve/alias 301\n');
    expect(redirects).toContain('#pattern ^/old-docs/(.+)$ /guide/$1\n');
    expect(parseRedirectsFile(redirects)).toEqual({ redirects: rules.redirects, patterns: rules.patterns });
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules.headers);
  });

  it('gives hashed assets immutable caching on top of the headers of every path', () => {
    const asset = headersFor(rules.headers, '/assets/app.1234.js');
    expect(asset.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(asset.get('x-content-type-options')).toBe('nosniff');
    const page = headersFor(rules.headers, '/guide/start/');
    expect(page.has('cache-control')).toBe(false);
    expect(page.get('content-security-policy')).toContain("script-src 'self'");
  });

  it("lets the site's own service worker run and be found again on each visit", () => {
    const headers = parseHeadersFile(headersFile(rules));
    const worker = headersFor(headers, '/sw.js');
    expect(worker.get('content-security-policy')?.split('; ')).toContain("worker-src 'self'");
    expect(worker.get('cache-control')).toBe('no-cache');
    // Only the site's origin: no blob: or data: workers.
    expect(
      contentSecurityPolicy([])
        .split('; ')
        .filter((d) => d.startsWith('worker-src')),
    ).toEqual(["worker-src 'self'"]);
  });
});
