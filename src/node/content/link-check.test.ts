import { describe, expect, it } from 'vitest';
import { findDeadLinks } from './link-check.ts';
import { createRouteMatcher } from '../../shared/routes.ts';
import type { PageRecord } from './scan.ts';

const page = (routePath: string, anchors: string[], links: string[]): PageRecord =>
  ({
    filePath: `/docs${routePath}.mdx`,
    pagePath: '',
    routePath,
    lang: 'en',
    pageType: 'doc',
    source: '',
    lastUpdatedTime: 0,
    compiled: { anchors, links: links.map((url, i) => ({ url, line: i + 1, column: 1 })) },
  }) as unknown as PageRecord;

describe('link check', () => {
  it('lists every link to a missing page or anchor, with its position', () => {
    const pages = [
      page('/guide/a', ['intro'], ['/guide/b', '/guide/b#usage', '/guide/missing', '/guide/b#nope', '#intro', '#gone', './b', '../x/y']),
      page('/guide/b', ['usage'], []),
    ];
    const matcher = createRouteMatcher(pages.map((p) => ({ path: p.routePath, lang: 'en', version: '' })));
    expect(findDeadLinks(pages, matcher, '/nonexistent-public')).toEqual([
      '/docs/guide/a.mdx:3:1 link to missing page /guide/missing',
      '/docs/guide/a.mdx:4:1 link to missing anchor #nope on /guide/b',
      '/docs/guide/a.mdx:6:1 link to missing anchor #gone on /guide/a',
      '/docs/guide/a.mdx:8:1 link to missing page ../x/y',
    ]);
  });
});
