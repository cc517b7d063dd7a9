/**
 * A worker thread of the page compile (page-compiler.ts runs a pool of them for large batches):
 * it compiles a page with the options the site at `root` gives the page's language
 * (site-model.ts pageCompileOptions), the same options the main thread would use, and returns
 * the compiled page, or the problem that stopped it in a form that survives the copy between
 * threads.
 */
import { ContentError, type ContentProblem, contentProblemOf } from '../content-error.ts';
import type { CompiledPage, CompileOptions } from '../markdown/compile-page.ts';
import { compilePage } from '../markdown/compile-page.ts';
import { pageCompileOptions, sitePaths } from '../site-model.ts';

export interface CompileTask {
  /** The site's folder (where site.config.ts is). */
  root: string;
  filePath: string;
  source: string;
  lang: string;
  highlight?: boolean;
}

export type CompileOutcome = { page: CompiledPage } | { problem: ContentProblem };

/** The options of the site this worker compiles for, loaded with its first page. */
let site: { root: string; optionsOf: Promise<(lang: string) => CompileOptions> } | undefined;

export default async function compileTask({ root, filePath, source, lang, highlight }: CompileTask): Promise<CompileOutcome> {
  if (site?.root !== root) site = { root, optionsOf: pageCompileOptions(sitePaths(root)) };
  const options = { ...(await site.optionsOf)(lang), ...(highlight === undefined ? {} : { highlight }) };
  try {
    return { page: await compilePage(filePath, source, options) };
  } catch (error) {
    if (error instanceof ContentError) return { problem: contentProblemOf(error) };
    throw error;
  }
}
