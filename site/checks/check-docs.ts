/**
 * `npm run check:docs`: for each documented version (doc-versions.ts), its config reference against
 * the types of its release line (see config-docs.ts) and what config-reference.json needs of it
 * (see config-reference.ts), and whether the release data the version marks come from
 * (option-versions.ts, the files `npm run versions:scan` writes) covers the installed types; then the content lint
 * of every page (content-lint.ts), which the page compile reports (site-model.ts loadPageRecords).
 * Lists every problem, then fails.
 */
import { join, relative } from 'node:path';
import { listConfigOptions } from './config-options.ts';
import { compareConfigDocs, type ConfigPage } from './config-docs.ts';
import { configPageOf } from './config-page-extract.ts';
import { envSwitches, loadPageRecords, sitePaths } from '../../src/index.ts';
import { referenceProblems } from './config-reference.ts';
import { staleDataProblems } from './option-versions.ts';
import { configTypesOf, DOC_VERSIONS, removedOptions } from './doc-versions.ts';

const root = process.cwd();
const paths = sitePaths(root);
const shown = (file: string) => relative(root, join(paths.docsDir, file));
// Every page compiled once: the config pages' options and the lint findings come from the same compile.
const pages = (await loadPageRecords(paths, envSwitches())).sort((a, b) => a.pagePath.localeCompare(b.pagePath));

let failed = 0;
const report = (title: string, problems: string[]) => {
  console.log(`${title}, ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
  failed += problems.length;
};

for (const line of DOC_VERSIONS) {
  // One program per line: the reference check's list is the nested one without the fields of sub-options
  // (`nested` only adds depth 4, and the sort keeps the others' order).
  const nestedOptions = listConfigOptions(configTypesOf(line), { nested: true });
  const options = nestedOptions.filter((o) => o.depth < 4);
  const removed = removedOptions(line);
  // Both languages: a translated Default can drift from the types as easily as the English one.
  const configPagesOf = (lang: string) =>
    pages.filter((p) => p.lang === lang && p.version === line.pageVersion).flatMap((p) => configPageOf(shown(p.pagePath), p.compiled) ?? ([] as ConfigPage[]));
  const configPages = configPagesOf('en');
  const zhConfigPages = configPagesOf('zh');
  const current = [...configPages, ...zhConfigPages].filter((p) => !(p.option && removed.has(p.option.path)));
  // config-reference.json is built from the same parsed pages; it also needs a summary.
  const counted = options.filter((o) => o.ownType && !o.deprecated && !o.webpackOnly);
  report(
    `${line.name} config reference: ${counted.length} Rsbuild options in the types, ${configPages.length} pages per language (${removed.size ? `${[...removed].filter((r) => configPages.some((p) => p.option?.path === r)).length} of them for removed options` : 'none for removed options'})`,
    [...compareConfigDocs(options, configPages, removed), ...compareConfigDocs(options, zhConfigPages, removed), ...current.flatMap(referenceProblems)],
  );
  const { data } = line;
  report(
    `${line.name} release data for the version marks: ${data.package} ${data.scanned.join('..')}`,
    staleDataProblems(data, nestedOptions, relative(root, line.dataFile)),
  );
}

const lintProblems = pages.flatMap((page) => page.compiled.lint.map(({ line, column, reason }) => `${shown(page.pagePath)}:${line}:${column} ${reason}`));
report(`content lint: ${pages.length} pages`, lintProblems);
process.exit(failed ? 1 : 0);
