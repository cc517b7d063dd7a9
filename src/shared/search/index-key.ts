/**
 * Which local index a page searches: one per locale, and per version when the site documents
 * several versions (a page of a non-default version lives under `/<version>/`). The build names
 * each index's data folder by this key and the browser picks the one of the page it is on.
 */
import { placeOfPath, type SiteLayout } from '../site-layout.ts';

/** The documentation version a route belongs to (the default one by its name); '' when the site has one version. */
export function versionOfRoute(routePath: string, layout: SiteLayout): string {
  if (!layout.versions.length) return '';
  return placeOfPath(routePath, layout).version || layout.defaultVersion;
}

/** `en`, or `en-1.x` for a version: also the file name part (`search-<key>.<hash>.json`). */
export function searchIndexKey(lang: string, version: string): string {
  return version ? `${lang}-${version.replace(/[^\w.-]/g, '_')}` : lang;
}

export interface IndexGroup<T> {
  lang: string;
  version: string;
  items: T[];
}

/** Pages (or anything with a lang and a route) by the index they belong to, keyed by searchIndexKey. */
export function groupByIndex<T extends { lang: string; routePath: string }>(items: Iterable<T>, layout: SiteLayout): Map<string, IndexGroup<T>> {
  const groups = new Map<string, IndexGroup<T>>();
  for (const item of items) {
    const version = versionOfRoute(item.routePath, layout);
    const key = searchIndexKey(item.lang, version);
    let group = groups.get(key);
    if (!group) {
      group = { lang: item.lang, version, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return groups;
}
