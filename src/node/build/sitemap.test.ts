import { describe, expect, it } from 'vitest';
import { robotsTxtOf, sitemapOf } from './sitemap.ts';

describe('sitemapOf', () => {
  it('lists each route with its lastmod and its language versions', () => {
    const xml = sitemapOf(
      [
        { routePath: '/guide/a', lang: 'en', lastUpdatedTime: Date.UTC(2024, 8, 10), alternates: { zh: '/zh/guide/a' } },
        { routePath: '/only&more', lang: 'en', lastUpdatedTime: 0, alternates: {} },
      ],
      'https://example.dev',
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(
      '<url>\n    <loc>https://example.dev/guide/a</loc>\n    <lastmod>2024-09-10T00:00:00.000Z</lastmod>' +
        '\n    <xhtml:link rel="alternate" hreflang="en" href="https://example.dev/guide/a"/>' +
        '\n    <xhtml:link rel="alternate" hreflang="zh" href="https://example.dev/zh/guide/a"/>\n  </url>',
    );
    expect(xml).toContain('<url>\n    <loc>https://example.dev/only&amp;more</loc>\n  </url>');
  });
  it('points robots.txt to the sitemap', () => {
    expect(robotsTxtOf('https://example.dev')).toContain('Sitemap: https://example.dev/sitemap.xml');
  });
});
