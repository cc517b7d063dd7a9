/** A few concepts in the shape of a site's search vocabulary, for the tests of the query reader and the index. */
import type { SearchVocabulary, VocabularyConcept } from './vocabulary.ts';

export const VOCABULARY: VocabularyConcept[] = [
  {
    terms: {
      en: ['hot reload', 'hot module replacement', 'hot update', 'hmr', 'hot reloading', 'live update'],
      zh: ['热更新', '模块热更新', '热替换', '热加载'],
    },
    pages: ['dev.hmr', '/guide/advanced/hmr'],
  },
  { terms: { en: ['port', 'listen port', 'dev server port', 'port number'], zh: ['端口', '端口号', '监听端口'] }, pages: ['server.port'] },
  {
    terms: { en: ['proxy', 'reverse proxy', 'api proxy', 'proxy api requests', 'backend api'], zh: ['代理', '反向代理', '接口代理', '转发', '后端接口'] },
    pages: ['server.proxy'],
  },
  { terms: { en: ['dev server', 'development server', 'preview server'], zh: ['开发服务器', '预览服务器', '本地服务器'] }, pages: [] },
  {
    terms: {
      en: ['output directory', 'dist', 'dist folder', 'dist path', 'build folder', 'output folder', 'where the build goes', 'output path'],
      zh: ['产物目录', '输出目录', '构建目录', '打包目录', '产物路径', '输出路径'],
    },
    pages: ['output.distPath', '/guide/basic/output-files'],
  },
  {
    terms: {
      en: ['build performance', 'slow build', 'faster build', 'build speed', 'speed up build', 'build is slow', 'make the build faster'],
      zh: ['构建性能', '构建速度', '构建太慢', '打包太慢', '打包速度', '编译速度', '加快构建', '构建慢'],
    },
    pages: ['/guide/optimization/build-performance'],
  },
  { terms: { en: ['build', 'bundle', 'bundling', 'compile', 'compiling', 'pack'], zh: ['构建', '打包', '编译'] }, pages: [] },
];

export const FIXTURE_VOCABULARY: SearchVocabulary = {
  concepts: VOCABULARY,
  symptoms: { en: ['error', 'fails', 'slow', 'broken'], zh: ['报错', '失败', '太慢', '不生效'] },
  symptomPages: ['/guide/faq/exceptions', '/guide/faq/hmr'],
  namePages: ['/options/'],
};
