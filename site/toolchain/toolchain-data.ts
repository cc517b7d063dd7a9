/**
 * The toolchain family, one list for the navbar popup and the home page's landing block. Texts
 * and URLs are per language, every language of the site given (textIn throws on one missing).
 */
import { type Lang, type LocalizedText, textIn } from '../../src/helpers.ts';

export interface ToolEntry {
  name: string;
  description: LocalizedText;
  /** Path of the logo under the assets base. */
  logo: string;
  logoScale?: number;
  /** The tool's documentation, per language. */
  url: LocalizedText;
  /** What the tool is, for the landing block's link text. */
  role: LocalizedText;
}

export const TOOLCHAIN: ToolEntry[] = [
  {
    name: 'Rspack',
    description: { en: 'A fast Rust-based bundler with a webpack-compatible API and ecosystem', zh: '基于 Rust 的高性能打包工具，兼容 webpack 的 API 与生态' },
    logo: '/toolchain/rspack.svg',
    url: { en: 'https://rspack.rs/', zh: 'https://rspack.rs/zh/' },
    role: { en: 'Bundler', zh: '打包工具' },
  },
  {
    name: 'Rsbuild',
    description: { en: 'The Rspack-based build tool: ready to use, simple to configure', zh: '基于 Rspack 的构建工具，开箱即用且易于配置' },
    logo: '/toolchain/rsbuild.svg',
    url: { en: 'https://rsbuild.rs/', zh: 'https://rsbuild.rs/zh/' },
    role: { en: 'Build tool', zh: '构建工具' },
  },
  {
    name: 'Rslib',
    description: {
      en: 'A library development tool on top of Rsbuild: ESM, CJS and type declarations',
      zh: '基于 Rsbuild 的库开发工具，输出 ESM、CJS 与类型声明',
    },
    logo: '/toolchain/rslib.svg',
    url: { en: 'https://rslib.rs/', zh: 'https://rslib.rs/zh/' },
    role: { en: 'Library tool', zh: '库开发工具' },
  },
  {
    name: 'Rspress',
    description: { en: 'A static site generator built on Rsbuild, made for documentation sites', zh: '基于 Rsbuild 的静态站点生成器，适合搭建文档站' },
    logo: '/toolchain/rspress.svg',
    url: { en: 'https://rspress.rs/', zh: 'https://rspress.rs/zh/' },
    role: { en: 'Static site generator', zh: '静态站点生成器' },
  },
  {
    name: 'Rsdoctor',
    description: {
      en: 'A build analyzer for Rspack and webpack that finds size and time problems',
      zh: '面向 Rspack 与 webpack 的构建分析工具，定位体积与耗时问题',
    },
    logo: '/toolchain/rsdoctor.svg',
    url: { en: 'https://rsdoctor.rs/', zh: 'https://rsdoctor.rs/zh/' },
    role: { en: 'Build analyzer', zh: '构建分析工具' },
  },
  {
    name: 'Rstest',
    description: { en: 'A testing framework powered by Rspack that reuses your build setup', zh: '基于 Rspack 的测试框架，复用项目的构建配置' },
    logo: '/toolchain/rstest.svg',
    url: { en: 'https://rstest.rs/', zh: 'https://rstest.rs/zh/' },
    role: { en: 'Test framework', zh: '测试框架' },
  },
];

/** An entry as a reader of `lang` sees it. */
export function localizedTool(tool: ToolEntry, lang: Lang) {
  return {
    name: tool.name,
    description: textIn(tool.description, lang),
    url: textIn(tool.url, lang),
    urlText: textIn(tool.role, lang),
    logo: tool.logo,
    logoScale: tool.logoScale ?? 1,
  };
}
