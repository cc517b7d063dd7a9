/** Types shared by the build (src/node) and the browser runtime (src/runtime, src/theme). */

export type PageType = 'home' | 'doc' | 'custom' | 'blank' | '404';
export const PAGE_TYPES: readonly PageType[] = ['home', 'doc', 'custom', 'blank', '404'];

export type Lang = 'en' | 'zh';

/** One entry of the route table (SPEC §2.1). */
export interface RouteEntry {
  path: string;
  filePath: string;
  lang: Lang;
  version: '';
}

export interface TocItem {
  text: string;
  id: string;
  depth: number;
  /** Offset of the heading text in the page's plain text; -1 when unknown (e.g. inline code). */
  charIndex: number;
}

export interface FeedLink {
  language: 'en' | 'zh-CN';
  url: string;
  mime: 'application/rss+xml' | 'application/atom+xml';
}

export interface HeroAction {
  text: string;
  link: string;
}

export interface HomeHero {
  name?: string;
  text?: string;
  tagline?: string;
  image?: string;
  actions?: HeroAction[];
  showStars?: boolean;
  showOvalBg?: boolean;
  /** With a repository URL, Learn More opens it in a new tab. */
  githubURL?: string;
}

export interface HomeFeature {
  icon?: string;
  title: string;
  details: string;
  link?: string;
  span?: 2 | 3 | 4 | 6;
}

export type HeadTag = [string, Record<string, string>] | [string, Record<string, string>, string];

export interface Frontmatter {
  title?: string;
  titleSuffix?: string;
  description?: string;
  head?: HeadTag[];
  overview?: boolean;
  outline?: false | number | [number, number];
  navbar?: boolean;
  sidebar?: boolean;
  footer?: boolean;
  pageType?: PageType;
  'link-rss'?: string;
  published_at?: string;
  globalUIComponents?: boolean;
  hero?: HomeHero;
  features?: HomeFeature[];
  /** Chinese pages: hash of the English source they translate. */
  sourceHash?: string;
  /** Lets this page hold `<script>`, inline event handlers and `javascript:` URLs (refused otherwise). */
  allowScripts?: boolean;
}

/** What a page chunk carries about its page (SPEC §3 "Page data"). */
export interface PageData {
  pagePath: string;
  routePath: string;
  pageType: PageType;
  lang: Lang;
  /** Empty on the default version; a 404 page under another version's prefix carries that version. */
  version: string;
  title: string;
  description: string;
  frontmatter: Frontmatter;
  toc: TocItem[];
  feeds: FeedLink[];
  lastUpdatedTime: number;
  _relativePath: string;
  /** Route of this page in each other language that has it; a language missing here has no such page. */
  alternates?: Partial<Record<Lang, string>>;
  /** Set on translated pages. */
  translation?: TranslationStatus;
}

export interface TranslationStatus {
  /** The source page changed after this translation was last synced. */
  outdated: boolean;
  /** Route of the source (English) page. */
  source: string;
}
