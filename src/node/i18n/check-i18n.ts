/**
 * `npm run check:i18n`: fails when a page lacks its translation (or its source), when a
 * translation is outdated (its English page changed since `npm run i18n:sync`), or when a
 * translation has a different number of H2 sections than its source. Lists them all.
 */
import { join } from 'node:path';
import { readPageFiles } from './read-trees.ts';
import { translationReport } from './translation-status.ts';
import type { Lang } from '../../shared/types.ts';

const files = readPageFiles(join(process.cwd(), 'docs'));
const langs = [...new Set(files.map((f) => f.lang))] as Lang[];
const report = translationReport(files, langs);
const sections: [string, string[]][] = [
  ['missing pages', report.missing],
  ['outdated translations (review, then npm run i18n:sync)', report.outdated],
  ['different H2 structure', report.structure],
];
for (const [title, list] of sections) {
  console.log(`${title}: ${list.length}`);
  for (const item of list) console.error(`  ${item}`);
}
process.exit(sections.some(([, list]) => list.length) ? 1 : 0);
