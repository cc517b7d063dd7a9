/**
 * RSS 2.0 and Atom 1.0 files for the feeds pages declare with `link-rss: <id>`: one pair
 * per id, language and version, at the URLs feedsOf() puts in those pages' heads. Items are the pages
 * with `published_at`, newest first; the page without it (the section index) names the channel.
 */
import { Feed } from 'feed';
import type { SiteModel } from '../site-model.ts';
import type { PageRecord } from '../content/scan.ts';
import { feedsOf } from '../content/feeds.ts';
import { homePathOf } from '../../shared/site-layout.ts';

export interface FeedFile {
  /** Path inside the output folder, e.g. `feeds/releases-zh.rss`. */
  file: string;
  content: string;
}

export function feedFilesOf(model: SiteModel): FeedFile[] {
  const { config } = model;
  const groups = new Map<string, PageRecord[]>();
  for (const page of model.pages) {
    const id = page.compiled.frontmatter['link-rss'];
    if (!id) continue;
    const key = `${id}\0${page.lang}\0${page.version}`;
    groups.set(key, [...(groups.get(key) ?? []), page]);
  }
  const files: FeedFile[] = [];
  for (const pages of groups.values()) {
    const items = pages
      .filter((p) => p.compiled.frontmatter.published_at)
      .sort((a, b) => b.compiled.frontmatter.published_at!.localeCompare(a.compiled.frontmatter.published_at!));
    if (!items.length) continue;
    const channel = pages.find((p) => !p.compiled.frontmatter.published_at);
    const links = feedsOf(items[0], config);
    const rss = links.find((l) => l.mime === 'application/rss+xml')!;
    const atom = links.find((l) => l.mime === 'application/atom+xml')!;
    const home = config.siteUrl + (channel?.routePath ?? homePathOf(items[0].lang, items[0].version, model.layout));
    const feed = new Feed({
      id: home,
      link: home,
      title: channel ? `${config.title} ${channel.compiled.title}` : config.title,
      description: channel?.compiled.frontmatter.description ?? config.description,
      language: rss.language,
      updated: dateOf(items[0]),
      generator: false,
      favicon: config.siteUrl + config.icon,
      feedLinks: { rss: rss.url, atom: atom.url },
      // Atom requires an author for the feed or every entry.
      author: { name: config.title, link: config.siteUrl },
    });
    for (const page of items) {
      const url = config.siteUrl + page.routePath;
      feed.addItem({
        id: url,
        guid: url,
        link: url,
        title: page.compiled.title,
        description: page.compiled.frontmatter.description,
        date: dateOf(page),
        published: dateOf(page),
      });
    }
    files.push({ file: fileOf(rss.url, config.siteUrl), content: feed.rss2() });
    files.push({ file: fileOf(atom.url, config.siteUrl), content: feed.atom1() });
  }
  return files;
}

function dateOf(page: PageRecord): Date {
  return new Date(`${page.compiled.frontmatter.published_at}T00:00:00Z`);
}

function fileOf(url: string, siteUrl: string): string {
  return url.slice(siteUrl.length).replace(/^\//, '');
}
