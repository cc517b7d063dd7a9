/**
 * Compiles the given MDX files with the site's Markdown pipeline and reports every
 * problem as file:line:column reason. Usage: npm run check:mdx -- docs/en/guide/**\/*.mdx
 */
import { compilePage } from './markdown/compile-page.ts';
import { readContentFile } from './content/read-source.ts';

const files = process.argv.slice(2);
let failed = 0;
for (const file of files) {
  try {
    await compilePage(file, readContentFile(file), { publicDir: 'docs/public' });
  } catch (error) {
    failed++;
    console.error(error instanceof Error ? error.message : String(error));
  }
}
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
