/**
 * Resolves the configured sidebars against the pages: fills in missing texts with page
 * titles and reports every entry whose page does not exist. Another version than the default
 * gets the sidebars of the default version, moved under its prefix, with the pages it lacks
 * left out, unless the config gives that version and language sidebars of their own (keys
 * under `/<version>/`, `/<version>/<lang>/`).
 */
import type { SidebarEntry, SiteConfig, Sidebars } from '../../shared/site-config.ts';
import type { RouteMatcher } from '../../shared/routes.ts';
import { isExternalLink } from '../../shared/web-url.ts';
import type { PageRecord } from './scan.ts';
import { movePath, placeOfPath, type SiteLayout } from '../../shared/site-layout.ts';

export interface ResolvedSidebars {
  /** Sidebar key (`/guide/`, `/zh/config/`) -> resolved entries. */
  byKey: Map<string, SidebarEntry[]>;
  /** Problems: sidebar entries pointing at missing pages. */
  problems: string[];
}

export function resolveSidebars(config: SiteConfig, layout: SiteLayout, pages: PageRecord[], matcher: RouteMatcher): ResolvedSidebars {
  const byRoute = new Map(pages.map((p) => [p.routePath, p]));
  const byKey = new Map<string, SidebarEntry[]>();
  const problems: string[] = [];
  const resolve = (key: string, entries: SidebarEntry[], at: string): SidebarEntry[] =>
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
      if (item.items) item.items = resolve(key, item.items, `${at}[${i}].items`);
      return item;
    });
  const configured = config.locales.flatMap((locale) => Object.entries(locale.sidebar as Sidebars));
  for (const [key, items] of configured) byKey.set(key, resolve(key, items, 'items'));
  const places = configured.map(([key]) => placeOfPath(key, layout));
  for (const version of layout.versions.filter((v) => v !== layout.defaultVersion)) {
    for (const [i, [key, items]] of configured.entries()) {
      const { lang, version: keyVersion } = places[i];
      if (keyVersion || places.some((other) => other.version === version && other.lang === lang)) continue;
      const moved = inVersion(items, version, layout, (link) => Boolean(matcher.match(link)));
      if (moved.length) byKey.set(movePath(key, { version }, layout), resolve(key, moved, 'items'));
    }
  }
  return { byKey, problems };
}

/** Sidebar entries of the default version as another version's: links moved there, the pages it lacks and the groups left empty dropped. */
function inVersion(entries: SidebarEntry[], version: string, layout: SiteLayout, exists: (link: string) => boolean): SidebarEntry[] {
  const out: SidebarEntry[] = [];
  for (const entry of entries) {
    if (!('link' in entry || 'items' in entry)) {
      out.push(entry);
      continue;
    }
    const item = { ...entry };
    if (item.link && !isExternalLink(item.link)) {
      const moved = movePath(item.link, { version }, layout);
      if (exists(moved)) item.link = moved;
      else delete item.link;
    }
    if (item.items) item.items = inVersion(item.items, version, layout, exists);
    if (item.link || item.items?.some((i) => 'link' in i || 'items' in i)) out.push(item);
  }
  return out;
}

/** The sidebar key serving a route: the longest configured prefix of its path. */
export function sidebarKeyOf(routePath: string, keys: Iterable<string>): string | undefined {
  let best: string | undefined;
  for (const key of keys) {
    if (routePath.startsWith(key) && (!best || key.length > best.length)) best = key;
  }
  return best;
}
