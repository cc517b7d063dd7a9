import { describe, expect, it } from 'vitest';
import { countWords, isConfigOptionPage, lintPage, MIN_PROSE_WORDS, splitPage } from './content-lint.ts';

const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

describe('countWords', () => {
  it('counts Latin words, one per code span, and CJK characters two to a word', () => {
    expect(countWords('Set `output.target` to node.')).toBe(4);
    expect(countWords('构建工具')).toBe(2);
    expect(countWords('使用 Rsbuild 构建')).toBe(3);
    expect(countWords('[the guide](/guide/start/) and <Tabs groupId="x">')).toBe(3);
  });
  it('leaves code fences and frontmatter out of the prose', () => {
    const { prose, frontmatter } = splitPage('---\ntitle: a b c\n---\n\ntext here\n\n```ts\nconst a = 1;\n```\n');
    expect(frontmatter).toBe('title: a b c');
    expect(countWords(prose.map((p) => p.text).join('\n'))).toBe(2);
  });
});

describe('lintPage', () => {
  const long = `# Title\n\n${words(MIN_PROSE_WORDS)}\n`;
  it('accepts a page with enough prose', () => {
    expect(lintPage('en/guide/a.mdx', long)).toEqual([]);
  });
  it('reports short pages unless they are home pages', () => {
    expect(lintPage('en/guide/a.mdx', '# T\n\nshort text\n')).toEqual([`en/guide/a.mdx:1 only 3 words of prose (at least ${MIN_PROSE_WORDS})`]);
    expect(lintPage('en/index.mdx', '---\npageType: home\n---\n')).toEqual([]);
    expect(lintPage('zh/guide/a.mdx', `# 标题\n\n${'构建'.repeat(MIN_PROSE_WORDS)}\n`)).toEqual([]);
  });
  it('reports placeholders in prose but not inside code', () => {
    expect(lintPage('en/a.mdx', `${long}\nTBD later\n\nuse \`todo\` here\n\n\`\`\`js\n// TODO\n\`\`\`\n`)).toEqual(['en/a.mdx:5 placeholder "TBD"']);
    expect(lintPage('en/a.mdx', `${long}\nLorem ipsum.\n`)).toEqual(['en/a.mdx:5 placeholder "Lorem"']);
  });
  it('reports fences without a language', () => {
    expect(lintPage('en/a.mdx', `${long}\n\`\`\`\nplain\n\`\`\`\n\n\`\`\`ts title="a.ts"\nx\n\`\`\`\n`)).toEqual(['en/a.mdx:5 code fence without a language']);
  });
  it('requires Type and Default on config option pages, in the page language', () => {
    expect(isConfigOptionPage('en/config/output/target.mdx')).toBe(true);
    expect(isConfigOptionPage('en/config/index.mdx')).toBe(false);
    expect(lintPage('en/config/mode.mdx', `${long}\n- **Type:** \`string\`\n`)).toEqual(['en/config/mode.mdx:1 config page without a "- **Default:**" item']);
    expect(lintPage('zh/config/mode.mdx', `${long}\n- **类型：** \`string\`\n- **默认值：** \`'a'\`\n`)).toEqual([]);
    expect(lintPage('zh/config/mode.mdx', `${long}\n- **Type:** \`string\`\n- **Default:** \`'a'\`\n`)).toHaveLength(2);
  });
});
