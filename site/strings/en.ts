/** English texts of the site's components. */
import type { SiteStrings } from './site-strings.ts';

const en: SiteStrings = {
  toolchain: 'Rstack toolchain',
  benchmark: 'Benchmark',
  benchmarkNote:
    'Seconds to start the dev server, build for production and apply an HMR update on the same React project, lower is better. Source: the public build-tools-performance benchmark.',
  benchmarkTool: 'Tool',
};

export default en;
