/**
 * The site data: locales with their nav and sidebars, theme settings, redirects, search, and the
 * site's own modules under site/ (components, search vocabulary, data files).
 * Sidebar items without `text` take the title of the page they link to.
 */
import { defineSiteConfig, type NavItem, type SidebarEntry, type Sidebars } from './src/core.ts';

/** The site's languages; every text below is written once per language, as `{ en, zh }`. */
type SiteLang = 'en' | 'zh';
/** The documented versions: 2.x is the default (no URL prefix), 1.x lives under `/1.x/`. */
type SiteVersion = '2.x' | '1.x';
const VERSIONS: SiteVersion[] = ['2.x', '1.x'];
type Text = Record<SiteLang, string>;
/** A sidebar group written once for both languages; links are given without the language prefix. */
interface GroupSpec {
  text: Text;
  base: string;
  /** Page names under `base`; `[name, '2.x']` lists a page in one version's sidebar only. */
  pages: (string | [string, SiteVersion])[];
  collapsed?: boolean;
  /** Sidebar text of the group's index page ('' in pages) where its title would only repeat the group's. */
  indexText?: Text;
}

const OVERVIEW: Text = { en: 'Overview', zh: '概览' };

const REPO = 'https://github.com/web-infra-dev/rsbuild';

const guide: GroupSpec[] = [
  { text: { en: 'Getting Started', zh: '开始' }, base: '/guide/start/', pages: ['', 'quick-start', 'features', 'glossary', 'ai'] },
  { text: { en: 'Framework', zh: '框架' }, base: '/guide/framework/', pages: ['react', 'vue', 'preact', 'svelte', 'solid'] },
  {
    text: { en: 'Basic', zh: '基础' },
    base: '/guide/basic/',
    pages: [
      'cli',
      'server',
      'output-files',
      'static-assets',
      'html-template',
      'json-files',
      'wasm-assets',
      'typescript',
      'web-workers',
      'static-deploy',
      'upgrade-rsbuild',
    ],
  },
  { text: { en: 'Configuration', zh: '配置' }, base: '/guide/configuration/', pages: ['rsbuild', 'rspack', 'swc'] },
  { text: { en: 'Styling', zh: '样式' }, base: '/guide/styling/', pages: ['css-usage', 'css-modules', 'css-in-js', 'tailwindcss', 'tailwindcss-v3', 'unocss'] },
  {
    text: { en: 'Advanced', zh: '进阶' },
    base: '/guide/advanced/',
    pages: ['alias', 'env-vars', 'hmr', 'browserslist', 'browser-compatibility', 'module-federation', 'environments', 'ssr', 'testing'],
  },
  {
    text: { en: 'Optimization', zh: '优化' },
    base: '/guide/optimization/',
    pages: ['code-splitting', 'optimize-bundle', 'build-performance', 'inline-assets'],
  },
  {
    text: { en: 'Migration', zh: '迁移' },
    base: '/guide/migration/',
    pages: [['rsbuild-1-x', '2.x'], 'rsbuild-0-x', 'webpack', 'cra', 'vue-cli', 'vite', 'vite-plugin', 'modern-builder'],
  },
  { text: { en: 'Debug', zh: '调试' }, base: '/guide/debug/', pages: ['debug-mode', 'build-profiling', 'rsdoctor'] },
  { text: { en: 'FAQ', zh: '常见问题' }, base: '/guide/faq/', pages: ['general', 'features', 'exceptions', ['dev-server', '2.x'], 'hmr'] },
];

