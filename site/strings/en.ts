/** English texts of the site's components. */
import type { SiteLanguageStrings } from './site-strings.ts';

const en = {
  toolchain: 'Rstack toolchain',
  benchmark: 'Benchmark',
  benchmarkNote:
    'Seconds to start the dev server, build for production and apply an HMR update on the same React project, lower is better. Source: the public build-tools-performance benchmark.',
  benchmarkTool: 'Tool',
  benchmarkDevStart: 'Dev server start',
  benchmarkBuild: 'Production build',
  benchmarkHmr: 'HMR',
} satisfies SiteLanguageStrings;

export default en;
