/**
 * What `get_page` accepts as a page: a canonical URL (`https://rsbuild.rs/config/mode`), a route
 * (`/zh/guide/start/`), a Markdown twin's path (`/config/mode.md`), an HTML file path or a route
 * without its leading slash; and the route of that page in the language and version asked. Pure.
 */
import { movePath, type SiteLayout, withoutDefaultSegments } from '../../src/core.ts';
import { type DocsVersion, VersionError, versionAsked, versionOfPrefix } from './docs-version.ts';

/** The route the input names; undefined when the input is no page path (another scheme, `..`). */
export function routeOfPathOrUrl(input: string): string | undefined {
  const text = input.trim();
  let path: string;
  // Its own rule, not isExternalLink: any http(s) URL is read for its path (the tool takes the site's canonical
  // URLs whatever the host); other schemes name no page.
  if (/^https?:\/\//i.test(text)) {
    try {
      path = new URL(text).pathname;
    } catch {
      return undefined;
    }
  } else if (/^[a-z][\w+.-]*:/i.test(text)) return undefined;
  else path = text.startsWith('/') ? text : `/${text}`;
  path = path.split(/[?#]/)[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (path.split('/').some((s) => s === '..' || s === '.')) return undefined;
  path = path.replace(/\/{2,}/g, '/');
  path = path.replace(/\.(?:md|html)$/i, '').replace(/(^|\/)index$/i, '$1');
  return path || '/';
}

/**
 * The route of a page in the language and version asked (default: the route's own). A route under
 * a version's prefix (`/1.x/config/mode`, or the default one's `/2.x/config/mode`) is a page of that
 * version, a bare one (`/config/mode`) the page of the version asked, else of the default version;
 * a prefix and a version asked that disagree are an error.
 */
export function routeIn(route: string, asked: { lang?: string; version?: string }, layout: SiteLayout): { route: string; version: DocsVersion } {
  const named = versionOfPrefix(route, layout);
  const version = versionAsked(asked.version ?? named, layout);
  const bare = withoutDefaultSegments(route, layout) ?? route;
  if (named && named !== version) {
    const inAsked = movePath(bare, { version }, layout);
    throw new VersionError(`${route} is a page of ${named}, not ${version}: leave out version, or ask for ${inAsked} with version "${version}".`);
  }
  return { route: movePath(bare, asked.lang ? { version, lang: asked.lang } : { version }, layout), version };
}