const config: GroupSpec[] = [
  { text: { en: 'Overview', zh: '总览' }, base: '/config/', pages: [''] },
  {
    text: { en: 'Root options', zh: '顶层配置' },
    base: '/config/',
    pages: ['root', 'mode', 'plugins', 'log-level', ['custom-logger', '2.x'], 'environments', ['split-chunks', '2.x']],
  },
  {
    text: { en: 'dev', zh: 'dev' },
    base: '/config/dev/',
    pages: [
      'asset-prefix',
      'browser-logs',
      'cli-shortcuts',
      'client',
      'hmr',
      'lazy-compilation',
      'live-reload',
      'progress-bar',
      'setup-middlewares',
      'watch-files',
      'write-to-disk',
    ],
  },
  {
    text: { en: 'resolve', zh: 'resolve' },
    base: '/config/resolve/',
    pages: ['alias', 'alias-strategy', 'condition-names', 'dedupe', 'extensions', 'main-fields'],
  },
  {
    text: { en: 'source', zh: 'source' },
    base: '/config/source/',
    pages: ['assets-include', 'decorators', 'define', 'entry', 'exclude', 'include', 'pre-entry', 'transform-import', 'tsconfig-path'],
  },
  {
    text: { en: 'output', zh: 'output' },
    base: '/config/output/',
    pages: [
      'asset-prefix',
      ['auto-external', '2.x'],
      'charset',
      'clean-dist-path',
      'copy',
      'css-modules',
      'data-uri-limit',
      'dist-path',
      'emit-assets',
      'emit-css',
      'externals',
      'filename',
      'filename-hash',
      'inject-styles',
      'inline-scripts',
      'inline-styles',
      'legal-comments',
      'manifest',
      'minify',
      'module',
      'override-browserslist',
      'polyfill',
      'source-map',
      'target',
    ],
  },
  {
    text: { en: 'html', zh: 'html' },
    base: '/config/html/',
    pages: [
      'app-icon',
      'crossorigin',
      'favicon',
      'implementation',
      'inject',
      'meta',
      'mount-id',
      'output-structure',
      'script-loading',
      'tags',
      'template',
      'template-parameters',
      'title',
    ],
  },
  {
    text: { en: 'server', zh: 'server' },
    base: '/config/server/',
    pages: [
      ['allowed-hosts', '2.x'],
      'base',
      'compress',
      'cors',
      'headers',
      'history-api-fallback',
      'host',
      'html-fallback',
      'https',
      'middleware-mode',
      'open',
      'port',
      'print-urls',
      'proxy',
      'public-dir',
      ['serve-assets', '2.x'],
      ['setup', '2.x'],
      'strict-port',
    ],
  },
  { text: { en: 'security', zh: 'security' }, base: '/config/security/', pages: ['nonce', 'sri'] },
  {
    text: { en: 'tools', zh: 'tools' },
    base: '/config/tools/',
    pages: ['bundler-chain', 'css-extract', 'css-loader', 'html-plugin', 'lightningcss-loader', 'postcss', 'rspack', 'style-loader', 'swc'],
  },
  {
    text: { en: 'performance', zh: 'performance' },
    base: '/config/performance/',
    pages: [
      'build-cache',
      ['bundle-analyze', '1.x'],
      'chunk-split',
      'dns-prefetch',
      'preconnect',
      'prefetch',
      'preload',
      'print-file-size',
      ['profile', '1.x'],
      'remove-console',
      ['remove-moment-locale', '1.x'],
    ],
  },
  { text: { en: 'moduleFederation', zh: 'moduleFederation' }, base: '/config/module-federation/', pages: ['options'] },
];

const plugins: GroupSpec[] = [
  {
    text: { en: 'Plugin List', zh: '插件列表' },
    base: '/plugins/list/',
    indexText: OVERVIEW,
    pages: [
      '',
      'plugin-react',
      'plugin-vue',
      'plugin-preact',
      'plugin-svelte',
      'plugin-solid',
      'plugin-babel',
      'plugin-sass',
      'plugin-less',
      'plugin-stylus',
      'plugin-svgr',
    ],
  },
  { text: { en: 'Plugin Development', zh: '插件开发' }, base: '/plugins/dev/', pages: ['', 'core', 'hooks'], indexText: OVERVIEW },
];

