/**
 * `npm run stats:content`: pages per language and the median prose words of English pages
 * per section, counted with the content lint's rules (content-lint.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listContentFiles } from '../content/scan.ts';
import { countWords, splitPage } from './content-lint.ts';

const docsDir = join(process.cwd(), 'docs');
const files = listContentFiles(docsDir);
const wordsOf = (file: string) =>
  countWords(
    splitPage(readFileSync(join(docsDir, file), 'utf8'))
      .prose.map((p) => p.text)
      .join('\n'),
  );

for (const lang of ['en', 'zh']) console.log(`${lang}: ${files.filter((f) => f.startsWith(`${lang}/`)).length} pages`);
const sections = new Map<string, number[]>();
for (const file of files.filter((f) => f.startsWith('en/'))) {
  const section = file.split('/').length > 2 ? file.split('/')[1] : '(root)';
  sections.set(section, [...(sections.get(section) ?? []), wordsOf(file)]);
}
for (const [section, words] of [...sections].sort()) {
  const sorted = words.sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
  console.log(`en/${section}: ${sorted.length} pages, median ${median} words, min ${sorted[0]}`);
}
