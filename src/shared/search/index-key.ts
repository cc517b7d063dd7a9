/**
 * Which local index a page searches: one per locale, and per version when the site documents
 * several versions (a page of a non-default version lives under `/<version>/`). The build names
 * each index file by this key and the browser picks the file of the page it is on.
 */
import { placeOfPath } from '../site-layout.ts';

export interface VersionSetting {
  default: string;
  versions: string[];
}

/** The documentation version a route belongs to; '' when the site has at most one version. */
export function versionOfRoute(routePath: string, multiVersion: VersionSetting): string {
  if (multiVersion.versions.length < 2) return '';
  // Only the version prefix is read here: the layout needs no languages.
  const layout = { langs: [], defaultLang: '', versions: multiVersion.versions, defaultVersion: multiVersion.default };
  return placeOfPath(routePath, layout).version || multiVersion.default;
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
export function groupByIndex<T extends { lang: string; routePath: string }>(items: Iterable<T>, multiVersion: VersionSetting): Map<string, IndexGroup<T>> {
  const groups = new Map<string, IndexGroup<T>>();
  for (const item of items) {
    const version = versionOfRoute(item.routePath, multiVersion);
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
