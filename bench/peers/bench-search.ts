/**
 * `npm run bench:search [-- --runs N] [-- --dist DIR] [-- --no-worker]`: our search beside
 * Pagefind's, as a reader meets them (../search-speed.ts), on a phone and a desktop profile, N
 * cold runs of each (default 5), taking turns. Ours runs on DIR (default dist/) served as the site
 * is; Pagefind on an indexed copy of it (pagefind-site.ts). `--no-worker` adds Pagefind with its
 * search on the main thread, which the phone's CPU slowdown reaches (see pagefind-search.ts).
 * Prints the size of each language's search data for both, a table per profile, the files fetched in the last
 * phone runs, and the load average before and after (the machine's other work shows in the figures).
 */
import { join } from 'node:path';
import { startSite } from '../../e2e/harness.ts';
import { searchDataGzipBytes, searchDataOf } from '../search-figures.ts';
import { formatTables, loadAverage, measureSearchSpeed, ourSearch, PHONE, resultKey } from '../search-speed.ts';
import { pagefindSearch } from './pagefind-search.ts';
import { preparePagefindSite } from './pagefind-site.ts';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const runs = Number(arg('--runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number');
const dist = arg('--dist') ?? join(import.meta.dirname, '../../dist');

console.log(`load average at start: ${loadAverage()}`);
const copy = await preparePagefindSite(dist);
console.log(`Pagefind indexed ${copy.pages} pages of a copy of ${dist}`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
for (const lang of ['en', 'zh'] as const) {
  const ours = searchDataOf(dist, lang);
  if (ours) console.log(`search data ${lang}, all files (gzip): ours ${kb(searchDataGzipBytes(ours))}, Pagefind ${kb(copy.dataBytes(lang))}`);
}
const ours = await startSite(dist);
const theirs = await startSite(copy.dir);
try {
  const subjects = [ourSearch(ours), pagefindSearch(theirs)];
  if (process.argv.includes('--no-worker')) subjects.push(pagefindSearch(theirs, { worker: false }));
  const results = await measureSearchSpeed(subjects, {
    runs,
    onStart: (browser) => process.stdout.write(`${browser}, runs `),
    onRun: () => process.stdout.write('.'),
  });
  console.log(
    `\n\n${formatTables(
      results,
      subjects.map((s) => s.name),
    )}`,
  );
  console.log('Fetched before the first result, last phone run:');
  for (const subject of subjects)
    for (const lang of ['en', 'zh'] as const) {
      const sample = results.get(resultKey(PHONE, subject.name, lang))!.at(-1)!;
      console.log(`  ${subject.name} ${lang}: ${sample.files.map((f) => `${f.path.replace(/\?.*/, '')} ${(f.bytes / 1024).toFixed(1)} KB`).join(', ')}`);
    }
  const errors = [...results].flatMap(([key, samples]) => samples.flatMap((s) => s.errors.map((e) => `  ${key}: ${e}`)));
  if (errors.length) console.log(`Page errors:\n${[...new Set(errors)].join('\n')}`);
  console.log(`load average at end: ${loadAverage()}`);
} finally {
  await ours.close();
  await theirs.close();
  copy.remove();
}
