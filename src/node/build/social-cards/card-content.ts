/**
 * What a page's social card shows, as plain data: the texts, and nothing about how they are drawn. The card's cache
 * key and the characters its font is cut to are both read from this, so a card is drawn again exactly when what it
 * shows has changed.
 */
import type { NavItem, SidebarEntry, SiteConfig } from '../../../shared/site-config.ts';
import { containsPath, isItem } from '../../../shared/sidebar-nav.ts';
import { isNavItemActive } from '../../../shared/nav-rules.ts';
import { movePath, type SiteLayout } from '../../../shared/site-layout.ts';

export interface CardContent {
  /** The site's name beside its logo. */
  site: string;
  /** The page title; on a home page, the site's name. */
  title: string;
  /** Where the page sits: its top nav section and sidebar group, `Guide · Getting Started`; '' for none. */
  section: string;
  /** A home page's tagline, shown under the title; '' elsewhere. */
  tagline: string;
  /** Version and language: `Rsbuild 2.x · English`. */
  meta: string;
}

/** The page facts a card is made from (a PageRecord has them). */
export interface CardPage {
  routePath: string;
  lang: string;
  /** '' for the default version. */
  version: string;
  pageType: string;
  title: string;
  hero?: { name?: string; text?: string; tagline?: string };
}

/**
 * The nav section and the sidebar group of a page, joined with ` · `: the nav item active at the page (matched as if
 * the page were in the default version, since a version's nav is written once), then the top-level sidebar group that
 * holds the page, unless the group is only a link (its text is the page's own) or repeats the nav's text.
 */
export function sectionOf(routePath: string, nav: NavItem[], sidebar: SidebarEntry[], layout: SiteLayout): string {
  const asDefault = movePath(routePath, { version: '' }, layout);
  const navText = nav.find((item) => item.text && isNavItemActive(item, asDefault))?.text ?? '';
  const group = sidebar.find((entry) => isItem(entry) && entry.items?.length && containsPath(entry, routePath));
  const groupText = group && isItem(group) ? (group.text ?? '') : '';
  return [navText, groupText].filter((text, i, all) => text && all.indexOf(text) === i).join(' · ');
}

/** `Rsbuild 2.x · English`: the site with the page's version (when the site has several), then its language's label. */
export function metaOf(config: Pick<SiteConfig, 'title' | 'locales'>, lang: string, version: string, layout: SiteLayout): string {
  const shown = layout.versions.length ? version || layout.defaultVersion : '';
  const label = config.locales.find((l) => l.lang === lang)?.label ?? lang;
  return [`${config.title}${shown ? ` ${shown}` : ''}`, label].join(' · ');
}

export function cardContentOf(
  page: CardPage,
  config: Pick<SiteConfig, 'title' | 'logoText' | 'description' | 'locales'>,
  sidebar: SidebarEntry[],
  layout: SiteLayout,
): CardContent {
  const locale = config.locales.find((l) => l.lang === page.lang);
  const site = config.logoText || config.title;
  const meta = metaOf(config, page.lang, page.version, layout);
  if (page.pageType === 'home') {
    const { hero } = page;
    const tagline = hero?.text || hero?.tagline || locale?.description || config.description;
    return { site, title: hero?.name || page.title || config.title, section: '', tagline, meta };
  }
  return { site, title: page.title || config.title, section: sectionOf(page.routePath, locale?.nav ?? [], sidebar, layout), tagline: '', meta };
}

/** Every character the cards show, once each and sorted: what the card font is cut down to. */
export function charactersOf(cards: CardContent[]): string {
  const chars = new Set<string>();
  for (const card of cards) for (const text of [card.site, card.title, card.section, card.tagline, card.meta]) for (const char of text) chars.add(char);
  return [...chars].sort().join('');
}
