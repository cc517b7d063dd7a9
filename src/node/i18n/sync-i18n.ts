/**
 * `npm run i18n:sync`: records in every translation the hash of its current source (the page in
 * the default language, same version), marking it up to date. Run it after reviewing a translation against the English page.
 * `npm run i18n:sync -- docs/zh/guide/x.mdx ...` limits it to the given files.
 */
import { writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { readPageTexts } from './read-trees.ts';
import { sourceHashOf, withSourceHash } from './translation-status.ts';
import { loadContentTree } from '../site-model.ts';

const tree = await loadContentTree(process.cwd());
const only = new Set(process.argv.slice(2).map((f) => relative(tree.docsDir, resolve(f)).replace(/\\/g, '/')));
const files = readPageTexts(tree);
const sourceLang = tree.layout.defaultLang;
const sources = new Map(files.filter((f) => f.lang === sourceLang).map((f) => [`${f.version}/${f.treePath}`, f]));
let changed = 0;
for (const file of files) {
  const source = sources.get(`${file.version}/${file.treePath}`);
  if (file.lang === sourceLang || !source || (only.size && !only.has(file.pagePath))) continue;
  const next = withSourceHash(file.source, sourceHashOf(source.source));
  if (next === file.source) continue;
  writeFileSync(join(tree.docsDir, file.pagePath), next);
  changed++;
}
console.log(`i18n:sync: ${changed} translation(s) updated`);
