import { describe, expect, it } from 'vitest';
import { expandManifest } from './manifest-file.ts';

describe('route manifest file', () => {
  it('expands shared paths into one route per language that has the page', () => {
    const routes = expandManifest({
      base: '/assets/p/',
      prefixes: ['', '/zh'],
      rows: [
        ['/', 'a', 'b'],
        ['/guide/start/', 'c', ''],
        ['/only-zh', '', 'd'],
      ],
      redirects: [],
    });
    expect(routes).toEqual([
      ['/', '/assets/p/a.js'],
      ['/zh/', '/assets/p/b.js'],
      ['/guide/start/', '/assets/p/c.js'],
      ['/zh/only-zh', '/assets/p/d.js'],
    ]);
  });
});
