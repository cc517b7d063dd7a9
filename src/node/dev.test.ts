import { describe, expect, it } from 'vitest';
import { isPublicFile, wantsPage } from './dev.ts';
import { createRouteMatcher } from '../shared/routes.ts';

const routes = createRouteMatcher([
  { path: '/', lang: 'en', version: '' },
  { path: '/guide/start/', lang: 'en', version: '' },
  { path: '/config/mode', lang: 'en', version: '' },
]);

describe('wantsPage', () => {
  it('gives a page route its HTML whatever the client accepts (curl sends */* or nothing)', () => {
    for (const accept of ['', '*/*', 'text/plain']) {
      expect(wantsPage('/config/mode', accept, routes), accept).toBe(true);
      expect(wantsPage('/guide/start/?x=1', accept, routes), accept).toBe(true);
      expect(wantsPage('/', accept, routes), accept).toBe(true);
    }
  });
  it('leaves modules and files to Vite, and unknown paths to the browser-only 404 page', () => {
    expect(wantsPage('/src/runtime/boot.tsx', '*/*', routes)).toBe(false);
    expect(wantsPage('/logo.svg', '', routes)).toBe(false);
    expect(wantsPage('/guide/missing', '*/*', routes)).toBe(false);
    expect(wantsPage('/guide/missing', 'text/html,application/xhtml+xml', routes)).toBe(true);
    expect(wantsPage('/guide/%E0%A4%A', '', routes)).toBe(false);
  });
});

describe('isPublicFile', () => {
  it('leaves files of the public folder to it, even when a tab asks for HTML, but not pages', () => {
    expect(isPublicFile('/logo.svg', routes)).toBe(true);
    expect(isPublicFile('/robots.txt?x=1', routes)).toBe(true);
    expect(isPublicFile('/config/mode', routes)).toBe(false);
    expect(isPublicFile('/guide/start/', routes)).toBe(false);
  });
});
