/** What a page's chunk exports. */
import site from 'virtual:site-data';
import { homePathOf, layoutOf } from '../shared/site-layout.ts';
import type { ComponentType } from 'react';
import type { SidebarEntry } from '../shared/site-config.ts';
import type { PageData } from '../shared/types.ts';
import type { OverviewGroup } from '../shared/overview.ts';
import type { PageStrings } from '../shared/ui-strings.ts';

/** Overrides for the elements MDX renders, by tag name. Their props vary; `never` admits any component. */
export interface MdxComponents {
  [name: string]: ComponentType<never>;
}

export interface PageModule {
  default: ComponentType<{ components?: MdxComponents }>;
  page: PageData;
  /** The theme's texts in the page's language. */
  strings: PageStrings;
  sidebar: SidebarEntry[];
  /** Overview pages only: the groups of pages they list. */
  overview?: { groups: OverviewGroup[] };
  /** The overview block, shipped with an overview page that does not place it itself. */
  OverviewBlock?: ComponentType;
  /** The layout of a page type whose code travels with its pages (home and doc pages). */
  PageLayout?: ComponentType;
  /**
   * A first load of a page with a head chunk: the prerendered HTML of its content, shown as it is in place of
   * `default` (whose code is not loaded; an in-app navigation loads the page's chunk).
   */
  staticBody?: string;
}

/** What a page's head chunk exports: the page module without its content. */
export type PageHead = Pick<PageModule, 'page' | 'strings' | 'sidebar' | 'PageLayout'>;

const NO_CONTENT = () => null;

/** The module of a first load that shows the page's prerendered content `html` as it is. */
export function withStaticBody(head: PageHead, html: string): PageModule {
  return { ...head, default: NO_CONTENT, staticBody: html };
}

/** The page shown for a path nothing matches, in the language and version its path is under. */
export function notFoundPage(lang: PageData['lang'], strings: PageStrings, version = ''): PageModule {
  return {
    default: () => null,
    strings,
    sidebar: [],
    page: {
      pagePath: '',
      routePath: `${homePathOf(lang, version, layoutOf(site))}404`,
      pageType: '404',
      lang,
      version,
      title: '404',
      description: '',
      frontmatter: {},
      toc: [],
      feeds: [],
      lastUpdatedTime: 0,
      hasH1: false,
      isOverview: false,
    },
  };
}
