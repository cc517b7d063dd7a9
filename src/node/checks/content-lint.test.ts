import { describe, expect, it } from 'vitest';
import { compilePage } from '../markdown/compile-page.ts';
import { countWords, MIN_PROSE_WORDS, type PageLintRule } from './content-lint.ts';

const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');

/** The lint findings of a page, as `line:column reason`, from its compile (for its data: as check:docs compiles). */
async function lintPage(file: string, source: string): Promise<string[]> {
  return (await compilePage(file, source, { highlight: false })).lint.map((f) => `${f.line}:${f.column} ${f.reason}`);
}

describe('countWords', () => {
  it('counts Latin words and CJK characters two to a word', () => {
    expect(countWords('Set it to node.')).toBe(4);
    expect(countWords('构建工具')).toBe(2);
    expect(countWords('使用 Rsbuild 构建')).toBe(3);
  });
  it('counts prose only: an inline code span is one word; code blocks, link targets, tags and frontmatter are left out', async () => {
    const page = await compilePage(
      'docs/en/a.mdx',
      '---\ntitle: a b c\n---\n\n# Set `output.target`\n\nRead [the guide](/guide/start/) and <Tabs groupId="x"><Tab label="y">tab text</Tab></Tabs>\n\n```ts\nconst a = 1;\n```\n',
    );
    expect(page.proseWords).toBe(8);
  });
});

describe('content lint', () => {
  const long = `# Title\n\n${words(MIN_PROSE_WORDS)}\n`;
  it('accepts a page with enough prose', async () => {
    expect(await lintPage('en/guide/a.mdx', long)).toEqual([]);
  });
  it('reports short pages unless they are home pages', async () => {
    expect(await lintPage('en/guide/a.mdx', '# T\n\nshort text\n')).toEqual([`1:1 only 3 words of prose (at least ${MIN_PROSE_WORDS})`]);
    expect(await lintPage('en/index.mdx', '---\npageType: home\ntitle: Home\n---\n')).toEqual([]);
    expect(await lintPage('zh/guide/a.mdx', `# 标题\n\n${'构建'.repeat(MIN_PROSE_WORDS)}\n`)).toEqual([]);
  });
  it('reports placeholders in prose at their line and column, but not inside code', async () => {
    expect(await lintPage('en/a.mdx', `${long}\nIt is TBD later\n\nuse \`todo\` here\n\n\`\`\`js\n// TODO\n\`\`\`\n`)).toEqual(['5:7 placeholder "TBD"']);
    expect(await lintPage('en/a.mdx', `${long}\n- **Lorem** ipsum.\n`)).toEqual(['5:5 placeholder "Lorem"']);
  });
  it('reports fences without a language', async () => {
    expect(await lintPage('en/a.mdx', `${long}\n\`\`\`\nplain\n\`\`\`\n\n\`\`\`ts title="a.ts"\nx\n\`\`\`\n\n- item\n\n  ~~~\n  nested\n  ~~~\n`)).toEqual([
      '5:1 code fence without a language',
      '15:3 code fence without a language',
    ]);
  });
  it("adds the site's rules to its own", async () => {
    const noWidgets: PageLintRule = (file, tree) =>
      tree.children.some((n) => n.type === 'heading' && n.depth === 2) ? [{ line: 1, column: 1, reason: `${file.split('/').pop()}: no H2 allowed` }] : [];
    const findings = (await compilePage('en/a.mdx', `${long}\n## Two\n`, { highlight: false, lintRules: [noWidgets] })).lint;
    expect(findings.map((f) => f.reason)).toEqual(['a.mdx: no H2 allowed']);
  });
});
