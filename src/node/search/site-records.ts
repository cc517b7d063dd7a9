/**
 * The search records of a whole content tree straight from the sources, without a build: for
 * the relevance test (which runs before the build) and the benchmark.
 */
import { join } from 'node:path';
import { listContentFiles } from '../content/scan.ts';
import { readContentFile } from '../content/read-source.ts';
import { langFromPath, routePathFromFile } from '../../shared/routes.ts';
import type { Lang } from '../../shared/types.ts';
import type { SearchRecord } from '../../shared/search/records.ts';
import { pageSearchRecords } from './page-records.ts';
import { fitToBudget } from './fit-budget.ts';

export function recordsFromSources(docsDir: string): Map<Lang, SearchRecord[]> {
  const byLang = new Map<Lang, SearchRecord[]>();
  for (const relativePath of listContentFiles(docsDir)) {
    const routePath = routePathFromFile(relativePath);
    const source = readContentFile(join(docsDir, relativePath));
    const list = byLang.get(langFromPath(routePath)) ?? [];
    list.push(...pageSearchRecords({ file: relativePath, source, routePath }));
    byLang.set(langFromPath(routePath), list);
  }
  // Within the budget, as the build ships it.
  for (const [lang, list] of byLang) byLang.set(lang, fitToBudget(lang, list).records);
  return byLang;
}
