/**
 * The relevance set of the local search: each query with the page that must be among its first
 * five hits. Half English, half Chinese: option names in several spellings, concepts, Chinese
 * terms and substrings, typos and prefixes. Used by the relevance test and `npm run bench`.
 */
export interface RelevanceCase {
  query: string;
  /** Route of the page (without anchor) expected in the top 5. */
  page: string;
}

export const RELEVANCE_EN: RelevanceCase[] = [
  { query: 'assetPrefix', page: '/config/output/asset-prefix' },
  { query: 'asset-prefix', page: '/config/output/asset-prefix' },
  { query: 'asset prefix', page: '/config/output/asset-prefix' },
  { query: 'output.assetPrefix', page: '/config/output/asset-prefix' },
  { query: 'distPath', page: '/config/output/dist-path' },
  { query: 'dist path', page: '/config/output/dist-path' },
  { query: 'sourceMap', page: '/config/output/source-map' },
  { query: 'source-map', page: '/config/output/source-map' },
  { query: 'chunkSplit', page: '/config/performance/chunk-split' },
  { query: 'removeConsole', page: '/config/performance/remove-console' },
  { query: 'historyApiFallback', page: '/config/server/history-api-fallback' },
  { query: 'history api fallback', page: '/config/server/history-api-fallback' },
  { query: 'tsconfig paths', page: '/config/source/tsconfig-path' },
  { query: 'proxy', page: '/config/server/proxy' },
  { query: 'https certificate', page: '/config/server/https' },
  { query: 'environment variables', page: '/guide/advanced/env-vars' },
  { query: 'code splitting', page: '/guide/optimization/code-splitting' },
  { query: 'module federation', page: '/guide/advanced/module-federation' },
  { query: 'server side rendering', page: '/guide/advanced/ssr' },
  { query: 'tailwind', page: '/guide/styling/tailwindcss' },
  { query: 'web workers', page: '/guide/basic/web-workers' },
  { query: 'deploy static site', page: '/guide/basic/static-deploy' },
  { query: 'migrate from webpack', page: '/guide/migration/webpack' },
  { query: 'plugin hooks', page: '/plugins/dev/hooks' },
  { query: 'favicon', page: '/config/html/favicon' },
  { query: 'polyfill', page: '/config/output/polyfill' },
  // Typos
  { query: 'tailwnd', page: '/guide/styling/tailwindcss' },
  { query: 'assetPrefx', page: '/config/output/asset-prefix' },
  { query: 'externls', page: '/config/output/externals' },
  // Prefixes
  { query: 'chunkSpl', page: '/config/performance/chunk-split' },
  { query: 'postc', page: '/config/tools/postcss' },
  { query: 'removeCons', page: '/config/performance/remove-console' },
];

export const RELEVANCE_ZH: RelevanceCase[] = [
  { query: '环境变量', page: '/zh/guide/advanced/env-vars' },
  { query: '代码拆分', page: '/zh/guide/optimization/code-splitting' },
  { query: '拆分', page: '/zh/guide/optimization/code-splitting' },
  { query: '部署静态站点', page: '/zh/guide/basic/static-deploy' },
  { query: '静态站点', page: '/zh/guide/basic/static-deploy' },
  { query: '模块联邦', page: '/zh/guide/advanced/module-federation' },
  { query: '联邦', page: '/zh/guide/advanced/module-federation' },
  { query: '服务端渲染', page: '/zh/guide/advanced/ssr' },
  { query: '端渲染', page: '/zh/guide/advanced/ssr' },
  { query: '从 webpack 迁移', page: '/zh/guide/migration/webpack' },
  { query: '构建性能分析', page: '/zh/guide/debug/build-profiling' },
  { query: '性能分析', page: '/zh/guide/debug/build-profiling' },
  { query: '自签名证书', page: '/zh/config/server/https' },
  { query: '异常类问题', page: '/zh/guide/faq/exceptions' },
  { query: '命令行工具', page: '/zh/guide/basic/cli' },
  { query: '命令行', page: '/zh/guide/basic/cli' },
  { query: '插件钩子', page: '/zh/plugins/dev/hooks' },
  { query: '钩子', page: '/zh/plugins/dev/hooks' },
  { query: '热更新', page: '/zh/guide/advanced/hmr' },
  { query: '别名', page: '/zh/guide/advanced/alias' },
  { query: '浏览器兼容', page: '/zh/guide/advanced/browser-compatibility' },
  { query: '拆包策略', page: '/zh/guide/optimization/code-splitting' },
  { query: '快速上手', page: '/zh/guide/start/quick-start' },
  // Option names on Chinese pages, in several spellings
  { query: 'assetPrefix', page: '/zh/config/output/asset-prefix' },
  { query: 'asset-prefix', page: '/zh/config/output/asset-prefix' },
  { query: 'removeConsole', page: '/zh/config/performance/remove-console' },
  { query: 'proxy 代理', page: '/zh/config/server/proxy' },
  { query: 'tailwind', page: '/zh/guide/styling/tailwindcss' },
  { query: 'sourceMap', page: '/zh/config/output/source-map' },
  // Mixed, typos and prefixes
  { query: 'TypeScript 编译', page: '/zh/guide/basic/typescript' },
  { query: 'chunkSpl', page: '/zh/config/performance/chunk-split' },
  { query: 'externls', page: '/zh/config/output/externals' },
];
