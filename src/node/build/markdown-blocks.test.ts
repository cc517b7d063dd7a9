import { describe, expect, it } from 'vitest';
import { benchmarkTable, blocksToMarkdown, tabsToSections } from './markdown-blocks.ts';
import { toPlainMarkdown } from './emit-markdown.ts';

describe('tabsToSections', () => {
  it('turns each tab into a bold label line followed by its content', () => {
    const src = '<Tabs groupId="framework">\n<Tab label="React">\n\nReact text.\n\n</Tab>\n<Tab label=\'Vue 2.7\'>\n\nVue text.\n\n</Tab>\n</Tabs>';
    const out = tabsToSections(src);
    expect(out.replace(/\n+/g, '\n').trim()).toBe('**React**\nReact text.\n**Vue 2.7**\nVue text.');
    expect(out).not.toMatch(/<\/?Tabs?\b/);
  });
  it('labels unlabelled tabs with the values of their group, in order', () => {
    const out = tabsToSections('<Tabs values={[\'a\', "b"]}>\n<Tab>\nA\n</Tab>\n<Tab>\nB\n</Tab>\n</Tabs>');
    expect(out.indexOf('**a**')).toBeLessThan(out.indexOf('A'));
    expect(out.indexOf('**b**')).toBeGreaterThan(out.indexOf('A'));
    expect(out.indexOf('**b**')).toBeLessThan(out.indexOf('B'));
  });
  it('leaves text without tabs alone', () => {
    expect(tabsToSections('A <Table> mention and <Tabsy />.')).toBe('A <Table> mention and <Tabsy />.');
  });
});

describe('blocksToMarkdown', () => {
  it('replaces the benchmark by a table of its figures in the page language', () => {
    expect(benchmarkTable('en')).toContain(
      '| Tool | Dev server start | Production build | HMR |\n| --- | --- | --- | --- |\n| Rsbuild | 410ms | 280ms | 80ms |',
    );
    expect(benchmarkTable('zh')).toContain('| 工具 | 开发服务器启动 | 生产构建 | 热更新 |');
    expect(blocksToMarkdown('<BenchmarkPanel />', 'en')).toMatch(/^## Benchmark\n/);
  });
  it('drops blocks that only exist on screen', () => {
    expect(blocksToMarkdown('Intro\n\n<Overview />\n\n<ToolchainBlock />\n\nEnd', 'en')).toBe('Intro\n\n\n\n\n\nEnd');
  });
});

describe('toPlainMarkdown with blocks', () => {
  it('leaves no JSX of the theme blocks, keeps package-manager expansion inside tabs and code samples as written', () => {
    const src = [
      '# Page',
      '',
      '<BenchmarkPanel />',
      '',
      '<Tabs groupId="framework">',
      '<Tab label="React">',
      '',
      '<PackageManagerTabs command="add x -D" />',
      '',
      '</Tab>',
      '</Tabs>',
      '',
      '```tsx',
      '<Tabs><Tab label="kept">code</Tab></Tabs>',
      '```',
      '',
      '<Overview />',
    ].join('\n');
    const md = toPlainMarkdown(src, 'Page', 'zh');
    expect(md).toContain('**React**\n\n```bash\n# npm\nnpm add x -D\n```');
    expect(md).toContain('| Rsbuild | 410ms |');
    expect(md).toContain('## 性能对比');
    expect(md).toContain('```tsx\n<Tabs><Tab label="kept">code</Tab></Tabs>\n```');
    expect(md.replace(/```[\s\S]*?```/g, '')).not.toMatch(/<(Tabs|Tab|BenchmarkPanel|Overview|PackageManagerTabs)\b/);
    expect(md).not.toMatch(/\n{3,}/);
  });
});
