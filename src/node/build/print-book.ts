/**
 * The printable page of a sidebar group (content/print-books.ts): the group's pages one after another, each its
 * title as H1 and its content, made from the bodies the prerender wrote. Each page's ids get the page's anchor as a
 * prefix (`cli--commands`), so they stay unique on the combined page; links to a page of the book lead to its
 * place in it. What a reader would click to see is shown (every tab panel, every `<details>`), since the page runs
 * no script: it is a document to print or save, outside the route table, the sitemap, the search and the llms files.
 */
import { escapeHtml } from '../../shared/head.ts';
import { routeKey } from '../../shared/routes.ts';
import { PAGE_BODY_ATTRIBUTE } from '../../shared/site-boot.ts';
import { slugOf } from '../../shared/slug.ts';
import { sharedFolderOf, type PrintBook } from '../content/print-books.ts';

const attribute = (value: string) => escapeHtml(value).replace(/"/g, '&quot;');

/** The inner HTML of a prerendered doc page's content (`.s-doc-body`); undefined for a page without one. */
export function docBodyOf(rendered: string): string | undefined {
  const marker = rendered.indexOf(` ${PAGE_BODY_ATTRIBUTE}=""`);
  if (marker < 0) return undefined;
  const start = rendered.indexOf('>', marker) + 1;
  const tags = /<(\/?)div[\s>]/g;
  tags.lastIndex = start;
  let depth = 1;
  for (let m = tags.exec(rendered); m; m = tags.exec(rendered)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return rendered.slice(start, m.index);
  }
  return undefined;
}

/** Each page's anchor in its book: its route after the folder the book's pages share (`cli`, `plugin-react`), unique. */
export function pageAnchorsOf(routes: string[]): Map<string, string> {
  const folder = sharedFolderOf(routes);
  const anchors = new Map<string, string>();
  const used = new Set<string>();
  for (const route of routes) {
    const base = slugOf(route.slice(folder.length).replace(/\//g, ' ')) || slugOf(folder.split('/').at(-2) ?? '') || 'index';
    let anchor = base;
    for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`;
    used.add(anchor);
    anchors.set(routeKey(route), anchor);
  }
  return anchors;
}

/** Attributes whose value names ids of the page (space-separated). */
const ID_ATTRIBUTES = new Set(['id', 'for', 'aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-owns']);
/** An opening tag: its name and attributes (values are quoted and escaped in rendered HTML; text never holds a bare `<`). */
const OPENING_TAG = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*(\/?)>/g;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:="([^"]*)")?/g;
/** A tag this rewrites has one of these (most tags, the spans of highlighted code, have none of them). */
const REWRITTEN = /\s(?:id|for|aria-(?:controls|labelledby|describedby|owns)|href|xlink:href|hidden|loading)=|^details$/i;

/**
 * A page's content as part of a book: its ids prefixed with `anchor--`, links within the page and to the book's
 * other pages (`anchors`, by route key) turned into links within the book, every tab panel and `<details>` shown,
 * images loaded at once (a lazy image may miss the print).
 */
export function bookPageBody(body: string, anchor: string, anchors: Map<string, string>): string {
  const local = (id: string) => `${anchor}--${id}`;
  const hrefOf = (href: string) => {
    if (href.startsWith('#')) return href.length > 1 ? `#${local(href.slice(1))}` : href;
    if (!href.startsWith('/') || href.startsWith('//')) return href;
    const hash = href.indexOf('#');
    const target = anchors.get(routeKey(href));
    if (!target) return href;
    return hash < 0 || hash === href.length - 1 ? `#${target}` : `#${target}--${href.slice(hash + 1)}`;
  };
  return body.replace(OPENING_TAG, (tag, name: string, attributes: string, selfClosing: string) => {
    if (!REWRITTEN.test(attributes) && !REWRITTEN.test(name)) return tag;
    const isPanel = attributes.includes(' role="tabpanel"');
    let out = attributes.replace(ATTRIBUTE, (whole, attr: string, value: string | undefined) => {
      const key = attr.toLowerCase();
      if (value === undefined) return isPanel && key === 'hidden' ? '' : whole;
      if (isPanel && key === 'hidden') return '';
      if (key === 'loading' && value === 'lazy') return '';
      if (ID_ATTRIBUTES.has(key)) return ` ${attr}="${value.split(/\s+/).filter(Boolean).map(local).join(' ')}"`;
      if (key === 'href' || key === 'xlink:href') return ` ${attr}="${hrefOf(value)}"`;
      return whole;
    });
    if (name.toLowerCase() === 'details' && !/\sopen(=|\s|$)/.test(out)) out += ' open=""';
    return `<${name}${out}${selfClosing ? '/' : ''}>`;
  });
}

export interface BookPage {
  route: string;
  title: string;
  /** Whether the content starts with its own H1 (otherwise the title is added as one). */
  hasH1: boolean;
  /** docBodyOf the prerendered page. */
  body: string;
}

export interface BookDocumentInput {
  book: PrintBook;
  pages: BookPage[];
  /** `<html lang>`. */
  htmlLang: string;
  /** Above the title: the site, its version and the navbar section (`Rsbuild 1.x · Guide`). */
  kicker: string;
  /** What the page is, and the title of its list of pages. */
  strings: { note: string; contents: string };
  siteUrl: string;
  icon: string;
  css: string[];
  /** The inline head script every page runs before its first paint (theme): one the CSP already allows. */
  prePaintScript: string;
}

export function renderPrintBook({ book, pages, htmlLang, kicker, strings, siteUrl, icon, css, prePaintScript }: BookDocumentInput): string {
  const anchors = pageAnchorsOf(pages.map((p) => p.route));
  const anchorOf = (route: string) => anchors.get(routeKey(route))!;
  const contents = pages.map((p) => `<li><a href="#${anchorOf(p.route)}">${escapeHtml(p.title)}</a></li>`).join('');
  const articles = pages.map((page) => {
    const anchor = anchorOf(page.route);
    const body = bookPageBody(page.body, anchor, anchors);
    const url = attribute(siteUrl + page.route);
    const source = `<p class="s-print-book-source"><a class="s-url-text" href="${url}">${url}</a></p>`;
    // The page's address under its H1: on paper, where to read it online.
    const titled = page.hasH1
      ? body.replace(/<\/h1>/, (end) => `${end}${source}`)
      : `<h1 id="${anchor}--${slugOf(page.title)}">${escapeHtml(page.title)}</h1>${source}${body}`;
    return `<article class="s-doc-content s-print-book-page" id="${anchor}">${titled}</article>`;
  });
  const first = pages[0]?.route ?? '/';
  return `<!doctype html>
<html lang="${htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${book.title} · ${kicker}`)}</title>
<meta name="robots" content="noindex">
<meta name="description" content="${attribute(strings.note)}">
<script>${prePaintScript}</script>
<link rel="icon" href="${attribute(icon)}" type="image/svg+xml">
${css.map((f) => `<link rel="stylesheet" href="/${f}">`).join('\n')}
</head>
<body>
<main class="s-print-book" id="content">
<header class="s-print-book-header">
<p class="s-print-book-kicker"><a href="${attribute(first)}">${escapeHtml(kicker)}</a></p>
<p class="s-print-book-title">${escapeHtml(book.title)}</p>
<p class="s-print-book-note">${escapeHtml(strings.note)}</p>
<nav class="s-print-book-toc" aria-labelledby="print-book-contents"><p class="s-print-book-toc-title" id="print-book-contents">${escapeHtml(strings.contents)}</p><ol>${contents}</ol></nav>
</header>
${articles.join('\n')}
</main>
</body>
</html>
`;
}
