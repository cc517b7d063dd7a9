/** The overview page: groups of pages from the sidebar, each with its headings, and the filter. */
import type { SidebarEntry } from './site-config.ts';
import type { TocItem } from './types.ts';
import { isItem } from './sidebar-nav.ts';
import { isExternalLink } from './web-url.ts';

export interface OverviewPage {
  title: string;
  link: string;
  headers: { text: string; id: string }[];
}
export interface OverviewGroup {
  /** Empty for pages that sit outside any group: shown under the default group title. */
  name: string;
  items: OverviewPage[];
}

export const OVERVIEW_DEFAULT_DEPTH = 2;

/**
 * Top-level groups of the sidebar become overview groups; linked items outside any group are
 * collected into one unnamed group at the end. The overview page itself is left out.
 */
export function overviewGroupsOf(
  sidebar: SidebarEntry[],
  pageInfo: (link: string) => { title: string; toc: TocItem[] } | undefined,
  selfLink: string,
  depth = OVERVIEW_DEFAULT_DEPTH,
): OverviewGroup[] {
  const toPage = (link: string, text?: string): OverviewPage | undefined => {
    if (link === selfLink || isExternalLink(link)) return undefined;
    const info = pageInfo(link);
    if (!info) return undefined;
    const headers = info.toc.filter((t) => t.depth === depth).map(({ text: t, id }) => ({ text: t, id }));
    return { title: text ?? info.title, link, headers };
  };
  const collect = (entries: SidebarEntry[]): OverviewPage[] =>
    entries.flatMap((entry) => {
      if (!isItem(entry)) return [];
      const own = entry.link ? toPage(entry.link, entry.text) : undefined;
      return [...(own ? [own] : []), ...(entry.items ? collect(entry.items) : [])];
    });
  const groups: OverviewGroup[] = [];
  const loose: OverviewPage[] = [];
  for (const entry of sidebar) {
    if (!isItem(entry)) continue;
    if (entry.items) {
      const items = collect(entry.link ? [{ ...entry, items: undefined }, ...entry.items] : entry.items);
      if (items.length) groups.push({ name: entry.text ?? '', items });
    } else if (entry.link) {
      const page = toPage(entry.link, entry.text);
      if (page) loose.push(page);
    }
  }
  if (loose.length) groups.push({ name: '', items: loose });
  return groups;
}

/** Case and hyphens do not count: `asset-prefix`, `AssetPrefix` and `assetprefix` are one. */
export function normalizeFilterText(text: string): string {
  return text.toLowerCase().replace(/[-\s]+/g, '');
}

/**
 * A group whose name matches keeps all its pages; otherwise a page stays when its title or one
 * of its headings matches (keeping only the matching headings unless the title matched). Generic
 * so that the theme can filter what it reads off the page (overview-controls.ts) with this rule.
 */
export function filterOverview<H extends { text: string }, P extends { title: string; headers: H[] }, G extends { name: string; items: P[] }>(
  groups: G[],
  query: string,
): G[] {
  const q = normalizeFilterText(query);
  if (!q) return groups;
  const hit = (text: string) => normalizeFilterText(text).includes(q);
  const out: G[] = [];
  for (const group of groups) {
    if (group.name && hit(group.name)) {
      out.push(group);
      continue;
    }
    const items: P[] = [];
    for (const page of group.items) {
      if (hit(page.title)) items.push(page);
      else {
        const headers = page.headers.filter((h) => hit(h.text));
        if (headers.length) items.push({ ...page, headers });
      }
    }
    if (items.length) out.push({ ...group, items });
  }
  return out;
}
