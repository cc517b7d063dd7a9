/**
 * `npm run check:i18n`: fails when a page lacks its translation (or its source), when a
 * translation is outdated (its English page changed since `npm run i18n:sync`), when a
 * translation has a different number of H2 sections than its source, or when the prose of a
 * Chinese page uses a variant the glossary (docs/glossary.zh.json) rules out. Lists them all.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkGlossary, type Glossary, glossaryConflicts } from './glossary.ts';
import { readPageFiles } from './read-trees.ts';
import { translationReport } from './translation-status.ts';
import type { Lang } from '../../shared/types.ts';

const docsDir = join(process.cwd(), 'docs');
const files = readPageFiles(docsDir);
const langs = [...new Set(files.map((f) => f.lang))] as Lang[];
const report = translationReport(files, langs);
const glossary = JSON.parse(readFileSync(join(docsDir, 'glossary.zh.json'), 'utf8')) as Glossary;
const terminology = [
  ...glossaryConflicts(glossary).map((c) => `docs/glossary.zh.json: ${c}`),
  ...files
    .filter((f) => f.lang === 'zh')
    .flatMap((f) => checkGlossary(glossary, f.source).map((p) => `docs/zh/${f.path}:${p.line}:${p.col} "${p.found}": ${p.message}`)),
];
const sections: [string, string[]][] = [
  ['missing pages', report.missing],
  ['outdated translations (review, then npm run i18n:sync)', report.outdated],
  ['different H2 structure', report.structure],
  ['terminology (docs/glossary.zh.json) and MDN links', terminology],
];
for (const [title, list] of sections) {
  console.log(`${title}: ${list.length}`);
  for (const item of list) console.error(`  ${item}`);
}
process.exit(sections.some(([, list]) => list.length) ? 1 : 0);
