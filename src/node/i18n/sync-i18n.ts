/**
 * `npm run i18n:sync`: records in every translation the hash of its current English source,
 * marking it up to date. Run it after reviewing a translation against the English page.
 * `npm run i18n:sync -- docs/zh/guide/x.mdx ...` limits it to the given files.
 */
import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { readPageFiles } from './read-trees.ts';
import { SOURCE_LANG, sourceHashOf, withSourceHash } from './translation-status.ts';

const docsDir = join(process.cwd(), 'docs');
const only = new Set(process.argv.slice(2).map((f) => relative(docsDir, resolve(f)).replace(/\\/g, '/')));
const files = readPageFiles(docsDir);
const sources = new Map(files.filter((f) => f.lang === SOURCE_LANG).map((f) => [f.path, f]));
let changed = 0;
for (const file of files) {
  const source = sources.get(file.path);
  const name = `${file.lang}/${file.path}`;
  if (file.lang === SOURCE_LANG || !source || (only.size && !only.has(name))) continue;
  const next = withSourceHash(file.source, sourceHashOf(source.source));
  if (next === file.source) continue;
  writeFileSync(join(docsDir, name), next);
  changed++;
}
console.log(`i18n:sync: ${changed} translation(s) updated`);
