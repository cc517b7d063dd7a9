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

it('refuses a tool without a text in the page language, naming the text and the language', () => {
  const tool: ToolEntry = { ...TOOLCHAIN[0], url: { zh: 'https://rspack.rs/zh/' } };
  expect(() => localizedTool(tool, 'en')).toThrow(/"https:\/\/rspack\.rs\/zh\/" has no "en" version/);
});