const api: GroupSpec[] = [
  { text: { en: 'Overview', zh: '总览' }, base: '/api/start/', pages: [''] },
  {
    text: { en: 'JavaScript API', zh: 'JavaScript API' },
    base: '/api/javascript-api/',
    pages: ['core', 'instance', 'dev-server-api', 'environment-api', 'types'],
  },
];

const community: GroupSpec[] = [
  { text: { en: 'Community', zh: '社区' }, base: '/community/', pages: [''] },
  {
    text: { en: 'Releases', zh: '发布' },
    base: '/community/releases/',
    pages: ['', ['v2-0', '2.x'], 'v1-0', 'v0-7', 'v0-6', 'v0-5', 'v0-4', 'v0-3', 'v0-2', 'v0-1'],
    indexText: { en: 'All releases', zh: '全部版本' },
  },
];

/** URL prefix of a version and language: none for the defaults (2.x, English). */
function prefix(lang: SiteLang, version: SiteVersion = '2.x') {
  return `${version === '2.x' ? '' : `/${version}`}${lang === 'en' ? '' : `/${lang}`}`;
}

/** A group holding only its folder's index page is that page's link (no "Overview" inside "Overview"). */
function sidebarOf(groups: GroupSpec[], lang: SiteLang, version: SiteVersion): SidebarEntry[] {
  const p = prefix(lang, version);
  return groups.map((g) => {
    const pages = g.pages.flatMap((page) => (typeof page === 'string' ? [page] : page[1] === version ? [page[0]] : []));
    return pages.length === 1 && pages[0] === ''
      ? { text: g.text[lang], link: `${p}${g.base}` }
      : {
          text: g.text[lang],
          collapsible: true,
          collapsed: g.collapsed ?? false,
          items: pages.map((page) => ({
            link: `${p}${g.base}${page}`,
            ...(page === '' && g.indexText ? { text: g.indexText[lang] } : {}),
          })),
        };
  });
}

/** Each version's own sidebars: 2.x adds option pages 1.x lacks and leaves out the options 2.0 removed. */
function sidebars(lang: SiteLang): Sidebars {
  const sections = { guide, config, plugins, api, community };
  return Object.fromEntries(
    VERSIONS.flatMap((version) => Object.entries(sections).map(([name, groups]) => [`${prefix(lang, version)}/${name}/`, sidebarOf(groups, lang, version)])),
  );
}

function nav(lang: SiteLang): NavItem[] {
  const p = prefix(lang);
  const t = (text: Text) => text[lang];
  return [
    { text: t({ en: 'Guide', zh: '指南' }), link: `${p}/guide/start/`, activeMatch: `^${p}/guide/` },
    { text: t({ en: 'Config', zh: '配置' }), link: `${p}/config/`, activeMatch: `^${p}/config/` },
    { text: t({ en: 'Plugin', zh: '插件' }), link: `${p}/plugins/list/`, activeMatch: `^${p}/plugins/` },
    { text: 'API', link: `${p}/api/start/`, activeMatch: `^${p}/api/` },
    { text: t({ en: 'Community', zh: '社区' }), link: `${p}/community/`, activeMatch: `^${p}/community/` },
  ];
}

/** Old paths kept alive: each gets a client-side redirect and a static redirect page. */
function redirects() {
  const moved: [string, string][] = [
    ['/config/source/alias', '/config/resolve/alias'],
    ['/config/source/alias-strategy', '/config/resolve/alias-strategy'],
    ...['css-usage', 'css-modules', 'tailwindcss', 'tailwindcss-v3', 'unocss'].map((name): [string, string] => [
      `/guide/basic/${name}`,
      `/guide/styling/${name}`,
    ]),
    ...['rspack', 'rsbuild', 'swc'].map((name): [string, string] => [`/guide/basic/configure-${name}`, `/guide/configuration/${name}`]),
  ];
  // The old paths were published before /1.x/ existed, so only the default version's paths have moved.
  const PREFIXES = (['en', 'zh'] as const).map((lang) => prefix(lang));
  const escapeRegExp = (path: string) => path.replace(/[.\\-]/g, '\\$&');
  return [
    ...PREFIXES.flatMap((p) => moved.map(([from, to]) => ({ from: `^${escapeRegExp(p + from)}/?$`, to: p + to }))),
    ...PREFIXES.map((p) => ({
      from: `^${escapeRegExp(`${p}/plugins/list/plugin-assets-retry`)}/?$`,
      to: 'https://github.com/rstackjs/rsbuild-plugin-assets-retry',
    })),
  ];
}

