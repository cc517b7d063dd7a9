/**
 * The site's page extractor (`pageExtract` in site.config.ts): on each config option page, the
 * options it documents with their Type, Default and Version items (config-docs.ts readConfigPage),
 * read from the compiled tree. `npm run check:docs` and config-reference.json take them from the
 * compiled page.
 */
import type { CompiledPage, PageExtractor } from '../../src/index.ts';
import { readConfigPage, type ConfigPage } from './config-docs.ts';
import { isConfigOptionPage } from './config-page-lint.ts';

const configPageExtract: PageExtractor = (page) => (isConfigOptionPage(page.file) ? readConfigPage(page) : undefined);

export default configPageExtract;

/** The config page a compiled page is, named `file` in problems; undefined for the other pages. */
export function configPageOf(file: string, compiled: Pick<CompiledPage, 'pageExtract'>): ConfigPage | undefined {
  return compiled.pageExtract === undefined ? undefined : { file, ...(compiled.pageExtract as Omit<ConfigPage, 'file'>) };
}
