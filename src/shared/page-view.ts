/**
 * What the parts of a page derive from its data: its title and head tags, where each language's reader goes from it,
 * the previous and next pages and the edit link. Computed once per page (when it is prerendered, and when the
 * browser shows it) from the page's own data and sidebar only, so nothing here depends on what else has loaded.
 */
import type { BrowserSite } from './browser-site.ts';
import { type HeadTag, headTagsOf, pageTitle } from './head.ts';
import { homePathOf } from './nav-rules.ts';
import type { LocaleConfig, SidebarEntry } from './site-config.ts';
import { prevNextOf } from './sidebar-nav.ts';
import type { Lang, PageData } from './types.ts';

export interface PageLink {
  text: string;
  link: string;
}

export interface PageView {
  /** The document title. */
  title: string;
  headTags: HeadTag[];
  /** Per site language: this page in it, or that language's home when the page has no translation there. */
  inLang: Partial<Record<Lang, string>>;
  /** Whether a site language lacks this page (never for a 404 page or a page without translation data). */
  missing: boolean;
  prev?: PageLink;
  next?: PageLink;
  editLink?: { href: string; text: string };
}

/** The page's source in the repository; none unless the locale sets both the base URL and the link text. */
export function editLinkOf(edit: LocaleConfig['editLink'], pagePath: string): { href: string; text: string } | undefined {
  if (!edit?.docRepoBaseUrl || !edit.text) return undefined;
  return { href: `${edit.docRepoBaseUrl.replace(/\/+$/, '')}/${pagePath}`, text: edit.text };
}

export function pageViewOf(page: PageData, sidebar: SidebarEntry[], site: BrowserSite): PageView {
  const inLang: Partial<Record<Lang, string>> = {};
  let missing = false;
  for (const { lang } of site.locales) {
    const path = lang === page.lang ? page.routePath : page.alternates?.[lang];
    inLang[lang] = path ?? homePathOf(lang, site.lang);
    if (!path) missing = Boolean(page.alternates) && page.pageType !== '404';
  }
  const { prev, next } = prevNextOf(sidebar, page.routePath);
  const locale = site.locales.find((l) => l.lang === page.lang);
  return {
    title: pageTitle(page, site),
    headTags: headTagsOf(page, site),
    inLang,
    missing,
    prev,
    next,
    editLink: editLinkOf(locale?.editLink, page.pagePath),
  };
}
