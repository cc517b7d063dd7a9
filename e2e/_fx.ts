import { build } from '../src/node/build/build.ts';
import { readFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
for (let i = 0; i < 6; i++) {
  const out = join(mkdtempSync(join(tmpdir(), 'fx-')), 'dist');
  await build(join(import.meta.dirname, 'fixtures/blocks'), { outDir: out });
  const html = readFileSync(out + '/guide/code.html', 'utf8');
  const js = readFileSync(out + '/guide/code.html', 'utf8');
  console.log('RESULT', html.match(/<span class="line[^"]*"/g)!.slice(0, 5).join(' | '));
}
