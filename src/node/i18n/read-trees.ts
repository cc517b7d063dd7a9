/** Reads the page files of every language folder (of every version) for `npm run i18n:sync`, which edits them as text. */
import { join } from 'node:path';
import { readContentFile } from '../content/read-source.ts';
import { listContentFiles, type ContentTree, type PageRecord } from '../content/scan.ts';
import { placeOfFile } from '../../shared/site-layout.ts';

export type PageText = Pick<PageRecord, 'pagePath' | 'treePath' | 'lang' | 'version' | 'source'>;

export function readPageTexts(tree: ContentTree): PageText[] {
  return listContentFiles(tree).map((relativePath) => {
    const { lang, version, treePath } = placeOfFile(relativePath, tree.layout)!;
    // Read as the scan reads them: the hash recorded here is the one the build compares (page-translations.ts).
    return { pagePath: relativePath, treePath, lang, version, source: readContentFile(join(tree.docsDir, relativePath)) };
  });
}
