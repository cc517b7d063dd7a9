/** Types shared by the build (src/node) and the browser runtime (src/runtime, src/theme). */

export const PAGE_TYPES = ['home', 'doc', 'custom', 'blank', '404'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** A language code of the site (`en`, `zh`, `pt-BR`): the languages are those its config lists. */
export type Lang = string;

/** What a page's frontmatter may hold: inferred from its schema. */
export type { Frontmatter, HeadTag, HeroAction, HomeFeature, HomeHero } from './frontmatter-schema.ts';
import type { Frontmatter } from './frontmatter-schema.ts';

/** One entry of the route table: a route, and the language and version it is in. */
export type RouteEntry = { path: string } & Pick<PageData, 'lang' | 'version'>;

export interface TocItem {
  text: string;
  id: string;
  depth: number;
  /** Offset of the heading text in the page's plain text; -1 when unknown (e.g. inline code). */
  charIndex: number;
}

export interface FeedLink {
  /** The feed's language tag (`en`, `zh-CN`). */
  language: string;
  url: string;
  mime: 'application/rss+xml' | 'application/atom+xml';
}

/** What a page chunk carries about its page. */
export interface PageData {
  /** The page's source file inside docs/ (`en/guide/start/index.mdx`): what the edit link points to. */
  pagePath: string;
  /** The page's route (`/guide/start/`). */
  routePath: string;
  pageType: PageType;
  lang: Lang;
  /** Empty on the default version; a 404 page under another version's prefix carries that version. */
  version: string;
  /** Route of this page (in its language) in each other version that has it; '' is the default version. */
  versions?: Record<string, string>;
  title: string;
  description: string;
  frontmatter: Frontmatter;
  toc: TocItem[];
  feeds: FeedLink[];
  lastUpdatedTime: number;
  /** Route of this page in each other language that has it; a language missing here has no such page. */
  alternates?: Partial<Record<Lang, string>>;
  /** Set on translated pages. */
  translation?: TranslationStatus;
  /** The link to the printable page of the sidebar group this page is in (node/content/print-books.ts). */
  printSection?: { text: string; link: string };
  hasH1: boolean;
  /** An overview page: its content lists its section (with a filter) instead of an outline and a footer. */
  isOverview: boolean;
}

export interface TranslationStatus {
  /** The source page changed after this translation was last synced. */
  outdated: boolean;
  /** Route of the source (English) page. */
  source: string;
}
