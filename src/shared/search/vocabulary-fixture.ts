/** A few rows in the shape of a site's search vocabulary, for the tests of the query reader and the index. */
import type { SearchVocabulary, VocabularyRow } from './vocabulary.ts';

export const VOCABULARY: VocabularyRow[] = [
  ['hot reload, hot module replacement, hot update, hmr, hot reloading, live update', '热更新, 模块热更新, 热替换, 热加载', 'dev.hmr /guide/advanced/hmr'],
  ['port, listen port, dev server port, port number', '端口, 端口号, 监听端口', 'server.port'],
  ['proxy, reverse proxy, api proxy, proxy api requests, backend api', '代理, 反向代理, 接口代理, 转发, 后端接口', 'server.proxy'],
  ['dev server, development server, preview server', '开发服务器, 预览服务器, 本地服务器', ''],
  [
    'output directory, dist, dist folder, dist path, build folder, output folder, where the build goes, output path',
    '产物目录, 输出目录, 构建目录, 打包目录, 产物路径, 输出路径',
    'output.distPath /guide/basic/output-files',
  ],
  [
    'build performance, slow build, faster build, build speed, speed up build, build is slow, make the build faster',
    '构建性能, 构建速度, 构建太慢, 打包太慢, 打包速度, 编译速度, 加快构建, 构建慢',
    '/guide/optimization/build-performance',
  ],
  ['build, bundle, bundling, compile, compiling, pack', '构建, 打包, 编译', ''],
];

export const FIXTURE_VOCABULARY: SearchVocabulary = { langs: ['en', 'zh'], rows: VOCABULARY, symptomPages: ['/guide/faq/exceptions', '/guide/faq/hmr'] };
