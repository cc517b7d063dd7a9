/** Reads the page files of every language tree for the translation scripts. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listContentFiles } from '../content/scan.ts';
import type { Lang } from '../../shared/types.ts';
import type { PageFile } from './translation-status.ts';

export function readPageFiles(docsDir: string): PageFile[] {
  return listContentFiles(docsDir).map((file) => {
    const lang = file.slice(0, file.indexOf('/')) as Lang;
    return { path: file.slice(lang.length + 1), lang, source: readFileSync(join(docsDir, file), 'utf8') };
  });
}