export default defineSiteConfig({
  lang: 'en',
  title: 'Rsbuild',
  description: 'The Rspack-based build tool for the web: fast builds, sensible defaults, one config.',
  siteUrl: 'https://rsbuild.rs',
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Rsbuild',
  locales: [
    {
      lang: 'en',
      label: 'English',
      ogLocale: 'en_US',
      description: 'The Rspack-based build tool for the web: fast builds, sensible defaults, one config.',
      nav: nav('en'),
      sidebar: sidebars('en'),
      editLink: { docRepoBaseUrl: `${REPO}/tree/main/website/docs`, text: 'Edit this page on GitHub' },
    },
    {
      lang: 'zh',
      label: '简体中文',
      htmlLang: 'zh-CN',
      description: '基于 Rspack 的 Web 构建工具：构建快速、默认配置合理、一份配置即可上手。',
      nav: nav('zh'),
      sidebar: sidebars('zh'),
      editLink: { docRepoBaseUrl: `${REPO}/tree/main/website/docs`, text: '在 GitHub 上编辑此页' },
    },
  ],
  themeConfig: {
    socialLinks: [
      { icon: 'github', mode: 'link', content: REPO, label: 'GitHub' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW', label: 'Discord' },
      { icon: 'x', mode: 'link', content: 'https://x.com/rspack_dev', label: 'X' },
      { icon: 'bluesky', mode: 'link', content: 'https://bsky.app/profile/rspack.dev', label: 'Bluesky' },
    ],
    darkMode: true,
    search: { provider: 'local', vocabulary: './site/search/vocabulary.ts' },
    hideNavbar: 'never',
    enableAppearanceAnimation: true,
    fallbackHeadingTitle: true,
    localeRedirect: 'never',
    feedback: { repository: REPO, labels: ['documentation'] },
    footer: {
      repository: REPO,
      chat: 'https://discord.gg/XsaKEEk4mW',
      copyright: { en: 'Rsbuild is free and open source software released under the MIT License.', zh: 'Rsbuild 是基于 MIT 许可证发布的免费开源软件。' },
    },
    banner: {
      id: 'upgrade-to-2x',
      text: {
        en: 'Rsbuild 2.0 is out. Upgrading from 1.x? Follow the guide →',
        zh: 'Rsbuild 2.0 已发布。从 1.x 升级？请查看升级指南 →',
      },
      link: '/guide/migration/rsbuild-1-x',
    },
  },
  multiVersion: { default: '2.x', versions: VERSIONS },
  route: { cleanUrls: true },
  redirects: redirects(),
  markdown: { showLineNumbers: false, defaultWrapCode: false, deadLinks: 'error' },
  components: {
    mdx: {
      BenchmarkPanel: { module: './site/home/BenchmarkPanel.tsx', markdown: './site/home/benchmark-markdown.ts' },
      ToolchainBlock: { module: './site/home/ToolchainBlock.tsx', markdown: false },
    },
    navbarAfterLogo: './site/toolchain/ToolchainPopup.tsx',
    styles: ['./site/home/home-blocks.css'],
  },
  strings: { en: './site/strings/en.ts', zh: './site/strings/zh.ts' },
  contentLint: './site/checks/config-page-lint.ts',
  pageExtract: './site/checks/config-page-extract.ts',
  pageTransform: './site/config-marks/config-page-marks.ts',
  dataFiles: './site/checks/config-reference-file.ts',
});
