/**
 * Real questions collected after the search was last tuned, kept apart from the tuning set
 * (`relevance-queries.ts`) until the search meets the goals on them: `npm run bench` scores them beside
 * the tuning and held-out sets, and no test holds them to the goals. They show how the search meets
 * questions it was not fitted to; fold them into the tuning set once it has been tuned for them, and
 * start the next batch here. Each comes from the public thread above it (never a thread of the
 * held-out set), written the way it is typed into the search box, pasted errors cut to 64 characters.
 * Chinese cases name their pages without the `/zh` prefix, as in the tuning set.
 */
import { ask, type RelevanceCase, withZhPages } from './relevance-queries.ts';

export const FRESH_EN: RelevanceCase[] = [
  // https://github.com/web-infra-dev/rsbuild/issues/1541
  ask('RangeError: Invalid WebSocket frame: RSV1 must be clear', '/guide/faq/hmr', '/config/server/proxy'),
  // https://github.com/web-infra-dev/rsbuild/issues/682
  ask('use a different CDN prefix for images than for JS', '/config/output/asset-prefix'),
  // https://github.com/web-infra-dev/rsbuild/issues/5034
  ask('set assetPrefix from a function at runtime', '/config/output/asset-prefix'),
  // https://github.com/web-infra-dev/rsbuild/issues/5120
  ask('dev server memory grows every time the config is saved', '/guide/faq/dev-server'),
  // https://github.com/web-infra-dev/rsbuild/issues/3992
  ask('rsbuild dev memory usage keeps growing after days', '/guide/faq/dev-server'),
  // https://github.com/web-infra-dev/rspack/issues/7860
  ask('production source map does not map stack traces back', '/config/output/source-map'),
  // https://github.com/web-infra-dev/rsbuild/issues/5093
  ask('worker from an npm package loads from a file:/// URL', '/guide/basic/web-workers'),
  // https://github.com/bpowers/simlin/issues/708
  ask('global css import missing from production build', '/guide/optimization/optimize-bundle', '/guide/styling/css-usage'),
  // https://github.com/web-infra-dev/rspack/issues/10319
  ask('css modules class name contains .module after CRA migration', '/config/output/css-modules', '/config/tools/css-loader'),
  // https://github.com/web-infra-dev/rsbuild/issues/1035
  ask('generate several html files from a single entry', '/config/source/entry', '/guide/basic/html-template'),
  // https://github.com/ScriptedAlchemy/remix/pull/3
  ask('entry set in tools.rspack produces no html file', '/guide/configuration/rspack', '/config/source/entry'),
  // https://github.com/web-infra-dev/rsbuild/issues/6926
  ask('resolve.alias for node:vm to vm-browserify not applied', '/config/resolve/alias'),
  // https://github.com/web-infra-dev/rsbuild/issues/3567
  ask('You may need an additional plugin to handle "node:" URIs', '/guide/faq/exceptions'),
  // https://github.com/rstackjs/rstack-examples/issues/264
  ask('hmr not working when rsbuild dev server runs inside express', '/api/javascript-api/dev-server-api', '/config/server/middleware-mode'),
  // https://github.com/module-federation/module-federation-examples/pull/4287
  ask('hmr websocket connects to the wrong port in module federation', '/config/dev/client'),
  // https://github.com/web-infra-dev/rsbuild/issues/6336
  ask('ChunkLoadError: Loading chunk lazy-compilation-proxy failed', '/config/dev/lazy-compilation'),
  // https://github.com/web-infra-dev/rsbuild/issues/1747
  ask('dynamic import of svg with variable path as react component', '/plugins/list/plugin-svgr'),
  // https://github.com/Huxpro/vue-lynx/pull/15
  ask('dependency in node_modules ships ??= syntax that is not compiled', '/config/source/include', '/guide/faq/features'),
  // https://github.com/web-infra-dev/rsbuild/issues/5758
  ask('tsconfig paths alias cannot be resolved after upgrading', '/guide/advanced/alias', '/config/source/tsconfig-path'),
  // https://github.com/web-infra-dev/rspack/issues/5671
  ask('tsconfig paths from an extended base tsconfig are ignored', '/config/source/tsconfig-path'),
  // https://github.com/rstackjs/storybook-rsbuild/issues/32
  ask('Port "6006" is occupied, please choose another one', '/config/server/strict-port', '/config/server/port'),
  // https://github.com/web-infra-dev/rsbuild/issues/5767
  ask('react still bundled after setting output.externals', '/config/output/externals'),
  // https://github.com/web-infra-dev/rsbuild/issues/4924
  ask('scripts not injected when template has no head tag', '/guide/basic/html-template', '/config/html/inject'),
  // https://github.com/web-infra-dev/rsbuild/issues/7481
  ask('The output directory does not exist, please build the project', '/config/output/dist-path', '/guide/basic/cli'),
  // https://github.com/web-infra-dev/rsbuild/issues/964
  ask('scss url() to an image in a partial fails to resolve', '/plugins/list/plugin-sass'),
  // https://github.com/rstackjs/rstack-examples/issues/388
  ask('@swc/plugin-emotion autoLabel option has no effect', '/guide/styling/css-in-js', '/config/tools/swc'),
  // https://github.com/web-infra-dev/rsbuild/issues/2165
  ask('Conflicting order css warning still shown in dev', '/config/tools/css-extract'),
  // https://github.com/web-infra-dev/rsbuild/issues/3304
  ask('nested react routes show blank page after refresh', '/guide/faq/exceptions', '/config/server/html-fallback'),
  // https://github.com/web-infra-dev/rsbuild/issues/5637
  ask('build fails with html.template and experiments.buildHttp', '/config/html/template'),
  // https://github.com/web-infra-dev/rsbuild/issues/2940
  ask('[html-rspack-plugin]: Child compilation failed', '/config/html/template', '/guide/faq/exceptions'),
  // https://github.com/iTwin/appui/issues/1259
  ask('css grid-template rows broken only in production build', '/config/output/minify', '/config/tools/lightningcss-loader'),
  // https://github.com/web-infra-dev/rsbuild/issues/2599
  ask("Expected '>', got 'class'", '/guide/framework/vue'),
  // https://github.com/web-infra-dev/rsbuild/issues/2964
  ask('vue 2 script lang="jsx" fails to parse', '/guide/framework/vue'),
  // https://github.com/web-infra-dev/rsbuild/issues/3557
  ask('All of the aliased extensions are not found for', '/config/resolve/extensions'),
  // https://github.com/web-infra-dev/rsbuild/issues/4232
  ask('show typescript type errors in the browser overlay', '/guide/basic/typescript', '/guide/faq/exceptions'),
  // https://github.com/web-infra-dev/rsbuild/issues/552
  ask('show compile errors as an overlay in the browser', '/config/dev/client', '/guide/faq/hmr'),
  // https://github.com/rstackjs/storybook-rsbuild/issues/21
  ask('Rsbuild plugin "rsbuild:less" registered multiple times', '/config/plugins'),
  // https://github.com/web-infra-dev/rsbuild/issues/4367
  ask('svelte 5 component edit reloads the whole page', '/guide/framework/svelte', '/plugins/list/plugin-svelte'),
  // https://github.com/web-infra-dev/rsbuild/issues/3385
  ask("Cannot read properties of undefined (reading 'call')", '/guide/faq/hmr'),
  // https://github.com/web-infra-dev/rsbuild/issues/6768
  ask('UnoCSSRspackPlugin breaks custom html template', '/guide/styling/unocss', '/config/html/template'),
  // https://github.com/web-infra-dev/rsbuild/issues/3650
  ask('json file referenced with new URL lands in dist root', '/guide/basic/static-assets', '/config/output/dist-path'),
  // https://github.com/web-infra-dev/rsbuild/pull/4291
  ask('server.open false still opens the browser', '/config/server/open', '/guide/basic/cli'),
  // https://github.com/web-infra-dev/rsbuild/issues/1284
  ask("Cannot find module 'node:querystring'", '/guide/faq/general'),
  // https://github.com/web-infra-dev/rspack/issues/6245
  ask('transformImport style: true does not load component css', '/config/source/transform-import'),
  // https://github.com/web-infra-dev/rspack/issues/11148
  ask('sideEffects false changes css order in production', '/guide/optimization/optimize-bundle', '/guide/styling/css-usage'),
  // https://github.com/web-infra-dev/rspack/issues/12501
  ask('css chunk order differs between identical builds', '/guide/basic/output-files'),
  // https://github.com/web-infra-dev/rsbuild/issues/4885
  ask('priority of .env.local vs .env.test.local files', '/guide/advanced/env-vars'),
  // https://github.com/web-infra-dev/rsbuild/issues/4638
  ask('loadEnv without writing to process.env', '/api/javascript-api/core', '/guide/advanced/env-vars'),
  // https://github.com/web-infra-dev/rsbuild/issues/4833
  ask('build hangs with no output in GitHub Actions docker', '/guide/debug/debug-mode', '/config/dev/progress-bar'),
  // https://github.com/open-edge-platform/physical-ai-studio/pull/738
  ask('how to enable React Compiler', '/guide/framework/react', '/plugins/list/plugin-react'),
  // https://github.com/web-infra-dev/rslib/issues/1893
  ask('Both performance.chunkSplit and splitChunks are set', '/config/performance/chunk-split', '/config/split-chunks'),
];

