/**
 * Everything the build knows about the site: config, pages, route table, sidebars and the
 * problems found in them. Built once for a build, rebuilt on change by the dev server.
 */
import { join } from 'node:path';
import { loadSiteConfig } from './config/load-config.ts';
import { routeTableOf, scanContent, type PageRecord } from './content/scan.ts';
import { resolveSidebars, sidebarKeyOf } from './content/sidebar.ts';
import { findDeadLinks } from './content/link-check.ts';
import { createRouteMatcher, type RouteMatcher } from '../shared/routes.ts';
import type { SidebarEntry, SiteConfig } from '../shared/site-config.ts';
import type { PageData, RouteEntry } from '../shared/types.ts';
import { feedsOf } from './content/feeds.ts';

export interface SitePaths {
  root: string;
  docsDir: string;
  publicDir: string;
  configFile: string;
}

export interface SiteModel {
  paths: SitePaths;
  config: SiteConfig;
  pages: PageRecord[];
  routes: RouteEntry[];
  matcher: RouteMatcher;
  sidebars: Map<string, SidebarEntry[]>;
  /** Dead links and sidebar entries without a page, each `file:line:column reason`. */
  problems: string[];
}

export function sitePaths(root: string): SitePaths {
  return {
    root,
    docsDir: join(root, 'docs'),
    publicDir: join(root, 'docs/public'),
    configFile: join(root, 'site.config.ts'),
  };
}

export async function loadSiteModel(paths: SitePaths, options: { freshConfig?: boolean } = {}): Promise<SiteModel> {
  const config = await loadSiteConfig(paths.configFile, options.freshConfig);
  const pages = await scanContent(paths.docsDir, config.markdown);
  const routes = routeTableOf(pages);
  const matcher = createRouteMatcher(routes);
  const sidebars = resolveSidebars(config, pages, matcher);
  const problems = [...sidebars.problems, ...findDeadLinks(pages, matcher, paths.publicDir)];
  return { paths, config, pages, routes, matcher, sidebars: sidebars.byKey, problems };
}

export function sidebarKeyOfPage(model: SiteModel, page: PageRecord): string | undefined {
  return sidebarKeyOf(page.routePath, model.sidebars.keys());
}

/** The page data a page's chunk carries (SPEC §3). */
export function pageDataOf(model: SiteModel, page: PageRecord): PageData & { hasH1: boolean } {
  const { compiled } = page;
  return {
    pagePath: page.relativePath,
    routePath: page.routePath,
    pageType: page.pageType,
    lang: page.lang,
    version: '',
    title: compiled.title,
    description: compiled.frontmatter.description ?? '',
    frontmatter: compiled.frontmatter,
    toc: compiled.toc,
    feeds: feedsOf(page, model.config),
    lastUpdatedTime: Math.round(page.lastUpdatedTime),
    _relativePath: `docs/${page.relativePath}`,
    alternates: page.alternates ?? {},
    ...(page.translation && { translation: page.translation }),
    hasH1: compiled.hasH1,
  };
}
