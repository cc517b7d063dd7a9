/**
 * Alternate feed links a page declares with `link-rss` (the feed's id under /feeds/): one feed
 * per id, language and version, `feeds/<id>[-<lang>][-<version>].rss` (no suffix for the defaults).
 */
import type { SiteConfig } from '../../shared/site-config.ts';
import { profileOfLang } from '../../shared/locale-profile.ts';
import type { FeedLink } from '../../shared/types.ts';
import type { PageRecord } from './scan.ts';

export function feedsOf(page: PageRecord, config: SiteConfig): FeedLink[] {
  const id = page.compiled.frontmatter['link-rss'];
  if (!id) return [];
  const language = profileOfLang(config, page.lang).htmlLang;
  const suffix = `${page.lang === config.lang ? '' : `-${page.lang}`}${page.version ? `-${page.version}` : ''}`;
  return [
    { language, url: `${config.siteUrl}/feeds/${id}${suffix}.rss`, mime: 'application/rss+xml' },
    { language, url: `${config.siteUrl}/feeds/${id}${suffix}.atom`, mime: 'application/atom+xml' },
  ];
}
