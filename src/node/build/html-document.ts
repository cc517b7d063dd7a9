/** The HTML document around a page: one shell for the build's prerendered pages and the dev server's. */
import { escapeHtml, headTagsOf, pageTitle, serializeHeadTag } from '../../shared/head.ts';
import { FIRST_PAINT_SCRIPT, prePaintScript } from '../../theme/node-entry.ts';
import type { BrowserSite } from '../../shared/browser-site.ts';
import { type LocaleProfile, profileOfLang } from '../../shared/locale-profile.ts';
import type { PageData } from '../../shared/types.ts';
import type { ThemeStrings } from '../../shared/ui-strings.ts';
import type { ChunkFiles } from './client-build.ts';
import { BOOT_ELEMENT_ID, bootElement, type OfflineBoot, type SiteBoot } from '../../shared/site-boot.ts';

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
  /** When the site keeps pages offline: the module registering the service worker, the build, the page's search data key. */
  offline?: OfflineBoot;
}

/** Id of an empty element after the app root: the page is fully parsed once it exists. */
const PARSED_MARK = 'page-parsed';

/**
 * Starts the app once the page has painted its content. The page is readable from its HTML and style sheet and the
 * scripts only hydrate it, so they are not fetched before the first contentful paint, whose bandwidth and main
 * thread they would share. The 404 page starts at once: its first task is to send an old path to its page (which
 * should not show "not found" meanwhile). So does a hidden page (a background tab), and a browser without paint timing.
 * When the site keeps pages offline, the module registering the service worker starts after that, once the page
 * has loaded and the browser is idle: nothing of it is in a first load.
 */
const START_AFTER_PAINT = `(()=>{const b=window.__SITE_BOOT__=JSON.parse(document.getElementById(${JSON.stringify(BOOT_ELEMENT_ID)}).textContent);let s=0;const go=()=>{if(s++)return;for(const f of b.preload){const l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.append(l)}import(b.app);const o=b.offline;if(o){const i=()=>(self.requestIdleCallback||setTimeout)(()=>import(o.module));document.readyState==='complete'?i():addEventListener('load',i)}};if(b.route==='404'||document.visibilityState==='hidden'||!self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))go();else new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})})()`;

export function renderDocument({ site, page, body, app, pageChunk, headChunk, manifestUrl, searchIndexes, offline }: DocumentInput): string {
  const css = [...new Set([...app.css, ...(pageChunk?.css ?? [])])];
  const first = headChunk ?? pageChunk;
  const preloads = [...new Set([...app.imports, ...(first ? [first.file, ...first.imports] : [])])];
  const boot: SiteBoot = {
    app: `/${app.file}`,
    preload: preloads.map((f) => `/${f}`),
    page: pageChunk ? `/${pageChunk.file}` : '',
    ...(headChunk ? { head: `/${headChunk.file}` } : {}),
    manifest: manifestUrl,
    route: pageChunk ? page.routePath : '404',
    ...(searchIndexes ? { search: searchIndexes } : {}),
    ...(offline ? { offline } : {}),
  };
  return htmlShell({
    site,
    lang: page.lang,
    title: pageTitle(page, site),
    head: [
      ...headTagsOf(page, site).map(serializeHeadTag),
      ...css.map((f) => `<link rel="stylesheet" href="/${f}">`),
      bootElement(boot),
      `<script>${START_AFTER_PAINT}</script>`,
    ],
    body,
  });
}

export interface ShellInput {
  site: BrowserSite;
  /** The page's language (its `<html lang>` comes from the locale profile). */
  lang: string;
  title: string;
  /** The page's own head elements, after the ones every page has. */
  head: string[];
  /** The content of the app's root element: the prerendered page, or nothing (dev server). */
  body: string;
  /** Elements at the end of the body (the dev server's app module). */
  bodyEnd?: string[];
}

/** The HTML every page is served as, built or in the dev server: the elements every page has around the app's root. */
export function htmlShell({ site, lang, title, head, body, bodyEnd = [] }: ShellInput): string {
  const fullHead = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    // Holds the first paint until the whole page is parsed: a slow parser may otherwise paint a
    // half-read navbar or content column and move it when the rest arrives (layout shift).
    `<link rel="expect" href="#${PARSED_MARK}" blocking="render">`,
    `<script>${prePaintScript(site)}</script>`,
    `<link rel="icon" href="${site.icon}" type="image/svg+xml">`,
    ...head,
  ];
  const htmlLang = profileOfLang(site, lang).htmlLang;
  // The stored tab choices are shown before the parsed mark, so before the first paint (which waits for it).
  const end = [`<script>${FIRST_PAINT_SCRIPT}</script>`, `<span id="${PARSED_MARK}" hidden></span>`, ...bodyEnd];
  return `<!doctype html>\n<html lang="${htmlLang}">\n<head>\n${fullHead.join('\n')}\n</head>\n<body>\n<div id="root">${body}</div>\n${end.join('\n')}\n</body>\n</html>\n`;
}

/** Sends a redirect page to the target its link names (the same text on every redirect page, so one CSP hash allows it). */
const REDIRECT_SCRIPT = `location.replace(document.getElementById('moved-to').getAttribute('href')+location.hash)`;

/**
 * Every executable inline script a built page may carry: what the site's Content-Security-Policy
 * allows by hash (host-rules.ts). Page-specific data never goes into one (see bootElement).
 */
export function inlineScriptsOf(site: BrowserSite): string[] {
  return [prePaintScript(site), START_AFTER_PAINT, FIRST_PAINT_SCRIPT, REDIRECT_SCRIPT];
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
</head>
<body>
<p>${escapeHtml(strings.movedTo)} <a id="moved-to" href="${target}">${escapeHtml(to)}</a>.</p>
<script>${REDIRECT_SCRIPT}</script>
</body>
</html>
`;
}
