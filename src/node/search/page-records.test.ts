import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageSearchRecords } from './page-records.ts';
import { createLocalIndex, queryLocalIndex } from '../../shared/search/local-index.ts';

const docs = join(import.meta.dirname, '../../../docs');

describe('page search records', () => {
  it('indexes the commands of package-manager tabs as code of their section', () => {
    const source = '# Styling\n\nIntro.\n\n## Install\n\nAdd the packages:\n\n<PackageManagerTabs command="add -D left-pad-colours" />\n\n## Other\n\nText.\n';
    const records = pageSearchRecords({ file: 'guide/styling.mdx', source, routePath: '/guide/styling' });
    const install = records.find((r) => r.u.startsWith('/guide/styling#'))!;
    expect(install.h.at(-1)).toBe('Install');
    expect(install.k).toContain('left-pad-colours');
    expect(records.filter((r) => r !== install).every((r) => !r.k)).toBe(true);
    const other = pageSearchRecords({ file: 'guide/other.mdx', source: '# Other\n\nNothing to install.\n', routePath: '/guide/other' });
    const index = createLocalIndex([...records, ...other]);
    expect(queryLocalIndex(index, 'left-pad-colours')[0]?.url).toBe(install.u);
  });

  it('finds a page of the site by a package it installs only through package-manager tabs', () => {
    const source = readFileSync(join(docs, 'en/guide/styling/css-in-js.mdx'), 'utf8');
    // The package is named nowhere else on the page: only the tabs' command holds it.
    expect(source.replace(/<PackageManagerTabs[^>]*>/g, '')).not.toContain('@emotion/styled');
    // Among the other styling pages, which name CSS-in-JS libraries too; not the whole tree, to stay fast.
    const styling = readdirSync(join(docs, 'en/guide/styling')).map((name) => `guide/styling/${name}`);
    const records = styling.flatMap((file) =>
      pageSearchRecords({ file, source: readFileSync(join(docs, 'en', file), 'utf8'), routePath: `/${file.replace(/\.mdx?$/, '')}` }),
    );
    const index = createLocalIndex(records);
    const hits = queryLocalIndex(index, '@emotion/styled').slice(0, 5);
    expect(hits.map((h) => h.url.split('#')[0])).toContain('/guide/styling/css-in-js');
  });

  it('leaves lists of nothing but links (navigation) out of the text', () => {
    const source =
      '# Page\n\n## Notes\n\n- Keep [this](/a) item: it says something.\n\n## Related\n\n- [html.favicon](/config/html/favicon)\n- [HTML template](/guide/html)\n';
    const [, notes, related] = pageSearchRecords({ file: 'page.mdx', source, routePath: '/page' });
    expect(notes.c).toBe('Keep this item: it says something.');
    expect(related.h.at(-1)).toBe('Related');
    expect(related.c).toBe('');
  });

  it('keeps at most ten code words per section, without the boilerplate every example has', () => {
    const code = Array.from({ length: 30 }, (_, i) => `optionNumber${String.fromCharCode(97 + (i % 26))}${i}`).join(' ');
    const source = `# Page\n\n## Example\n\n\`\`\`ts\nimport { defineConfig } from '@rsbuild/core';\n${code}\n\`\`\`\n`;
    const [, example] = pageSearchRecords({ file: 'page.mdx', source, routePath: '/page' });
    const words = example.k!.split(' ');
    expect(words).toHaveLength(10);
    expect(words[0]).toBe('rsbuild');
    expect(words).not.toContain('defineConfig');
    expect(words).not.toContain('core');
  });
});
