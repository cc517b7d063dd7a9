/** The home blocks in the Markdown copies, compiled with the components map of site.config.ts. */
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { compilePage, pageCompileOptions, sitePaths } from '../../src/index.ts';
import benchmarkTable from '../home/benchmark-markdown.ts';

const optionsOf = await pageCompileOptions(sitePaths(join(import.meta.dirname, '../..')));
const markdownOf = async (source: string, file = 'docs/en/index.mdx') =>
  (await compilePage(file, source, { ...optionsOf(file.includes('/zh/') ? 'zh' : 'en'), highlight: false })).markdown;

const tableIn = (lang: 'en' | 'zh') => benchmarkTable(lang, optionsOf(lang).strings!);

it('replaces the benchmark by a table of its figures in the page language, its texts from the dictionary', async () => {
  expect(tableIn('en')).toContain('| Tool | Dev server start | Production build | HMR |\n| --- | --- | --- | --- |\n| Rsbuild | 410ms | 280ms | 80ms |');
  expect(tableIn('zh')).toContain('| 工具 | 开发服务器启动 | 生产构建 | 热更新 |');
  expect(await markdownOf('# A\n\n<BenchmarkPanel />\n')).toBe(`# A\n\n${tableIn('en')}\n`);
  expect(await markdownOf('# A\n\n<BenchmarkPanel />\n', 'docs/zh/index.mdx')).toContain('## 性能对比');
});

it('drops the toolchain block, which only exists on screen', async () => {
  expect(await markdownOf('# A\n\nIntro\n\n<ToolchainBlock />\n\nEnd\n')).toBe('# A\n\nIntro\n\nEnd\n');
});
