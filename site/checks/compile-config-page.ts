/** A config page's source, compiled and read as the build reads it: for the tests of the config checks. */
import { compilePage } from '../../src/index.ts';
import { readConfigPage, type ConfigPage } from './config-docs.ts';
import { configPageOf } from './config-page-extract.ts';

export async function compileConfigPage(file: string, source: string): Promise<ConfigPage> {
  // readConfigPage without the site's filter by path: every test page is read as a config page.
  return configPageOf(file, await compilePage(file, source, { highlight: false, pageExtract: readConfigPage }))!;
}
