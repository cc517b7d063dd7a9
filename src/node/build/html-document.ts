/** The HTML document around a prerendered page. */
import { escapeHtml, headTagsOf, pageTitle, serializeHeadTag } from '../../shared/head.ts';
import { prePaintScript } from '../../theme/node-entry.ts';
import type { BrowserSite } from '../../shared/browser-site.ts';
import { type LocaleProfile, profileOfLang } from '../../shared/locale-profile.ts';
import type { PageData } from '../../shared/types.ts';
import type { ThemeStrings } from '../../shared/ui-strings.ts';
import type { ChunkFiles } from './client-build.ts';
import type { SiteBoot } from '../../shared/site-boot.ts';

export interface DocumentInput {
  site: BrowserSite;
  page: PageData;
  body: string;
  app: ChunkFiles;
  /** The page's own chunk; undefined for the 404 page. */
  pageChunk?: ChunkFiles;
  /**
   * The page's head chunk, for a page whose first load shows its prerendered content as it is: preloaded and
   * hydrated instead of the page's chunk, whose style sheets the page still links.
   */
  headChunk?: ChunkFiles;
  manifestUrl: string;
  /** URL of each locale's local search data (fetched only when the reader starts a search). */
  searchIndexes?: Partial<Record<string, string>>;
}

/** Id of an empty element after the app root: the page is fully parsed once it exists. */
const PARSED_MARK = 'page-parsed';

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderDocument({ site, page, body, app, pageChunk, headChunk, manifestUrl, searchIndexes }: DocumentInput): string {
  const css = [...new Set([...app.css, ...(pageChunk?.css ?? [])])];
  const first = headChunk ?? pageChunk;
  const preloads = [...new Set([...app.imports, ...(first ? [first.file, ...first.imports] : [])])];
  const boot: SiteBoot = {
    page: pageChunk ? `/${pageChunk.file}` : '',
    ...(headChunk ? { head: `/${headChunk.file}` } : {}),
    manifest: manifestUrl,
    route: pageChunk ? page.routePath : '404',
    ...(searchIndexes ? { search: searchIndexes } : {}),
  };
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(pageTitle(page, site))}</title>`,
    // Holds the first paint until the whole page is parsed: a slow parser may otherwise paint a
    // half-read navbar or content column and move it when the rest arrives (layout shift).
    `<link rel="expect" href="#${PARSED_MARK}" blocking="render">`,
    `<script>${prePaintScript(site)}</script>`,
    `<link rel="icon" href="${site.icon}" type="image/svg+xml">`,
    ...headTagsOf(page, site).map(serializeHeadTag),
    ...css.map((f) => `<link rel="stylesheet" href="/${f}">`),
    // Fetched at once but after the style sheet: the page is readable from its HTML and CSS, the scripts only
    // hydrate it, so on a slow connection they should not share the bandwidth the first paint waits for.
    ...preloads.map((f) => `<link rel="modulepreload" href="/${f}" fetchpriority="low">`),
    `<script>window.__SITE_BOOT__=${json(boot)}</script>`,
    `<script type="module" src="/${app.file}"></script>`,
  ];
  const lang = profileOfLang(site, page.lang).htmlLang;
  return `<!doctype html>\n<html lang="${lang}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n<div id="root">${body}</div>\n<span id="${PARSED_MARK}" hidden></span>\n</body>\n</html>\n`;
}

/** A page that sends readers and crawlers from an old path to its new place, with or without JavaScript. */
export function renderRedirectDocument(to: string, absoluteTo: string, strings: Pick<ThemeStrings, 'redirecting' | 'movedTo'>, locale: LocaleProfile): string {
  const target = escapeHtml(to).replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="${locale.htmlLang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(strings.redirecting)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(absoluteTo).replace(/"/g, '&quot;')}">
<meta http-equiv="refresh" content="0; url=${target}">
<script>location.replace(${json(to)}+location.hash)</script>
</head>
<body>
<p>${escapeHtml(strings.movedTo)} <a href="${target}">${escapeHtml(to)}</a>.</p>
</body>
</html>
`;
}
