/**
 * The toolchain family, one list for the navbar popup and the home page's landing block. Chinese
 * texts and URLs are the defaults (`desc`, `url`); English ones are used on English pages.
 */
import type { Lang } from '../../src/shared/types.ts';

export interface ToolEntry {
  name: string;
  /** Chinese description. */
  desc: string;
  descEn: string;
  /** Path of the logo under the assets base. */
  logo: string;
  logoScale?: number;
  /** Chinese documentation URL. */
  url: string;
  urlEn?: string;
  /** What the tool is, for the landing block's link text. */
  role: { en: string; zh: string };
}

export const TOOLCHAIN: ToolEntry[] = [
  {
    name: 'Rspack',
    desc: '基于 Rust 的高性能打包工具，兼容 webpack 的 API 与生态',
    descEn: 'A fast Rust-based bundler with a webpack-compatible API and ecosystem',
    logo: '/toolchain/rspack.svg',
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
    role: { en: 'Bundler', zh: '打包工具' },
  },
  {
    name: 'Rsbuild',
    desc: '基于 Rspack 的构建工具，开箱即用且易于配置',
    descEn: 'The Rspack-based build tool: ready to use, simple to configure',
    logo: '/toolchain/rsbuild.svg',
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
    role: { en: 'Build tool', zh: '构建工具' },
  },
  {
    name: 'Rslib',
    desc: '基于 Rsbuild 的库开发工具，输出 ESM、CJS 与类型声明',
    descEn: 'A library development tool on top of Rsbuild: ESM, CJS and type declarations',
    logo: '/toolchain/rslib.svg',
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
    role: { en: 'Library tool', zh: '库开发工具' },
  },
  {
    name: 'Rspress',
    desc: '基于 Rsbuild 的静态站点生成器，适合搭建文档站',
    descEn: 'A static site generator built on Rsbuild, made for documentation sites',
    logo: '/toolchain/rspress.svg',
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
    role: { en: 'Static site generator', zh: '静态站点生成器' },
  },
  {
    name: 'Rsdoctor',
    desc: '面向 Rspack 与 webpack 的构建分析工具，定位体积与耗时问题',
    descEn: 'A build analyzer for Rspack and webpack that finds size and time problems',
    logo: '/toolchain/rsdoctor.svg',
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
    role: { en: 'Build analyzer', zh: '构建分析工具' },
  },
  {
    name: 'Rstest',
    desc: '基于 Rspack 的测试框架，复用项目的构建配置',
    descEn: 'A testing framework powered by Rspack that reuses your build setup',
    logo: '/toolchain/rstest.svg',
    url: 'https://rstest.rs/zh/',
    urlEn: 'https://rstest.rs/',
    role: { en: 'Test framework', zh: '测试框架' },
  },
];

/** An entry as a reader of `lang` sees it: English text and URL when the page is English and they exist. */
export function localizedTool(tool: ToolEntry, lang: Lang) {
  const english = lang === 'en';
  return {
    name: tool.name,
    description: english ? tool.descEn : tool.desc,
    url: english && tool.urlEn ? tool.urlEn : tool.url,
    urlText: tool.role[lang],
    logo: tool.logo,
    logoScale: tool.logoScale ?? 1,
  };
}
