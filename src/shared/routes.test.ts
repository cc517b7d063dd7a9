import { describe, expect, it } from 'vitest';
import { createRouteMatcher, htmlFileOf, isRouteFile, routeKey } from './routes.ts';
import type { RouteEntry } from './types.ts';

const entry = (path: string): RouteEntry => ({ path, lang: 'en', version: '' });

describe('route files', () => {
  it('excludes shared fragments and non-Markdown files', () => {
    expect(isRouteFile('en/shared/note.mdx')).toBe(false);
    expect(isRouteFile('en/guide/shared/x.md')).toBe(false);
    expect(isRouteFile('en/guide/a.png')).toBe(false);
    expect(isRouteFile('en/guide/a.md')).toBe(true);
  });
});

describe('route matching', () => {
  const matcher = createRouteMatcher(['/', '/guide/start/', '/config/output/target', '/zh/', '/zh/guide/start/', '/api/%E4%B8%AD'].map(entry));
  it.each([
    ['/guide/start/', '/guide/start/'],
    ['/guide/start', '/guide/start/'],
    ['/Guide/Start/', '/guide/start/'],
    ['/guide/start/index', '/guide/start/'],
    ['/guide/start/index/', '/guide/start/'],
    ['/index/', '/'],
    ['/guide/start/index.html', '/guide/start/'],
    ['/config/output/target.html', '/config/output/target'],
    ['/config/output/target/', '/config/output/target'],
    ['/CONFIG/output/Target', '/config/output/target'],
    ['/zh', '/zh/'],
    ['/zh/guide/start/index.html', '/zh/guide/start/'],
    ['/index.html', '/'],
    ['/guide/start/?q=1#x', '/guide/start/'],
  ])('%s -> %s', (input, expected) => {
    expect(matcher.match(input)?.path).toBe(expected);
  });
  it('decodes the URL and does not throw on malformed escapes', () => {
    expect(routeKey('/a%20b')).toBe('/a b');
    expect(routeKey('/bad%E0%A4%A')).toBe('/bad%e0%a4%a');
  });
  it('returns undefined when nothing matches, and caches results', () => {
    expect(matcher.match('/nope')).toBeUndefined();
    expect(matcher.match('/nope')).toBeUndefined();
    expect(matcher.match('/guide/start')).toBe(matcher.match('/guide/start'));
  });
});

describe('languages', () => {
  it('names output files with clean URLs', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/guide/start/')).toBe('guide/start/index.html');
    expect(htmlFileOf('/config/mode')).toBe('config/mode.html');
  });
});
