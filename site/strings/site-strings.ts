/** The texts of the site's own components, one module per language (`strings` in site.config.ts adds them to the theme's). */
import { usePageContext } from '../../src/theme/index.ts';

export interface SiteStrings {
  /** The tool family: the navbar button's label, the popup's and the home block's title. */
  toolchain: string;
  benchmark: string;
  benchmarkNote: string;
  benchmarkTool: string;
}

/** The current page's texts, the site's included. */
export const useSiteStrings = () => usePageContext().strings as ReturnType<typeof usePageContext>['strings'] & SiteStrings;
