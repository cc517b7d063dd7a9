/**
 * Which version of the docs a tool answers for: the one asked, checked against the versions the site
 * publishes, else the default one. Versions are the site's data (its layout), never named here. Pure.
 */
import type { SiteLayout } from '../../src/core.ts';

/** A version of the docs by its name (`1.x`); '' on a site that documents a single version. */
export type DocsVersion = string;

/** A version the site does not document, or a page path and a version that disagree. */
export class VersionError extends Error {
  override name = 'VersionError';
}

const sameVersion = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** `2.x (the default), 1.x`: the versions for descriptions and messages. */
export function versionList(layout: SiteLayout): string {
  return layout.versions.map((v) => (v === layout.defaultVersion ? `${v} (the default)` : v)).join(', ');
}

/** The version asked for, in the site's spelling (`1.X` -> `1.x`); the default one when none is asked. */
export function versionAsked(asked: string | undefined, layout: SiteLayout): DocsVersion {
  if (asked === undefined) return layout.defaultVersion;
  const found = layout.versions.find((v) => sameVersion(v, asked));
  if (found) return found;
  const valid = layout.versions.length ? `the versions are ${versionList(layout)}` : 'the site documents a single version';
  throw new VersionError(`The docs have no version "${asked}": ${valid}.`);
}

/**
 * The version a route's first segment names, the default one's included (`/1.x/guide/` -> 1.x,
 * `/2.x/guide/` -> 2.x, which the site serves at `/guide/`); undefined for a route without one.
 */
export function versionOfPrefix(route: string, layout: SiteLayout): DocsVersion | undefined {
  const segment = route.split('/')[1] ?? '';
  return layout.versions.find((v) => sameVersion(v, segment));
}

/** `the 1.x docs`, for answers; `the docs` on a single-version site. */
export const docsOf = (version: DocsVersion) => (version ? `the ${version} docs` : 'the docs');
