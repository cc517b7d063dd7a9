/**
 * `npm run check:i18n`: fails when a page lacks its translation (or its source), when a
 * translation is outdated (its source page changed since `npm run i18n:sync`), when a
 * translation has a different number of H2 sections than its source, or when the prose of a
 * page uses a variant its language's glossary (`docs/glossary.<lang>.json`, where there is one)
 * rules out. Lists them all.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkGlossary, type Glossary, glossaryConflicts } from './glossary.ts';
import { translationReport } from './translation-status.ts';
import { loadContentTree, loadPageRecords, sitePaths } from '../site-model.ts';
import { envSwitches } from '../env-switches.ts';

const root = process.cwd();
const tree = await loadContentTree(root);
// Compiled as the build compiles them: the H2 sections, the frontmatter and the prose come from the compile.
const pages = await loadPageRecords(sitePaths(root), envSwitches());
const report = translationReport(pages, tree.layout);
const terminology = tree.layout.langs.flatMap((lang) => {
  const file = join(tree.docsDir, `glossary.${lang}.json`);
  if (!existsSync(file)) return [];
  const glossary = JSON.parse(readFileSync(file, 'utf8')) as Glossary;
  return [
    ...glossaryConflicts(glossary).map((c) => `docs/glossary.${lang}.json: ${c}`),
    ...pages
      .filter((page) => page.lang === lang)
      .sort((a, b) => a.pagePath.localeCompare(b.pagePath))
      .flatMap((page) => checkGlossary(glossary, page.compiled).map((p) => `docs/${page.pagePath}:${p.line}:${p.col} "${p.found}": ${p.message}`)),
  ];
});
const sections: [string, string[]][] = [
  ['missing pages', report.missing],
  ['outdated translations (review, then npm run i18n:sync)', report.outdated],
  ['different H2 structure', report.structure],
  ['terminology (docs/glossary.<lang>.json) and MDN links', terminology],
];
for (const [title, list] of sections) {
  console.log(`${title}: ${list.length}`);
  for (const item of list) console.error(`  ${item}`);
}
process.exit(sections.some(([, list]) => list.length) ? 1 : 0);
