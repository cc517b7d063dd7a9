/**
 * Resolves the configured sidebars against the pages: fills in missing texts with page
 * titles and reports every entry whose page does not exist.
 */
import type { SidebarEntry, SiteConfig, Sidebars } from '../../shared/site-config.ts';
import type { RouteMatcher } from '../../shared/routes.ts';
import { isExternalLink } from '../../shared/web-url.ts';
import type { PageRecord } from './scan.ts';

export interface ResolvedSidebars {
  /** Sidebar key (`/guide/`, `/zh/config/`) -> resolved entries. */
  byKey: Map<string, SidebarEntry[]>;
  /** Problems: sidebar entries pointing at missing pages. */
  problems: string[];
}

export function resolveSidebars(config: SiteConfig, pages: PageRecord[], matcher: RouteMatcher): ResolvedSidebars {
  const byRoute = new Map(pages.map((p) => [p.routePath, p]));
  const byKey = new Map<string, SidebarEntry[]>();
  const problems: string[] = [];
  for (const locale of config.locales) {
    for (const [key, items] of Object.entries(locale.sidebar as Sidebars)) {
      const resolve = (entries: SidebarEntry[], at: string): SidebarEntry[] =>
        entries.map((entry, i) => {
          if (!('link' in entry || 'items' in entry)) return entry;
          const item = { ...entry };
          if (item.link && !isExternalLink(item.link)) {
            const route = matcher.match(item.link);
            if (!route) problems.push(`site.config.ts: sidebar "${key}" ${at}[${i}] links to ${item.link}, which has no page`);
            else {
              item.link = route.path;
              item.text ??= byRoute.get(route.path)!.compiled.title;
            }
          }
          if (item.items) item.items = resolve(item.items, `${at}[${i}].items`);
          return item;
        });
      byKey.set(key, resolve(items, 'items'));
    }
  }
  return { byKey, problems };
}

/** The sidebar key serving a route: the longest configured prefix of its path. */
export function sidebarKeyOf(routePath: string, keys: Iterable<string>): string | undefined {
  let best: string | undefined;
  for (const key of keys) {
    if (routePath.startsWith(key) && (!best || key.length > best.length)) best = key;
  }
  return best;
}
