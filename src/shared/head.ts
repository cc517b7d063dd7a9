/**
 * The <head> of a page, as data: the prerender serialises it, the browser applies it on
 * navigation. One list so both agree.
 */
import type { BrowserSite } from './browser-site.ts';
import { profileOfLang } from './locale-profile.ts';
import type { PageData } from './types.ts';
import { hasSocialCards, socialCardPathOf } from './social-card.ts';

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export function pageTitle(page: Pick<PageData, 'title' | 'pageType' | 'frontmatter'>, site: Pick<BrowserSite, 'title'>): string {
  const suffix = page.frontmatter.titleSuffix ?? site.title;
  if (page.pageType === '404') return `404 - ${suffix}`;
  if (!page.title || page.title === suffix) return suffix;
  return `${page.title} - ${suffix}`;
}

/**
 * The page's meta and link tags. hreflang alternates come from the page's own `alternates` (the languages that
 * have this page, found when the content is scanned), so they are the same whether or not anything else has loaded.
 */
export function headTagsOf(page: PageData, site: BrowserSite): HeadTag[] {
  const locale = site.locales.find((l) => l.lang === page.lang);
  const profile = (lang: string) => profileOfLang(site, lang);
  const description = page.description || locale?.description || site.description;
  const url = site.siteUrl + page.routePath;
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'meta', attrs: { property: 'og:title', content: pageTitle(page, site) } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:type', content: page.pageType === 'home' ? 'website' : 'article' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: site.title } },
    { tag: 'meta', attrs: { property: 'og:locale', content: profile(page.lang).ogLocale } },
  ];
  // The 404 page has no card of its own: it is served at every unknown path.
  const card = hasSocialCards(site) && page.pageType !== '404';
  if (card) {
    tags.push(
      { tag: 'meta', attrs: { property: 'og:image', content: site.siteUrl + socialCardPathOf(page.routePath) } },
      { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
      { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
      { tag: 'meta', attrs: { property: 'og:image:alt', content: pageTitle(page, site) } },
    );
  }
  tags.push({ tag: 'meta', attrs: { name: 'twitter:card', content: `summary${card ? '_large_image' : ''}` } });
  if (page.pageType !== '404') {
    tags.push({ tag: 'meta', attrs: { property: 'og:url', content: url } });
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: site.siteUrl + canonicalPathOf(page) } });
    const alternates = site.locales.flatMap((l) => {
      const path = l.lang === page.lang ? page.routePath : page.alternates?.[l.lang];
      return path ? [{ lang: l.lang, path }] : [];
    });
    if (alternates.length > 1) {
      for (const a of alternates) {
        tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: profile(a.lang).hreflang, href: site.siteUrl + a.path } });
      }
      const fallback = alternates.find((a) => a.lang === site.lang);
      if (fallback) tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: site.siteUrl + fallback.path } });
    }
  }
  for (const feed of page.feeds) {
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', type: feed.mime, title: `${site.title} ${feed.mime.includes('atom') ? 'Atom' : 'RSS'} (${feed.language})`, href: feed.url },
    });
  }
  for (const [tag, attrs] of page.frontmatter.head ?? []) {
    if (tag === 'meta' || tag === 'link') tags.push({ tag, attrs: attrs as Record<string, string> });
  }
  return tags;
}

/** The page search engines should index for this one: for a page of an older version, the same page in the current version when there is one. */
export function canonicalPathOf(page: Pick<PageData, 'routePath' | 'version' | 'versions'>): string {
  return (page.version && page.versions?.['']) || page.routePath;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A value as JavaScript inside an inline `<script>`: JSON with `<` escaped, so no string in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function serializeHeadTag({ tag, attrs }: HeadTag): string {
  const attributes = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join('');
  return `<${tag}${attributes} data-ph>`;
}
