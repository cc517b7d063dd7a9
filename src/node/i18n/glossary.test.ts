import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../markdown/compile-page.ts';
import { checkGlossary, type Glossary, glossaryConflicts } from './glossary.ts';

const glossary: Glossary = {
  mdnLocale: 'zh-CN',
  terms: [
    { source: 'HMR', term: '模块热更新', wrong: ['模块热替换', '热替换'] },
    { source: 'hash', term: '哈希', wrong: ['hash'] },
    { source: 'option', term: '选项', wrong: ['配置项'] },
  ],
  calques: [{ wrong: '几乎从来不是', instead: '通常会出错' }],
};

const problemsOf = async (source: string) => checkGlossary(glossary, await compilePage('page.mdx', source, { highlight: false }));
const found = async (source: string) => (await problemsOf(source)).map((p) => `${p.line}:${p.col} ${p.found}`);

describe('checkGlossary', () => {
  it('reports a wrong variant in prose with its line and column', async () => {
    expect(await found('# 标题\n\n开启模块热替换后，页面不会刷新。')).toEqual(['3:3 模块热替换']);
  });

  it('reports the longest variant once where variants overlap', async () => {
    const problems = await problemsOf('# 标题\n\n模块热替换和热替换');
    expect(problems.map((p) => [p.col, p.found])).toEqual([
      [1, '模块热替换'],
      [7, '热替换'],
    ]);
    expect(problems[0].message).toContain('模块热更新');
  });

  it('matches a Latin variant as a whole word in any case, and not inside identifiers', async () => {
    expect(await found('# 标题\n\n文件名中的 Hash 会变化，内容 hash 也是。')).toEqual(['3:7 Hash', '3:19 hash']);
    expect(await found('# 标题\n\n参见 [output.filenameHash](/zh/config/output/filename-hash) 和 contenthash、hash-router、options.hash。')).toEqual([]);
  });

  it('leaves code alone: fences, inline code, link targets, URLs, tags and heading ids', async () => {
    const source = [
      '---',
      'title: 配置项',
      'description: 文件名中的内容哈希',
      '---',
      '',
      '使用 `[contenthash:8]` 或 `hash: true`。',
      '',
      '```ts',
      "const hash = '配置项';",
      '```',
      '',
      '[哈希](/zh/guide/hash) 见 https://example.com/hash <Tab label="hash">哈希</Tab>',
      '',
      '## 选择哈希 {#hash}',
      '',
      '## 配置项 {#options}',
    ].join('\n');
    expect(await found(source)).toEqual(['2:8 配置项', '16:4 配置项']);
  });

  it('checks frontmatter values but not keys', async () => {
    expect(await found('---\ntitle: 选项\ndescription: 某个配置项\n---\n\n# 标题\n')).toEqual(['3:16 配置项']);
  });

  it('reports calques', async () => {
    const [problem] = await problemsOf('# 标题\n\n这几乎从来不是你想要的结果。');
    expect(problem.found).toBe('几乎从来不是');
    expect(problem.message).toContain('通常会出错');
  });

  it('requires MDN links to open the edition of the glossary language', async () => {
    const source =
      '# 标题\n\n见 [SRI](https://developer.mozilla.org/en-US/docs/Web/Security/Subresource_Integrity)\n与 [fetch](https://developer.mozilla.org/zh-CN/docs/Web/API/fetch)';
    const problems = await problemsOf(source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 3, col: 3, found: 'https://developer.mozilla.org/en-US' });
  });
});

describe('glossaryConflicts', () => {
  it('finds a term whose Chinese form is a wrong variant of another term', () => {
    expect(glossaryConflicts({ terms: [...glossary.terms, { source: 'hot replacement', term: '热替换', wrong: [] }] })).toEqual([
      '"热替换" (hot replacement) contains "热替换", a wrong variant for HMR',
    ]);
  });

  it('accepts the project glossary', () => {
    const project = JSON.parse(readFileSync(join(import.meta.dirname, '../../../docs/glossary.zh.json'), 'utf8')) as Glossary;
    expect(glossaryConflicts(project)).toEqual([]);
    expect(project.terms.map((t) => t.term)).toEqual(expect.arrayContaining(['模块热更新', '哈希', '选项', '构建产物']));
  });
});
