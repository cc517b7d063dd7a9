/** Chinese texts of the site's components. */
import type { SiteStrings } from './site-strings.ts';

const zh: SiteStrings = {
  toolchain: 'Rstack 工具链',
  benchmark: '性能对比',
  benchmarkNote: '在同一个 React 项目中启动开发服务器、生产构建和完成一次热更新所需的时间，越低越好。数据来自公开的 build-tools-performance 基准测试。',
  benchmarkTool: '工具',
};

export default zh;
