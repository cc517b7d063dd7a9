/**
 * Where each language and version of the site lives, in URLs and in `docs/`: the one place that
 * knows the layout. Languages and versions are data (from the site config); the default language
 * and the default version have no prefix of their own:
 *
 *   docs/en/guide/x.mdx        -> /guide/x          (default version, default language)
 *   docs/zh/guide/x.mdx        -> /zh/guide/x
 *   docs/0.x/en/guide/x.mdx    -> /0.x/guide/x      (another version: its own folder and prefix)
 *   docs/0.x/zh/guide/x.mdx    -> /0.x/zh/guide/x
 */

export interface SiteLayout {
  /** Every language of the site, the default one included. */
  langs: readonly string[];
  defaultLang: string;
  /** Every version when the site documents several (empty otherwise), the default one included. */
  versions: readonly string[];
  /** The version served without a prefix. */
  defaultVersion: string;
}

/** Where a route or file is: its language, its version ('' for the default one) and its path inside both. */
export interface Place {
  lang: string;
  version: string;
  /** The path without language and version prefixes: `/guide/x`, `/`. */
  path: string;
}

/** The layout a site config (or the browser's part of it) describes. */
export function layoutOf(site: { lang: string; locales: { lang: string }[]; multiVersion: { default: string; versions: string[] } }): SiteLayout {
  const several = site.multiVersion.versions.length > 1;
  return {
    langs: site.locales.map((l) => l.lang),
    defaultLang: site.lang,
    versions: several ? site.multiVersion.versions : [],
    defaultVersion: several ? site.multiVersion.default : '',
  };
}

const find = (list: readonly string[], segment: string | undefined) => (segment ? list.find((x) => x.toLowerCase() === segment.toLowerCase()) : undefined);

/** The non-default version a leading segment names, if any. */
function prefixVersion(layout: SiteLayout, segment: string | undefined): string | undefined {
  const version = find(layout.versions, segment);
  return version && version !== layout.defaultVersion ? version : undefined;
}

/** The language and version a URL path is under: `/0.x/zh/guide/x` -> 0.x, zh, `/guide/x`. Letter case does not matter. */
export function placeOfPath(path: string, layout: SiteLayout): Place {
  const segments = path.split('/');
  let at = 1;
  const version = prefixVersion(layout, segments[at]) ?? '';
  if (version) at++;
  const lang = find(layout.langs, segments[at]);
  if (lang && lang !== layout.defaultLang) at++;
  const rest = segments.slice(at).join('/');
  return { lang: lang && lang !== layout.defaultLang ? lang : layout.defaultLang, version, path: `/${rest}` };
}

/** The URL path of a place: the inverse of placeOfPath. */
export function pathOfPlace({ lang, version, path }: Place, layout: SiteLayout): string {
  const prefix = `${version && version !== layout.defaultVersion ? `/${version}` : ''}${lang !== layout.defaultLang ? `/${lang}` : ''}`;
  return prefix && path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/**
 * A path written with the default version's or the default language's segment (`/2.x/zh/guide/`,
 * `/en/guide/`) names the page at the path without it; returns that path, or undefined when the
 * path carries neither.
 */
export function withoutDefaultSegments(path: string, layout: SiteLayout): string | undefined {
  const segments = path.split('/');
  let at = 1;
  let prefix = '';
  let changed = false;
  const version = find(layout.versions, segments[at]);
  if (version) {
    if (version === layout.defaultVersion) changed = true;
    else prefix = `/${segments[at]}`;
    at++;
  }
  if (find(layout.langs, segments[at]) === layout.defaultLang) {
    changed = true;
    at++;
  }
  return changed ? `${prefix}/${segments.slice(at).join('/')}` : undefined;
}

/** The home page of a language and version: `/`, `/zh/`, `/0.x/`, `/0.x/zh/`. */
export function homePathOf(lang: string, version: string, layout: SiteLayout): string {
  return pathOfPlace({ lang, version, path: '/' }, layout);
}

/** The same page in another language or version: `/zh/guide/` -> `/guide/`, `/0.x/guide/` -> `/guide/`. */
export function movePath(path: string, to: Partial<Pick<Place, 'lang' | 'version'>>, layout: SiteLayout): string {
  return pathOfPlace({ ...placeOfPath(path, layout), ...to }, layout);
}

/** The folder of `docs/` holding a language's pages of a version: `en`, `zh`, `0.x/zh`. */
export function contentFolderOf(lang: string, version: string, layout: SiteLayout): string {
  return version && version !== layout.defaultVersion ? `${version}/${lang}` : lang;
}

/** Every content folder of the site, with its place. */
export function contentFolders(layout: SiteLayout): { folder: string; lang: string; version: string }[] {
  const versions = ['', ...layout.versions.filter((v) => v !== layout.defaultVersion)];
  return versions.flatMap((version) => layout.langs.map((lang) => ({ folder: contentFolderOf(lang, version, layout), lang, version })));
}

/**
 * Where a file inside `docs/` is and the route it serves: `en/guide/start/index.mdx` ->
 * `/guide/start/`; `0.x/zh/config/mode.md` -> `/0.x/zh/config/mode`. Undefined for a file outside
 * every content folder.
 */
export function placeOfFile(relativePath: string, layout: SiteLayout): (Place & { route: string; treePath: string }) | undefined {
  const file = relativePath.replace(/\\/g, '/');
  for (const { folder, lang, version } of contentFolders(layout)) {
    if (!file.startsWith(`${folder}/`)) continue;
    const treePath = file.slice(folder.length + 1);
    const bare = treePath.replace(/\.mdx?$/, '');
    const path = bare === 'index' ? '/' : bare.endsWith('/index') ? `/${bare.slice(0, -5)}` : `/${bare}`;
    return { lang, version, path, treePath, route: pathOfPlace({ lang, version, path }, layout) };
  }
  return undefined;
}
