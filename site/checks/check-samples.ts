/**
 * `npm run check:samples`: every TypeScript and JavaScript sample of the config and API pages, of
 * every documented version and language, compiles under `strict` against that version's Rsbuild
 * types (sample-program.ts). Lists every error at its place in the page, then fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { codeSamplesOf, optOutProblems, type SampleProblem } from './code-samples.ts';
import { checkSamples, staleUntypedModules } from './sample-program.ts';
import { DOC_VERSIONS, docVersionOfFile } from './doc-versions.ts';

const root = process.cwd();
const docsDir = join(root, 'docs');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const started = performance.now();

/** The config and API pages of every version and language (`en/config/…`, `1.x/zh/api/…`). */
const pages = (readdirSync(docsDir, { recursive: true }) as string[])
  .map((f) => f.replace(/\\/g, '/'))
  .filter((f) => /^(?:[^/]+\/)?(?:en|zh)\/(?:config|api)\/.+\.mdx?$/.test(f))
  .sort();
const samples = pages.flatMap((page) => codeSamplesOf(relative(root, join(docsDir, page)), readFileSync(join(docsDir, page), 'utf8')));
console.log(`${samples.length} TypeScript and JavaScript samples on ${pages.length} pages, read in ${seconds(started)}`);

const problems: SampleProblem[] = [...optOutProblems(samples)];
for (const version of DOC_VERSIONS) {
  const checking = performance.now();
  const own = samples.filter((s) => docVersionOfFile(s.file) === version);
  const checked = own.filter((s) => s.nocheck === undefined);
  problems.push(...checkSamples(checked, version.package, root, version.plugins));
  console.log(
    `${version.name}: ${checked.length} samples checked against ${version.package} in ${seconds(checking)}, ${own.length - checked.length} opted out`,
  );
}
for (const name of staleUntypedModules(root)) {
  problems.push({
    file: 'site/checks/untyped-modules.ts',
    line: 1,
    column: 1,
    message: `${name} resolves to type declarations now: take it off UNTYPED_MODULES`,
  });
}
for (const p of problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)) {
  console.error(`${p.file}:${p.line}:${p.column} ${p.message}`);
}
console.log(`${problems.length} problem(s), ${seconds(started)} in all`);
process.exit(problems.length ? 1 : 0);
