import { expect, it } from 'vitest';
import { localizedTool, TOOLCHAIN, type ToolEntry } from './toolchain-data.ts';

it('lists the six tools of the family once', () => {
  expect(TOOLCHAIN.map((t) => t.name)).toEqual(['Rspack', 'Rsbuild', 'Rslib', 'Rspress', 'Rsdoctor', 'Rstest']);
});

it('uses English text and URL on English pages, Chinese ones otherwise', () => {
  const tool = TOOLCHAIN[0];
  expect(localizedTool(tool, 'en')).toMatchObject({ description: tool.descEn, url: 'https://rspack.rs/', urlText: 'Bundler' });
  expect(localizedTool(tool, 'zh')).toMatchObject({ description: tool.desc, url: 'https://rspack.rs/zh/', urlText: '打包工具' });
});

it('falls back to the Chinese URL when there is no English one', () => {
  const tool: ToolEntry = { ...TOOLCHAIN[0], urlEn: undefined, logoScale: 1.2 };
  expect(localizedTool(tool, 'en')).toMatchObject({ url: 'https://rspack.rs/zh/', logoScale: 1.2 });
});
