/** A doc page's data for unit tests (`/config/mode`, English): each test changes what it is about. */
import type { PageData } from './types.ts';

export function pageDataFixture(over: Partial<PageData> = {}): PageData {
  return {
    pagePath: 'en/config/mode.mdx',
    routePath: '/config/mode',
    pageType: 'doc',
    lang: 'en',
    version: '',
    title: 'mode',
    description: 'Sets the build mode.',
    frontmatter: {},
    toc: [],
    feeds: [],
    lastUpdatedTime: 0,
    hasH1: true,
    isOverview: false,
    ...over,
  };
}
