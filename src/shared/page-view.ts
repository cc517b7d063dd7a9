/**
 * What the parts of a page derive from its data: its title and head tags, where each language's reader goes from it,
 * the previous and next pages and the edit link. Computed once per page (when it is prerendered, and when the
 * browser shows it) from the page's own data and sidebar only, so nothing here depends on what else has loaded.
 */
import type { BrowserSite } from './browser-site.ts';
import { type HeadTag, headTagsOf, pageTitle } from './head.ts';
import { type LocaleProfile, profileOfLang } from './locale-profile.ts';
import type { LocaleConfig, SidebarEntry } from './site-config.ts';
import { homePathOf, layoutOf } from './site-layout.ts';
import { prevNextOf } from './sidebar-nav.ts';
import type { Lang, PageData } from './types.ts';

export interface PageLink {
  text: string;
  link: string;
}

export interface PageView {
  /** The document title. */
  title: string;
  /** How the page's language is tagged (`<html lang>`, dates). */
  locale: LocaleProfile;
  headTags: HeadTag[];
  /** Per site language: this page in it, or that language's home when the page has no translation there. */
  inLang: Partial<Record<Lang, string>>;
  /** The site languages that lack this page (none for a 404 page or a page without translation data). */
  missingIn: Lang[];
  /** Per documented version (by name): this page in it, or that version's home. Empty on a single-version site. */
  inVersion: Record<string, string>;
  /** On a page of another version than the default: the default version's name and this page in it (or its home). */
  currentVersion?: { name: string; link: string; samePage: boolean };
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
  const layout = layoutOf(site);
  const inLang: Partial<Record<Lang, string>> = {};
  const missingIn: Lang[] = [];
  for (const { lang } of site.locales) {
    const path = lang === page.lang ? page.routePath : page.alternates?.[lang];
    inLang[lang] = path ?? homePathOf(lang, page.version, layout);
    if (!path && page.alternates && page.pageType !== '404') missingIn.push(lang);
  }
  const inVersion: Record<string, string> = {};
  for (const name of layout.versions) {
    const version = name === layout.defaultVersion ? '' : name;
    inVersion[name] = version === page.version ? page.routePath : (page.versions?.[version] ?? homePathOf(page.lang, version, layout));
  }
  let currentVersion: PageView['currentVersion'];
  if (page.version && page.version !== layout.defaultVersion) {
    const samePage = page.versions?.[''];
    currentVersion = { name: layout.defaultVersion, link: samePage ?? homePathOf(page.lang, '', layout), samePage: Boolean(samePage) };
  }
  const { prev, next } = prevNextOf(sidebar, page.routePath);
  const locale = site.locales.find((l) => l.lang === page.lang);
  return {
    title: pageTitle(page, site),
    locale: profileOfLang(site, page.lang),
    headTags: headTagsOf(page, site),
    inLang,
    missingIn,
    inVersion,
    ...(currentVersion && { currentVersion }),
    prev,
    next,
    editLink: editLinkOf(locale?.editLink, page.pagePath),
  };
}
