/**
 * The site's page-data reader (`pageData` in site.config.ts): on each config option page, the
 * options it documents with their Type, Default and Version items (config-docs.ts readConfigPage),
 * read from the compiled tree. `npm run check:docs` and config-reference.json take them from the
 * compiled page.
 */
import type { CompiledPage, PageDataReader } from '../../src/index.ts';
import { readConfigPage, type ConfigPage } from './config-docs.ts';
import { isConfigOptionPage } from './config-page-lint.ts';

const configPageData: PageDataReader = (page) => (isConfigOptionPage(page.file) ? readConfigPage(page) : undefined);

export default configPageData;

/** The config page a compiled page is, named `file` in problems; undefined for the other pages. */
export function configPageOf(file: string, compiled: Pick<CompiledPage, 'pageData'>): ConfigPage | undefined {
  return compiled.pageData === undefined ? undefined : { file, ...(compiled.pageData as Omit<ConfigPage, 'file'>) };
}
