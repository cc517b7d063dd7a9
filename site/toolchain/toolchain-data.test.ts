import { expect, it } from 'vitest';
import { localizedTool, TOOLCHAIN, type ToolEntry } from './toolchain-data.ts';

it('lists the six tools of the family once', () => {
  expect(TOOLCHAIN.map((t) => t.name)).toEqual(['Rspack', 'Rsbuild', 'Rslib', 'Rspress', 'Rsdoctor', 'Rstest']);
});

it('uses the text and URL of the page language', () => {
  const tool = TOOLCHAIN[0];
  expect(localizedTool(tool, 'en')).toMatchObject({ description: tool.description.en, url: 'https://rspack.rs/', urlText: 'Bundler' });
  expect(localizedTool(tool, 'zh')).toMatchObject({ description: tool.description.zh, url: 'https://rspack.rs/zh/', urlText: '打包工具' });
});

it('falls back to the first URL given when the language has none', () => {
  const tool: ToolEntry = { ...TOOLCHAIN[0], url: { zh: 'https://rspack.rs/zh/' }, logoScale: 1.2 };
  expect(localizedTool(tool, 'ja')).toMatchObject({ url: 'https://rspack.rs/zh/', description: tool.description.en, logoScale: 1.2 });
});
