import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage, MIN_PROSE_WORDS, pageCompileOptions, sitePaths } from '../../src/index.ts';
import { isConfigOptionPage } from './config-page-lint.ts';

const optionsOf = await pageCompileOptions(sitePaths(join(import.meta.dirname, '../..')));
const long = `# Title\n\n${Array.from({ length: MIN_PROSE_WORDS }, () => 'word').join(' ')}\n`;
/** The lint findings of a page compiled with the site's rules, as check:docs compiles it. */
const lintPage = async (file: string, source: string) =>
  (await compilePage(file, source, { ...optionsOf(file.includes('/zh/') ? 'zh' : 'en'), highlight: false })).lint.map(
    (f) => `${f.line}:${f.column} ${f.reason}`,
  );

describe('the config page rule', () => {
  it('knows config option pages by their path', () => {
    expect(isConfigOptionPage('en/config/output/target.mdx')).toBe(true);
    expect(isConfigOptionPage('/site/docs/zh/config/output/target.mdx')).toBe(true);
    expect(isConfigOptionPage('en/config/index.mdx')).toBe(false);
  });
  it('requires Type and Default on config option pages, in the page language', async () => {
    expect(await lintPage('en/config/mode.mdx', `${long}\n- **Type:** \`string\`\n`)).toEqual(['1:1 config page without a "- **Default:**" item']);
    expect(await lintPage('zh/config/mode.mdx', `${long}\n- **类型：** \`string\`\n- **默认值：** \`'a'\`\n`)).toEqual([]);
    expect(await lintPage('zh/config/mode.mdx', `${long}\n- **Type:** \`string\`\n- **Default:** \`'a'\`\n`)).toHaveLength(2);
    expect(await lintPage('en/guide/mode.mdx', long)).toEqual([]);
  });
});
