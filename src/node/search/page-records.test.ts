import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../markdown/compile-page.ts';
import { pageRecords } from './page-records.ts';
import { createLocalIndex, queryLocalIndex } from '../../shared/search/local-index.ts';

const docs = join(import.meta.dirname, '../../../docs');

/** The records of a page as the build indexes them: from its compile. */
async function pageSearchRecords(file: string, source: string, routePath: string) {
  return pageRecords((await compilePage(file, source, { highlight: false })).sections, routePath);
}

describe('page search records', () => {
  it('indexes the commands of package-manager tabs as code of their section', async () => {
    const source =
      '# Styling\n\nIntro text for the page.\n\n## Install\n\nAdd the packages:\n\n<PackageManagerTabs command="add -D left-pad-colours" />\n\n## Other\n\nText.\n';
    const records = await pageSearchRecords('guide/styling.mdx', source, '/guide/styling');
    const install = records.find((r) => r.u.startsWith('/guide/styling#'))!;
    expect(install.u).toBe('/guide/styling#install');
    expect(install.h).toEqual(['', 'Styling', 'Install']);
    expect(install.k).toContain('left-pad-colours');
    expect(records.filter((r) => r !== install).every((r) => !r.k)).toBe(true);
    const other = await pageSearchRecords('guide/other.mdx', '# Other\n\nNothing to install.\n', '/guide/other');
    const index = createLocalIndex([...records, ...other]);
    expect(queryLocalIndex(index, 'left-pad-colours')[0]?.url).toBe(install.u);
  });

  it('finds a page of the site by a package it installs only through package-manager tabs', async () => {
    const source = readFileSync(join(docs, 'en/guide/styling/css-in-js.mdx'), 'utf8');
    // The package is named nowhere else on the page: only the tabs' command holds it.
    expect(source.replace(/<PackageManagerTabs[^>]*>/g, '')).not.toContain('@emotion/styled');
    // Among the other styling pages, which name CSS-in-JS libraries too; not the whole tree, to stay fast.
    const styling = readdirSync(join(docs, 'en/guide/styling')).map((name) => `guide/styling/${name}`);
    const records = (
      await Promise.all(
        styling.map((file) => pageSearchRecords(join(docs, 'en', file), readFileSync(join(docs, 'en', file), 'utf8'), `/${file.replace(/\.mdx?$/, '')}`)),
      )
    ).flat();
    const index = createLocalIndex(records);
    const hits = queryLocalIndex(index, '@emotion/styled').slice(0, 5);
    expect(hits.map((h) => h.url.split('#')[0])).toContain('/guide/styling/css-in-js');
  });

  it('leaves lists of nothing but links (navigation) out of the text', async () => {
    const source =
      '# Page\n\n## Notes\n\n- Keep [this](/a) item: it says something.\n\n## Related\n\n- [html.favicon](/config/html/favicon)\n- [HTML template](/guide/html)\n';
    const [, notes, related] = await pageSearchRecords('page.mdx', source, '/page');
    expect(notes.c).toBe('Keep this item: it says something.');
    expect(related.h.at(-1)).toBe('Related');
    expect(related.c).toBe('');
  });

  it('lists the inline code of each section’s text, once each', async () => {
    const source =
      "# Page\n\nSet `output.minify` or `output.minify.css`.\n\n## Errors\n\nThe build stops with `Expected '>', got 'class'`, then `output.minify` again.\n";
    const [page, errors] = await pageSearchRecords('page.mdx', source, '/page');
    expect(page.n).toEqual(['output.minify', 'output.minify.css']);
    expect(errors.n).toEqual(["Expected '>', got 'class'", 'output.minify']);
  });

  it('indexes a callout by its written title, not by its type label', async () => {
    const source = '# Page\n\n## Notes\n\n:::tip Cache busting\nHashed names change.\n:::\n\n:::warning\nMind the gap.\n:::\n';
    const [, notes] = await pageSearchRecords('page.mdx', source, '/page');
    expect(notes.c).toBe('Cache busting Hashed names change. Mind the gap.');
  });

  it('gives sections the ids of the page headings and joins hard-wrapped Chinese lines', async () => {
    const source = '# 页面\n\n## 缓存 {#cache}\n\n构建产物的\n文件名带有内容哈希。\n';
    const [page, cache] = await pageSearchRecords('docs/zh/page.mdx', source, '/zh/page');
    expect(page).toMatchObject({ u: '/zh/page', t: 1, h: ['', '页面'] });
    expect(cache).toMatchObject({ u: '/zh/page#cache', t: 2, h: ['', '页面', '缓存'], c: '构建产物的文件名带有内容哈希。' });
  });

  it('keeps at most ten code words per section, without the boilerplate every example has', async () => {
    const code = Array.from({ length: 30 }, (_, i) => `optionNumber${String.fromCharCode(97 + (i % 26))}${i}`).join(' ');
    const source = `# Page\n\n## Example\n\n\`\`\`ts\nimport { defineConfig } from '@rsbuild/core';\n${code}\n\`\`\`\n`;
    const [, example] = await pageSearchRecords('page.mdx', source, '/page');
    const words = example.k!.split(' ');
    expect(words).toHaveLength(10);
    expect(words[0]).toBe('rsbuild');
    expect(words).not.toContain('defineConfig');
    expect(words).not.toContain('core');
  });
});
