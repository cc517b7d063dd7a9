/** Chinese texts of the site's components. */
import type { SiteLanguageStrings } from './site-strings.ts';

const zh = {
  toolchain: 'Rstack 工具链',
  benchmark: '性能对比',
  benchmarkNote: '在同一个 React 项目中启动开发服务器、生产构建和完成一次热更新所需的时间，越低越好。数据来自公开的 build-tools-performance 基准测试。',
  benchmarkTool: '工具',
  benchmarkDevStart: '开发服务器启动',
  benchmarkBuild: '生产构建',
  benchmarkHmr: '热更新',
} satisfies SiteLanguageStrings;

export default zh;
