/** What kind of page a page record is, as the build and the page modules tell pages apart. */
import { sidebarKeyOf } from './content/sidebar.ts';
import type { PageRecord } from './content/scan.ts';
import type { SiteModel } from './site-model.ts';
import { routeKey } from '../shared/routes.ts';
import { overviewGroupsOf, type OverviewGroup } from '../shared/overview.ts';
import { STATIC_BODY_COMPONENTS } from '../theme/node-entry.ts';

export function sidebarKeyOfPage(model: Pick<SiteModel, 'sidebars'>, page: PageRecord): string | undefined {
  return sidebarKeyOf(page.routePath, model.sidebars.keys());
}

/** Overview pages: the frontmatter flag, or a route ending in `overview`. */
export function isOverviewPage(page: PageRecord): boolean {
  return page.compiled.frontmatter.overview === true || /overview\/?$/.test(page.routePath);
}

/**
 * Whether a page's first load shows its prerendered content as it is, loading only the page's head (page data,
 * texts, sidebar, layout) and not the code of its content: doc pages whose components all work from their markup.
 * Home layouts and the site's own components may hold state of their own.
 */
export function hasStaticBody(page: PageRecord): boolean {
  return page.pageType === 'doc' && page.compiled.components.every((name) => STATIC_BODY_COMPONENTS.includes(name));
}

/** Whether an overview page places `<Overview />` itself; otherwise the layout appends it. */
export function placesOverview(page: PageRecord): boolean {
  return page.compiled.components.includes('Overview');
}

/** The groups an overview page lists, from its sidebar and the other pages' titles and headings. */
export function overviewOf(model: Pick<SiteModel, 'sidebars' | 'pages'>, page: PageRecord): OverviewGroup[] {
  const key = sidebarKeyOfPage(model, page);
  const sidebar = key ? (model.sidebars.get(key) ?? []) : [];
  const byKey = new Map(model.pages.map((p) => [routeKey(p.routePath), p]));
  const info = (link: string) => {
    const target = byKey.get(routeKey(link));
    return target && { title: target.compiled.title, toc: target.compiled.toc };
  };
  return overviewGroupsOf(sidebar, info, page.routePath);
}
