/** Alternate feed links a page declares with `link-rss` (the feed's id under /feeds/). */
import type { SiteConfig } from '../../shared/site-config.ts';
import type { FeedLink } from '../../shared/types.ts';
import type { PageRecord } from './scan.ts';

export function feedsOf(page: PageRecord, config: SiteConfig): FeedLink[] {
  const id = page.compiled.frontmatter['link-rss'];
  if (!id) return [];
  const language = page.lang === 'zh' ? 'zh-CN' : 'en';
  const suffix = page.lang === 'zh' ? '-zh' : '';
  return [
    { language, url: `${config.siteUrl}/feeds/${id}${suffix}.rss`, mime: 'application/rss+xml' },
    { language, url: `${config.siteUrl}/feeds/${id}${suffix}.atom`, mime: 'application/atom+xml' },
  ];
}
