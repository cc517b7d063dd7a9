/** Reads the page files of every language folder (of every version) for the translation scripts. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listContentFiles, type ContentTree } from '../content/scan.ts';
import { placeOfFile } from '../../shared/site-layout.ts';
import type { PageFile } from './translation-status.ts';

export function readPageFiles(tree: ContentTree): PageFile[] {
  return listContentFiles(tree).map((file) => {
    const { lang, version, treePath } = placeOfFile(file, tree.layout)!;
    return { path: treePath, file, lang, version, source: readFileSync(join(tree.docsDir, file), 'utf8') };
  });
}