const ZH: RelevanceCase[] = [
  // https://github.com/DLand-Team/moderate-react-admin/issues/7
  ask('代理 pathRewrite 怎么去掉 /api 前缀', '/config/server/proxy'),
  // https://github.com/rstackjs/storybook-rsbuild/issues/88
  ask("Failed to execute 'createElement' on 'Document'", '/plugins/list/plugin-svgr'),
  // https://github.com/web-infra-dev/rspack/issues/10319
  ask('CSS Modules 类名想去掉 .module 后缀 localIdentName 怎么配', '/config/output/css-modules', '/config/tools/css-loader'),
  // https://github.com/web-infra-dev/rsbuild/issues/682
  ask('js 和图片想用不同的 CDN 地址 assetPrefix 能分开设置吗', '/config/output/asset-prefix'),
  // https://github.com/web-infra-dev/rsbuild/issues/3450
  ask('build 日志打印的文件列表太长 只想看构建耗时', '/config/performance/print-file-size'),
  // https://github.com/web-infra-dev/rsbuild/issues/5758
  ask("升级后 tsconfig paths 别名报 Can't resolve", '/config/resolve/alias-strategy', '/guide/advanced/alias'),
  // https://github.com/web-infra-dev/rspack/issues/9224
  ask('上级目录有 .pnp.cjs 导致第三方包全部 Module not found', '/guide/faq/exceptions'),
  // https://github.com/web-infra-dev/rspack/issues/8768
  ask('mobx 装饰器 @computed 不生效 页面空白', '/config/source/decorators'),
  // https://github.com/web-infra-dev/rsbuild/issues/5767
  ask('配置了 externals react 还是被打包进 bundle', '/config/output/externals'),
  // https://github.com/web-infra-dev/rsbuild/issues/4908
  ask('升级 1.3 后自定义 ?inline 的 css 规则 样式丢失', '/guide/styling/css-usage'),
  // https://github.com/web-infra-dev/rsbuild/issues/5093
  ask('依赖里 new URL(import.meta.url) 的 worker 变成 file:/// 地址', '/guide/basic/web-workers'),
  // https://github.com/module-federation/core/issues/2777
  ask("Cannot find module 'webpack/lib/util/fs'", '/guide/advanced/module-federation'),
  // https://github.com/web-infra-dev/rspack/issues/5836
  ask('less 里 url() 用别名 被拼上 mixins 路径 找不到图片', '/plugins/list/plugin-less'),
  // https://github.com/web-infra-dev/rsbuild/issues/4992
  ask("Cannot find module '@rspack/binding-win32-x64-msvc'", '/guide/faq/general'),
  // https://github.com/web-infra-dev/rsbuild/issues/1790
  ask('mac m2 本地正常 linux CI 构建找不到 rspack binding', '/guide/faq/general'),
  // https://github.com/web-infra-dev/rsbuild/issues/4615
  ask('@unocss/webpack 插件 改 class 后页面不热更新', '/guide/styling/unocss'),
  // https://github.com/rstackjs/rsbuild-plugin-type-check/issues/104
  ask('type-check 插件报类型错误 build 失败但 dist 还有产物', '/guide/basic/typescript'),
  // https://github.com/web-infra-dev/rspack/issues/2179
  ask('html 模板里用 process.env 报 process is not defined', '/config/html/template-parameters', '/guide/basic/html-template'),
  // https://github.com/web-infra-dev/rsbuild/issues/552
  ask('编译报错时想在页面上显示错误浮层 overlay', '/config/dev/client', '/guide/faq/hmr'),
  // https://github.com/web-infra-dev/rsbuild/issues/2599
  ask("Expected '>', got 'class'", '/guide/framework/vue', '/plugins/list/plugin-babel'),
  // https://github.com/web-infra-dev/rsbuild/issues/984
  ask('vue2 jsx 里用 element-ui 组件编译报错', '/guide/framework/vue'),
  // https://blog.gitcode.com/ca110c5fe633388ba0bc6158948c2ccc.html
  ask('后端服务挂了 代理请求一直 pending 不返回', '/config/server/proxy', '/guide/faq/dev-server'),
  // https://blog.gitcode.com/155ef7d8eb0eeb4840c0e386de27278c.html
  ask('html 模板省略 head 标签 doctype 被插到中间', '/config/html/template'),
  // https://cscoder.cn/docs/front-end/vue/vue3-rsbuild-index-html.html
  ask('vue 项目 public/index.html 模板不生效 应该放哪', '/config/html/template', '/guide/migration/vue-cli'),
  // https://blog.gitcode.com/a86e9ce72c76d9fa0e2263485d4529d7.html
  ask('WSL 下热更新失效 报找不到 App.tsx~', '/guide/faq/hmr'),
  // https://github.com/web-infra-dev/rspack/issues/5757
  ask("生产构建用 eval-cheap-module-source-map 报 Unexpected token '>'", '/config/output/source-map'),
  // https://github.com/lynx-family/lynx-stack/pull/971
  ask('source.alias config is deprecated use resolve.alias 警告', '/config/resolve/alias', '/guide/migration/rsbuild-1-x'),
  // https://github.com/web-infra-dev/rsbuild/issues/3217
  ask('vue3 改 template 热更新后组件 state 被重置', '/guide/faq/hmr', '/guide/framework/vue'),
  // https://github.com/web-infra-dev/rsbuild/issues/3863
  ask('构建卡在 AfterCompile 阶段十几分钟 怎么排查', '/guide/debug/build-profiling', '/guide/optimization/build-performance'),
  // https://github.com/web-infra-dev/rspack/issues/10372
  ask('构建卡在 77% sealing chunk tree optimization 很久', '/guide/debug/build-profiling'),
  // https://blog.gitcode.com/a3549fd3c71d65db224cc0adfa8828b1.html
  ask('loadEnv 返回的 publicVars 里取值是 undefined', '/api/javascript-api/core', '/guide/advanced/env-vars'),
  // https://blog.gitcode.com/7a870923c66bac4d61710b7cc6a8214d.html
  ask('resolve.symlinks 想关掉 在 rsbuild 里哪里配置', '/config/tools/rspack', '/config/source/include'),
  // https://github.com/web-infra-dev/rspack/issues/3645
  ask(
    'vue-router history 模式 开发环境刷新页面 404',
    '/config/server/history-api-fallback',
    '/guide/basic/server',
    '/config/server/html-fallback',
    '/guide/faq/exceptions',
  ),
  // https://blog.gitcode.com/2e442939a29574a538e5c5ede792bf80.html
  ask('monorepo 其他包里用的 tailwind 类名没有生成样式', '/guide/styling/tailwindcss'),
  // https://github.com/web-infra-dev/rsbuild/issues/1000
  ask('两个项目 host 设成同一个域名 同时启动端口冲突', '/config/server/port', '/config/server/host'),
  // https://github.com/web-infra-dev/rsbuild/issues/4885
  ask('.env.test.local 和 .env 哪个优先级高', '/guide/advanced/env-vars'),
  // https://github.com/web-infra-dev/rspack/issues/4206
  ask('filename 加了 contenthash 后开发时 css 热更新失效', '/config/output/filename', '/guide/faq/hmr'),
  // https://blog.gitcode.com/f74d9eb4ca9b99f5246dc7e4b10a453c.html
  ask('Critical dependency: require function is used in a way in which', '/config/tools/rspack', '/guide/configuration/rspack'),
  // https://taourl.com/read-2504487.html
  ask('打包后资源改成相对路径 直接双击 index.html 打开', '/config/output/asset-prefix', '/guide/faq/features'),
  // https://github.com/open-edge-platform/physical-ai-studio/pull/738
  ask('怎么开启 React Compiler 还需要装 babel 插件吗', '/guide/framework/react', '/plugins/list/plugin-react'),
  // https://github.com/web-infra-dev/rsbuild/issues/3328
  ask('css content 里的图标 unicode 被转成字符 缓存后乱码', '/config/output/charset'),
  // https://github.com/web-infra-dev/rsbuild/issues/1747
  ask('动态 import 模板字符串 svg 拿到的 ReactComponent 是 undefined', '/plugins/list/plugin-svgr'),
  // https://github.com/web-infra-dev/rspack/issues/11148
  ask('package.json 设置 sideEffects false 后生产环境样式顺序错乱', '/guide/styling/css-usage', '/guide/optimization/optimize-bundle'),
  // https://github.com/web-infra-dev/rspack/issues/12501
  ask('同样代码在不同机器构建 产物 hash 不一致', '/guide/basic/output-files', '/config/output/filename-hash'),
  // https://github.com/web-infra-dev/rspress/issues/1144
  ask('less 的 lessOptions math always 在哪里配置', '/plugins/list/plugin-less'),
  // https://github.com/web-infra-dev/rsbuild/issues/1058
  ask('check-syntax 报错显示的是压缩后的代码 看不出源文件', '/guide/advanced/browser-compatibility'),
  // https://github.com/web-infra-dev/rsbuild/issues/2482
  ask('配置 moduleFederation 后 多级路由刷新白屏 资源路径不对', '/config/dev/asset-prefix', '/guide/advanced/module-federation'),
  // https://github.com/redpanda-data/console/pull/1478
  ask('process.env?.REACT_APP_XXX 可选链写法取到 undefined', '/guide/advanced/env-vars', '/guide/migration/cra'),
  // https://github.com/web-infra-dev/rspack/issues/4986
  ask('从 vite 迁移 import.meta.glob 还能用吗', '/guide/migration/vite'),
  // https://github.com/rstackjs/storybook-rsbuild/issues/304
  ask('Multiple assets emit different content to the same filename', '/guide/faq/exceptions'),
  // https://github.com/module-federation/core/issues/3583
  ask('environments 多个 web 环境 dev 时只能访问到其中一个的产物', '/guide/advanced/environments', '/config/server/serve-assets'),
  // https://blog.gitcode.com/44452dfe93af3a783a759e36db3726eb.html
  ask('用局域网 IP 访问时 lazyCompilation 资源从 localhost 加载失败', '/config/dev/lazy-compilation'),
  // https://github.com/web-infra-dev/rsbuild/issues/6749
  ask('BUNDLE_ANALYZE=true 分析结果把图片算进 js chunk 体积', '/config/performance/bundle-analyze', '/guide/debug/rsdoctor'),
];

export const FRESH_ZH: RelevanceCase[] = withZhPages(ZH);
