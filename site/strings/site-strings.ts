/** The texts of the site's own components, declared into the engine's dictionary: `useStrings()` reads them typed. */
import type { SiteDictionary, SiteStrings } from '../../src/helpers.ts';

declare module '../../src/helpers.ts' {
  interface SiteStrings {
    /** The tool family: the navbar button's label, the popup's and the home block's title. */
    toolchain: string;
    benchmark: string;
    benchmarkNote: string;
    benchmarkTool: string;
    /** The benchmark's measures. */
    benchmarkDevStart: string;
    benchmarkBuild: string;
    benchmarkHmr: string;
  }
}

/** One language's strings module (`strings` in site.config.ts): every text of the site's own, engine texts as they are. */
export type SiteLanguageStrings = SiteDictionary & SiteStrings;
