/**
 * sitemap.xml (every canonical route with its other-language versions as hreflang alternates and
 * the last-updated date) and a robots.txt pointing to it.
 */
import type { SiteModel } from '../site-model.ts';
import { canonicalPathOf } from '../../shared/head.ts';
import type { Lang } from '../../shared/types.ts';

export interface SitemapPage {
  routePath: string;
  lang: Lang;
  lastUpdatedTime: number;
  alternates?: Partial<Record<Lang, string>>;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapOf(pages: SitemapPage[], siteUrl: string): string {
  const urls = pages.map((page) => {
    const versions = Object.entries({ ...page.alternates, [page.lang]: page.routePath }).sort(([a], [b]) => a.localeCompare(b));
    const alternates =
      versions.length > 1
        ? versions.map(([lang, path]) => `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(siteUrl + path)}"/>`).join('')
        : '';
    const lastmod = page.lastUpdatedTime > 0 ? `\n    <lastmod>${new Date(page.lastUpdatedTime).toISOString()}</lastmod>` : '';
    return `  <url>\n    <loc>${escapeXml(siteUrl + page.routePath)}</loc>${lastmod}${alternates}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxtOf(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function sitemapFilesOf(model: SiteModel): { file: string; content: string }[] {
  // Canonical pages only: a page of an older version that the current version also has points there.
  const pages = model.pages.filter((p) => p.pageType !== '404' && canonicalPathOf(p) === p.routePath);
  return [
    { file: 'sitemap.xml', content: sitemapOf(pages, model.config.siteUrl) },
    { file: 'robots.txt', content: robotsTxtOf(model.config.siteUrl) },
  ];
}
