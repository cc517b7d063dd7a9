/** A config page's source, compiled and read as the build reads it: for the tests of the config checks. */
import { compilePage } from '../../src/node/markdown/compile-page.ts';
import { readConfigPage, type ConfigPage } from './config-docs.ts';

export async function compileConfigPage(file: string, source: string): Promise<ConfigPage> {
  const compiled = await compilePage(file, source, { highlight: false, pageData: readConfigPage });
  return { file, ...(compiled.pageData as Omit<ConfigPage, 'file'>) };
}
