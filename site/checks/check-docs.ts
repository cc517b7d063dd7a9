/**
 * `npm run check:docs`: the config reference against Rsbuild's types (see config-docs.ts) and
 * what config-reference.json needs of it (see config-reference.ts), the Version items
 * against the release each option appeared in (option-versions.ts, from the data file
 * `npm run versions:scan` writes), then the content lint of every page (content-lint.ts), which
 * the page compile reports (site-model.ts loadPageData). Lists every problem, then fails.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { listConfigOptions } from './config-options.ts';
import { compareConfigDocs, type ConfigPage } from './config-docs.ts';
import { configPageOf } from './config-page-data.ts';
import { loadPageData, sitePaths } from '../../src/node/site-model.ts';
import { referenceProblems } from './config-reference.ts';
import { compareVersionLines, type OptionVersions } from './option-versions.ts';

const root = process.cwd();
const paths = sitePaths(root);
const shown = (file: string) => relative(root, join(paths.docsDir, file));
// Every page compiled once: the config pages' options and the lint findings come from the same compile.
const pages = (await loadPageData(paths)).sort((a, b) => a.relativePath.localeCompare(b.relativePath));

const options = listConfigOptions();
// Both languages: a translated Default can drift from the types as easily as the English one.
const configPagesOf = (lang: string) =>
  pages.filter((p) => p.lang === lang && !p.version).flatMap((p) => configPageOf(shown(p.relativePath), p.compiled) ?? ([] as ConfigPage[]));
const configPages = configPagesOf('en');
const zhConfigPages = configPagesOf('zh');
// config-reference.json is built from the same parsed pages; it also needs a summary and a readable Version.
const configProblems = [
  ...compareConfigDocs(options, configPages),
  ...compareConfigDocs(options, zhConfigPages),
  ...[...configPages, ...zhConfigPages].flatMap(referenceProblems),
];

const versions = JSON.parse(readFileSync(join(import.meta.dirname, 'option-versions.json'), 'utf8')) as OptionVersions;
const ownPaths = new Set(options.filter((o) => o.ownType).map((o) => o.path));
const versionProblems = compareVersionLines(versions, ownPaths, [...configPages, ...zhConfigPages]);

const lintProblems = pages.flatMap((page) => page.compiled.lint.map(({ line, column, reason }) => `${shown(page.relativePath)}:${line}:${column} ${reason}`));

const counted = options.filter((o) => o.ownType && !o.deprecated && !o.webpackOnly);
console.log(`config reference: ${counted.length} Rsbuild options in the types, ${configPages.length} pages per language, ${configProblems.length} problem(s)`);
for (const problem of configProblems) console.error(`  ${problem}`);
console.log(`Version items: first releases of ${versions.package} ${versions.scanned.join('..')}, ${versionProblems.length} problem(s)`);
for (const problem of versionProblems) console.error(`  ${problem}`);
console.log(`content lint: ${pages.length} pages, ${lintProblems.length} problem(s)`);
for (const problem of lintProblems) console.error(`  ${problem}`);
process.exit(configProblems.length + versionProblems.length + lintProblems.length ? 1 : 0);
