import { describe, expect, it } from 'vitest';
import { bootElement } from '../../shared/site-boot.ts';
import {
  buildOfPage,
  CARRIED_PAGES,
  cacheNameOf,
  filesOfPage,
  isRoute,
  keptPages,
  markStandIn,
  requestKind,
  STAND_IN_ATTRIBUTE,
  staleCaches,
  standInFor,
} from './offline-rules.ts';

const origin = 'https://docs.example';
const request = (path: string, mode = 'cors', destination = '', method = 'GET') => ({ url: origin + path, mode, destination, method });

const page = (build?: string) =>
  `<!doctype html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"><link rel="stylesheet" href="/assets/Tabs.css">${bootElement({
    app: '/assets/app.js',
    preload: ['/assets/react.js', '/assets/p/head.js', '/assets/app.js'],
    page: '/assets/p/page.js',
    head: '/assets/p/head.js',
    manifest: '/assets/routes.json',
    route: '/guide/',
    ...(build ? { offline: { module: '/assets/offline.js', build, search: 'en' } } : {}),
  })}</head><body><img src="/logo.svg" alt=""><img src="https://cdn.example/x.png" alt=""><img alt="" src="/images/a.png"></body></html>`;

describe('reading offline', () => {
  it('answers pages, hashed files and images of the site, and leaves everything else to the browser', () => {
    expect(requestKind(request('/guide/start/', 'navigate', 'document'), origin)).toBe('page');
    expect(requestKind(request('/assets/p/Ab12cD3.js', 'cors', 'script'), origin)).toBe('asset');
    expect(requestKind(request('/assets/search-en-2.x.abc.json'), origin)).toBe('asset');
    expect(requestKind(request('/logo.svg', 'no-cors', 'image'), origin)).toBe('image');
    // The page's own HTML fetched to look for a new deployment goes to the network, as do other files and origins.
    expect(requestKind(request('/guide/start/'), origin)).toBeUndefined();
    expect(requestKind(request('/guide/start.md'), origin)).toBeUndefined();
    expect(requestKind({ ...request('/assets/app.js'), url: 'https://cdn.example/assets/app.js' }, origin)).toBeUndefined();
    expect(requestKind(request('/guide/', 'navigate', 'document', 'POST'), origin)).toBeUndefined();
  });

  it('keeps one cache per build and names the other builds’ caches for removal, nothing else', () => {
    expect(cacheNameOf('b2')).toBe('site-offline-b2');
    expect(staleCaches(['site-offline-b1', 'site-offline-b2', 'other-app'], 'b2')).toEqual(['site-offline-b1']);
  });

  it('reads what a page needs and which build it belongs to from its HTML', () => {
    expect(filesOfPage(page('b1'))).toEqual([
      '/assets/app.js',
      '/assets/react.js',
      '/assets/p/head.js',
      '/assets/p/page.js',
      '/assets/routes.json',
      '/assets/app.css',
      '/assets/Tabs.css',
      '/logo.svg',
      '/images/a.png',
    ]);
    expect(buildOfPage(page('b1'))).toBe('b1');
    expect(buildOfPage(page())).toBeUndefined();
    expect(filesOfPage('<html><body>a proxy error page</body></html>')).toEqual([]);
  });

  it('lists the kept pages of a cache, not its files or notes', () => {
    const urls = ['/assets/app.js', '/guide/', '/404.html', '/logo-dark.svg', CARRIED_PAGES, '/zh/guide/a'].map((p) => origin + p);
    expect(keptPages(urls)).toEqual(['/guide/', '/zh/guide/a']);
  });

  it('tells a page never opened (in any spelling the router accepts) from a path that is no page', () => {
    const routes = ['/', '/guide/start/', '/zh/guide/start/quick-start'];
    expect(isRoute('/guide/start', routes)).toBe(true);
    expect(isRoute('/ZH/guide/start/quick-start.html', routes)).toBe(true);
    expect(isRoute('/guide/nothing-here', routes)).toBe(false);
  });

  it('stands in with the kept page closest in the path (its language and version), the latest among equals', () => {
    const kept = ['/guide/a', '/zh/guide/a', '/1.x/zh/guide/b', '/zh/config/c'];
    expect(standInFor('/zh/guide/new', kept)).toBe('/zh/guide/a');
    expect(standInFor('/zh/api/new', kept)).toBe('/zh/config/c');
    expect(standInFor('/1.x/zh/api/new', kept)).toBe('/1.x/zh/guide/b');
    expect(standInFor('/plugins/x', kept)).toBe('/zh/config/c');
    expect(standInFor('/guide/x', [])).toBeUndefined();
  });

  it('marks a stand-in on its root element, leaving the rest of the page as it was', () => {
    const html = page('b1');
    const marked = markStandIn(html);
    expect(marked).toContain(`<html ${STAND_IN_ATTRIBUTE} lang="en">`);
    expect(marked.replace(` ${STAND_IN_ATTRIBUTE}`, '')).toBe(html);
  });
});
