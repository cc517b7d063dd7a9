/** The page data a page's chunk carries (PageData in shared/types.ts), from the site model. */
import { feedsOf } from './content/feeds.ts';
import type { PageRecord } from './content/scan.ts';
import { isOverviewPage } from './page-traits.ts';
import { stringsOf, type SiteModel } from './site-model.ts';
import type { PageData } from '../shared/types.ts';

export function pageDataOf(model: Pick<SiteModel, 'config' | 'printBookOf' | 'strings'>, page: PageRecord): PageData {
  const { compiled } = page;
  const book = model.printBookOf.get(page.routePath);
  return {
    pagePath: page.pagePath,
    routePath: page.routePath,
    pageType: page.pageType,
    lang: page.lang,
    version: page.version,
    ...(page.versions && { versions: page.versions }),
    title: compiled.title,
    description: compiled.frontmatter.description ?? '',
    frontmatter: compiled.frontmatter,
    toc: compiled.toc,
    feeds: feedsOf(page, model.config),
    lastUpdatedTime: Math.round(page.lastUpdatedTime),
    alternates: page.alternates ?? {},
    ...(page.translation && { translation: page.translation }),
    ...(book && { printSection: { text: stringsOf(model, page.lang).printBook.link, link: book.route } }),
    hasH1: compiled.hasH1,
    isOverview: isOverviewPage(page),
  };
}
