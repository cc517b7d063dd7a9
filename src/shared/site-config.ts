/** The typed shape of `site.config.ts` (SPEC §3: site data and themeConfig). */
import type { Lang } from './types.ts';
import type { Redirect } from './redirects.ts';

export interface NavItem {
  text: string;
  link?: string;
  /** A regular expression; the item is active when it matches the current path. */
  activeMatch?: string;
  tag?: string;
  position?: 'left' | 'right';
  items?: NavItem[];
}

export interface SidebarItem {
  /** Defaults to the linked page's title. */
  text?: string;
  link?: string;
  items?: SidebarEntry[];
  collapsed?: boolean;
  collapsible?: boolean;
  tag?: string;
  context?: string;
}
export interface SidebarDivider {
  dividerType: 'dashed' | 'solid';
}
export interface SidebarSectionHeader {
  sectionHeaderText: string;
  tag?: string;
}
export type SidebarEntry = SidebarItem | SidebarDivider | SidebarSectionHeader;

/** Sidebars of one locale, keyed by the path prefix they serve (`/guide/`, `/zh/config/`). */
export type Sidebars = Record<string, SidebarEntry[]>;

export interface SocialLink {
  icon: 'github' | 'x' | 'discord' | 'bluesky' | { svg: string };
  mode: 'link' | 'text' | 'img' | 'dom';
  content: string;
  /** Accessible name; defaults to the icon name. */
  label?: string;
}

export interface UiTexts {
  outlineTitle: string;
  lastUpdatedText: string;
  prevPageText: string;
  nextPageText: string;
  editLinkText?: string;
  sourceCodeText: string;
  searchPlaceholderText: string;
  searchNoResultsText: string;
  searchSuggestedQueryText: string;
  overview: { filterNameText: string; filterPlaceholderText: string; filterNoResultText: string; defaultGroupTitle: string };
}

export interface LocaleConfig extends Partial<UiTexts> {
  lang: Lang;
  label: string;
  title?: string;
  description?: string;
  nav: NavItem[];
  sidebar: Sidebars;
  editLink?: { docRepoBaseUrl: string; text: string };
}

export type SearchConfig =
  | {
      provider: 'local';
      /** Target of the 'Let us know.' link on the no-results screen; `{query}` is replaced by the query. */
      missingResultsUrl?: string;
    }
  | {
      provider: 'algolia';
      appId: string;
      apiKey: string;
      /**
       * One index for all locales, queried with a `lang:<lang>` facet filter (its records carry
       * the page's language), or one index per locale: `{ en: 'docs-en', zh: 'docs-zh' }`.
       */
      indexName: string | Partial<Record<Lang, string>>;
      /** Target of the 'Let us know.' link on the no-results screen; `{query}` is replaced by the query. */
      missingResultsUrl?: string;
    };

export interface BannerConfig {
  id: string;
  text: Record<Lang, string>;
  link?: string;
}

export interface ThemeConfig {
  socialLinks: SocialLink[];
  darkMode: boolean;
  search: SearchConfig;
  hideNavbar: 'always' | 'never' | 'auto';
  enableAppearanceAnimation: boolean;
  /** Show a title heading on doc pages that have no H1 of their own. */
  fallbackHeadingTitle: boolean;
  localeRedirect: 'never' | 'auto';
  banner?: BannerConfig;
  /** The footer's source-repository link and the chat service link. */
  footer?: { repository?: string; chat?: string; copyright?: Record<Lang, string> };
}

export interface SiteConfig {
  /** The default language: its pages have no prefix. */
  lang: Lang;
  title: string;
  description: string;
  /** Absolute origin used for canonical URLs, feeds and the sitemap. */
  siteUrl: string;
  icon: string;
  logo: string | { light: string; dark: string };
  logoText: string;
  /** Where site images (logos, toolchain and feature icons) are served from, e.g. a CDN; default: the site itself. */
  assetsBaseUrl?: string;
  locales: LocaleConfig[];
  themeConfig: ThemeConfig;
  multiVersion: { default: string; versions: string[] };
  route: { cleanUrls: true };
  redirects: Redirect[];
  markdown: { showLineNumbers: boolean; defaultWrapCode: boolean; deadLinks: 'error' | 'warn' };
}

/** Identity helper giving `site.config.ts` its types. */
export function defineSiteConfig(config: SiteConfig): SiteConfig {
  return config;
}
