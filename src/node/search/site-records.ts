/**
 * The search records of a whole content tree without a build: for the relevance test (which runs
 * before the build). The records come out of the page compile, as in the build (only the code
 * highlighting, which the records do not read, is left out), fitted to the budget as the build
 * ships them. One version's records (the default one unless named), as each version has its own index.
 */
import { join } from 'node:path';
import { type ContentTree, listContentFiles } from '../content/scan.ts';
import { readContentFile } from '../content/read-source.ts';
import { compilePage, type CompileOptions } from '../markdown/compile-page.ts';
import { placeOfFile } from '../../shared/site-layout.ts';
import type { Lang } from '../../shared/types.ts';
import type { SearchRecord } from '../../shared/search/records.ts';
import { pageRecords } from './page-records.ts';
import { fitToBudget } from './fit-budget.ts';

export async function recordsFromSources(tree: ContentTree, optionsOf: (lang: Lang) => CompileOptions, version = ''): Promise<Map<Lang, SearchRecord[]>> {
  const byLang = new Map<Lang, SearchRecord[]>();
  const files = listContentFiles(tree).filter((relativePath) => placeOfFile(relativePath, tree.layout)!.version === version);
  const compiled = await Promise.all(
    files.map((relativePath) => {
      const file = join(tree.docsDir, relativePath);
      return compilePage(file, readContentFile(file), optionsOf(placeOfFile(relativePath, tree.layout)!.lang));
    }),
  );
  files.forEach((relativePath, i) => {
    const { route, lang } = placeOfFile(relativePath, tree.layout)!;
    const list = byLang.get(lang) ?? [];
    list.push(...pageRecords(compiled[i].sections, route));
    byLang.set(lang, list);
  });
  for (const [lang, list] of byLang) byLang.set(lang, fitToBudget(list).records);
  return byLang;
}
