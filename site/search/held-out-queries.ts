/**
 * The held-out relevance set of the local search: questions that readers really asked, each
 * rewritten the way it is typed into the search box and paired with the page(s) of the current
 * docs that answer it. It is kept apart from `relevance-queries.ts` and is never used to tune the
 * search, so it measures the search instead of repeating what the search was fitted to.
 *
 * Every case names its `source`, the public thread where the question was asked: GitHub issues of
 * Rsbuild, Rspack and projects built with them. A source gives at most two cases, usually one
 * English and one Chinese phrasing of the same question. Pasted error messages and log lines keep their
 * original text and language (a Chinese reader pastes the English error as it is) and are cut to
 * 64 characters, the maxlength of the search input, rather than rephrased.
 *
 * Chinese cases name their pages without the `/zh` prefix; `HELD_OUT_ZH` adds it (the twin page is
 * meant), as `RELEVANCE_ZH` does.
 */
import { type RelevanceCase, withZhPages } from './relevance-queries.ts';

export interface HeldOutCase extends RelevanceCase {
  /** Where the question was asked: a public URL. */
  source: string;
}

const key = (query: string, source: string, ...pages: string[]): HeldOutCase => ({ query, pages, kind: 'key', source });
const ask = (query: string, source: string, ...pages: string[]): HeldOutCase => ({ query, pages, kind: 'ask', source });

const rsbuild = (n: number) => `https://github.com/web-infra-dev/rsbuild/issues/${n}`;
const rspack = (n: number) => `https://github.com/web-infra-dev/rspack/issues/${n}`;

export const HELD_OUT_EN: HeldOutCase[] = [
  // Hot updates and the dev server
  ask('full page reload when I edit App.js instead of hmr', rsbuild(3336), '/guide/faq/hmr', '/guide/advanced/hmr'),
  ask('hmr stops working after a few saves on wsl', rsbuild(5130), '/guide/faq/hmr'),
  ask("Module not found: Can't resolve './App' in '/home/daspoet/projec", rsbuild(5130), '/guide/faq/hmr'),
  ask('file changes not detected in docker on wsl2', rsbuild(3193), '/guide/faq/hmr', '/config/dev/watch-files'),
  ask("WebSocket connection to 'ws://localhost:3000/rsbuild-hmr?compila", rsbuild(4858), '/guide/faq/hmr'),
  ask('webview2 page cannot connect to the hmr websocket', rsbuild(7538), '/guide/faq/hmr', '/config/dev/client'),
  ask('does the dev server restart when rsbuild.config changes', rsbuild(477), '/guide/faq/hmr', '/config/dev/watch-files'),
  ask('reload the page when php template files change', rsbuild(1902), '/config/dev/watch-files'),
  ask('first dev build takes minutes after moving from cra', rsbuild(2872), '/guide/optimization/build-performance', '/guide/debug/build-profiling'),
  ask('rebuild is slow on every file save', rsbuild(4551), '/guide/optimization/build-performance', '/config/dev/lazy-compilation'),
  ask('lazy compilation only in the dev server, not in build', rspack(7859), '/config/dev/lazy-compilation'),
  ask('cannot open the dev server from my network ip', rsbuild(3017), '/config/server/host'),
  ask(
    '[rsbuild:server] Port 3000 is occupied, please choose another on',
    'https://github.com/QuantumNous/new-api/issues/5416',
    '/config/server/strict-port',
    '/config/server/port',
  ),
  ask('dev server returns 404 for every page', rsbuild(4687), '/guide/faq/exceptions', '/config/server/strict-port'),
  ask('enable https without providing a certificate', rsbuild(2175), '/config/server/https'),
  ask('server.https: true no longer works', rsbuild(768), '/config/server/https'),
  ask('error:0480006C:PEM routines::no start line', rsbuild(4205), '/config/server/https'),
  ask('proxy everything to my backend breaks hmr and js files', rsbuild(6725), '/config/server/proxy'),
  ask('self-signed certificate in certificate chain', rsbuild(3484), '/config/server/proxy', '/config/server/https'),
  ask('preview a folder other than dist', rsbuild(4630), '/guide/basic/cli', '/config/output/dist-path'),

  // Environment variables and modes
  ask('Uncaught ReferenceError: process is not defined', rsbuild(3975), '/guide/faq/exceptions', '/guide/advanced/env-vars'),
  ask('process.env.BACKEND_URL is undefined in the browser', rsbuild(3030), '/guide/advanced/env-vars', '/guide/faq/exceptions'),
  ask('process is not defined even though I set source.define', rsbuild(3834), '/guide/advanced/env-vars', '/guide/faq/exceptions'),
  ask('vue cli VUE_APP_ variables are not replaced', rsbuild(2087), '/guide/migration/vue-cli', '/guide/advanced/env-vars'),
  ask('custom env prefix with loadEnv in a vue 2 app', rsbuild(1643), '/guide/advanced/env-vars', '/guide/migration/vue-cli'),
  ask('where do I put the .env file', rsbuild(2072), '/guide/advanced/env-vars'),
  ask('.env variables are not available in my app code', 'https://github.com/pimcore/studio-ui-bundle/issues/1713', '/guide/advanced/env-vars'),
  ask('load .env.staging for a staging build', rsbuild(4040), '/guide/advanced/env-vars', '/guide/basic/cli'),
  ask('build output has no hash after setting NODE_ENV in .env', rsbuild(6491), '/config/mode', '/guide/advanced/env-vars'),
  ask('--env-mode development still makes a production build', rsbuild(2904), '/guide/advanced/env-vars', '/config/mode'),
  ask('unknown import.meta.env keys should be a type error', rsbuild(5617), '/guide/advanced/env-vars'),
  ask('.env is not loaded when I use createRsbuild', rsbuild(3394), '/guide/advanced/env-vars', '/api/javascript-api/core'),
  ask('NODE_ENV is undefined inside rsbuild.config.mjs', rsbuild(429), '/guide/advanced/env-vars', '/config/mode'),

  // Paths, deployment and output files
  ask("Uncaught SyntaxError: Unexpected token '<'", rsbuild(2823), '/guide/faq/exceptions', '/config/output/asset-prefix'),
  ask('relative assetPrefix breaks urls inside css files', rsbuild(4494), '/config/output/asset-prefix', '/config/server/base'),
  ask("background-image url broken when assetPrefix is './'", rsbuild(1748), '/config/output/asset-prefix'),
  ask('scss font url is wrong with a relative assetPrefix', rsbuild(3019), '/config/output/asset-prefix'),
  ask('fonts fail to load with a relative assetPrefix', rsbuild(4033), '/config/output/asset-prefix', '/config/dev/asset-prefix'),
  ask('manifest.json asset urls do not include assetPrefix', rsbuild(7883), '/config/output/manifest', '/config/output/asset-prefix'),
  ask(
    'public folder not copied to dist in dev with writeToDisk',
    rsbuild(2278),
    '/config/server/public-dir',
    '/config/output/copy',
    '/config/dev/write-to-disk',
  ),
  ask('exclude one file in public from the build output', rsbuild(6337), '/config/server/public-dir'),
  ask('favicon missing from dist after moving the public folder', rsbuild(7039), '/config/html/favicon', '/config/server/public-dir'),
  ask('favicon.ico copied to dist even though I disabled html', rsbuild(6822), '/config/server/public-dir', '/config/html/favicon'),
  ask('Conflict: Multiple assets emit different content to the same fil', rsbuild(2113), '/guide/faq/exceptions', '/config/output/filename'),
  ask('copying public folder causes multiple assets index.html error', rsbuild(1225), '/guide/faq/exceptions', '/config/server/public-dir'),
  ask('two images with the same name collide in the output', rsbuild(5876), '/guide/faq/exceptions', '/config/output/filename-hash'),
  ask(
    'bundle everything into a single html file',
    rsbuild(3240),
    '/config/output/inline-scripts',
    '/config/output/inline-styles',
    '/guide/optimization/inline-assets',
  ),
  ask('output.inlineStyles has no effect in dev', rsbuild(2957), '/config/output/inline-styles'),

  // HTML
  ask('ReferenceError: meta is not defined', rsbuild(1059), '/config/html/template', '/guide/basic/html-template'),
  ask('html.title ignored when using a custom template', rsbuild(325), '/config/html/title', '/config/html/template'),
  ask('different title for each page in a multi page app', rsbuild(4640), '/config/html/title', '/config/source/entry'),

  // Module resolution and build errors
  ask("Cannot find module './example' for matched aliased key './exampl", rsbuild(4650), '/config/resolve/alias', '/guide/advanced/alias'),
  ask("ESModulesLinkingError: export 'QueryContext' (imported as 'Query", 'https://github.com/molstar/molstar/issues/1565', '/guide/faq/exceptions'),
  ask("HarmonyLinkingError: export 'Layout' (imported as 'Layout') was ", rspack(7022), '/guide/faq/exceptions'),
  ask('export not found in a node_modules package after leaving cra', rsbuild(3112), '/guide/faq/exceptions'),
  ask("Module not found: Can't resolve 'canvas' in '/Users/yifei/Worksp", rsbuild(5697), '/guide/faq/exceptions', '/config/resolve/condition-names'),
  ask('FATAL ERROR: Reached heap limit Allocation failed - JavaScript h', rsbuild(4795), '/guide/faq/exceptions'),
  ask('crypto cannot be resolved when building for the browser', rsbuild(766), '/guide/faq/exceptions'),
  ask('Tip: "crypto" is a built-in Node.js module. It cannot be importe', 'https://github.com/lynx-family/lynx-stack/issues/221', '/guide/faq/exceptions'),
  ask('ReferenceError: global is not defined', 'https://github.com/rstackjs/rsbuild-plugin-node-polyfill/issues/34', '/guide/faq/exceptions'),
  ask('TypeError: plugin.apply is not a function', rsbuild(3114), '/config/plugins', '/plugins/dev/'),
  ask("TypeError: Cannot read properties of undefined (reading 'tap')", rspack(8015), '/guide/configuration/rspack', '/guide/migration/webpack'),
  ask('type errors in my editor but the build still passes', rsbuild(4180), '/guide/faq/exceptions', '/guide/basic/typescript'),
  ask('vue 2 project fails to compile after switching to rsbuild', rsbuild(3856), '/guide/framework/vue'),

  // Browser support
  ask('structuredClone is not polyfilled', rsbuild(5131), '/config/output/polyfill', '/guide/advanced/browserslist'),

  // Styles
  ask('hide sass deprecation warnings in the terminal', rsbuild(3201), '/plugins/list/plugin-sass'),
  ask('tailwind v4 classes have no styles', rsbuild(5983), '/guide/styling/tailwindcss'),
  ask('css modules class and keyframes names clash after camelCase', rsbuild(2660), '/config/output/css-modules'),
  key('css modules getLocalIdent', rsbuild(3554), '/config/tools/css-loader', '/config/output/css-modules'),
  key('import css as a string ?raw', rsbuild(4404), '/guide/faq/features', '/guide/styling/css-usage'),

  // Plugins and frameworks
  ask("import { ReactComponent } from './logo.svg' fails", rsbuild(3468), '/plugins/list/plugin-svgr', '/guide/migration/cra'),
  key('react compiler', 'https://github.com/rstackjs/rstack-examples/issues/87', '/plugins/list/plugin-react', '/guide/framework/react'),
  ask('do I need transformImport for an esm component library', rsbuild(572), '/config/source/transform-import'),

  // Bundle and optimization
  ask('put react in its own chunk with the single vendor preset', rsbuild(4697), '/config/split-chunks', '/guide/optimization/code-splitting'),
  ask('minSize and maxSize chunks differ from webpack', rspack(8310), '/config/split-chunks', '/guide/optimization/code-splitting'),
  ask('removeConsole also dropped code inside console.log arguments', rsbuild(7549), '/config/performance/remove-console'),
];

const ZH: HeldOutCase[] = [
  // 热更新与开发服务器
  ask('修改 App.js 后整个页面刷新而不是热更新', rsbuild(3336), '/guide/faq/hmr', '/guide/advanced/hmr'),
  ask('WSL 下保存几次后热更新就失效了', rspack(10264), '/guide/faq/hmr'),
  ask("WSL 热更新报 Module not found: Can't resolve './App'", rspack(10264), '/guide/faq/hmr'),
  ask('Docker 容器里改了代码不会重新编译', rsbuild(3193), '/guide/faq/hmr', '/config/dev/watch-files'),
  ask('[HMR] disconnected. Attempting to reconnect.', rsbuild(4858), '/guide/faq/hmr'),
  ask("WebSocket connection to 'ws://localhost:1590/rsbuild-hmr?token=0", rsbuild(7538), '/guide/faq/hmr', '/config/dev/client'),
  ask('修改 rsbuild.config.ts 后需要手动重启吗', rsbuild(477), '/guide/faq/hmr', '/config/dev/watch-files'),
  ask('不是 import 的模板文件改了也要自动刷新页面', rsbuild(1902), '/config/dev/watch-files'),
  ask('从 CRA 迁移后 dev 首次启动要两三分钟', rsbuild(2872), '/guide/optimization/build-performance', '/guide/debug/build-profiling'),
  ask('每次保存后重新编译都很慢', rsbuild(4551), '/guide/optimization/build-performance', '/config/dev/lazy-compilation'),
  ask('开启 lazyCompilation 后 build 产物只有几个文件', rspack(7859), '/config/dev/lazy-compilation'),
  ask('局域网 IP 访问不了开发服务器', rsbuild(3017), '/config/server/host'),
  ask(
    '启动失败 Port 3000 is occupied, please choose another one',
    'https://github.com/QuantumNous/new-api/issues/5416',
    '/config/server/strict-port',
    '/config/server/port',
  ),
  ask('开发服务器所有页面都返回 404', rsbuild(4687), '/guide/faq/exceptions', '/config/server/strict-port'),
  ask('不配证书直接开启 https', rsbuild(2175), '/config/server/https'),
  ask('server.https 设为 true 不生效了 必须自己配证书吗', rsbuild(768), '/config/server/https'),
  ask('mkcert 证书启动报错 PEM routines::no start line', rsbuild(4205), '/config/server/https'),
  ask("代理配置 '/' 后 js 和热更新请求也被转发到后端", rsbuild(6725), '/config/server/proxy'),
  ask('[HPM] Error occurred while proxying request localhost:3000/syste', rsbuild(3484), '/config/server/proxy'),
  ask('rsbuild preview 能预览 dist 以外的目录吗', rsbuild(4630), '/guide/basic/cli', '/config/output/dist-path'),

  // 环境变量与模式
  ask('loadEnv 加载了 .env 但浏览器里提示 process 未定义', rsbuild(3975), '/guide/advanced/env-vars', '/guide/faq/exceptions'),
  ask('ReferenceError: process is not defined at ./src/index.tsx', rsbuild(3030), '/guide/faq/exceptions', '/guide/advanced/env-vars'),
  ask(
    'vue-cli 迁移后配置了 define 还是报 process is not defined',
    rsbuild(3834),
    '/guide/advanced/env-vars',
    '/guide/faq/exceptions',
    '/guide/migration/vue-cli',
  ),
  ask('loadEnv 设置 VUE_APP_ 前缀后变量还是没替换', rsbuild(2087), '/guide/advanced/env-vars', '/guide/migration/vue-cli'),
  ask(
    'vue2 项目用 loadEnv 自定义前缀 报 process is not defined',
    rsbuild(1643),
    '/guide/advanced/env-vars',
    '/guide/migration/vue-cli',
    '/guide/faq/exceptions',
  ),
  ask('.env 文件放在 src 目录下读不到', rsbuild(2072), '/guide/advanced/env-vars'),
  ask('.env 里的变量在业务代码里读不到', 'https://github.com/pimcore/studio-ui-bundle/issues/1713', '/guide/advanced/env-vars'),
  ask('vite 的 --mode 在 rsbuild 里怎么指定', rsbuild(4040), '/guide/advanced/env-vars', '/guide/migration/vite', '/guide/basic/cli'),
  ask('--env-mode dev 打包后文件名没有 hash', rsbuild(6491), '/config/mode', '/guide/advanced/env-vars'),
  ask('--env-mode development 打出来还是生产包', rsbuild(2904), '/guide/advanced/env-vars', '/config/mode'),
  ask('import.meta.env 写错变量名也不报类型错误', rsbuild(5617), '/guide/advanced/env-vars'),
  ask('用 createRsbuild 启动时 .env 没有加载', rsbuild(3394), '/guide/advanced/env-vars', '/api/javascript-api/core'),
  ask('rsbuild.config.mjs 里拿不到 process.env.NODE_ENV', rsbuild(429), '/guide/advanced/env-vars', '/config/mode'),

  // 路径、部署与产物
  ask("lib-react.ce3c5957.js:1 Uncaught SyntaxError: Unexpected token '", rsbuild(2823), '/guide/faq/exceptions', '/config/output/asset-prefix'),
  ask('部署在子目录 assetPrefix 设为相对路径后 css 里图片地址错了', rsbuild(4494), '/config/output/asset-prefix', '/config/server/base'),
  ask("background-image 在 assetPrefix './' 下路径错误", rsbuild(1748), '/config/output/asset-prefix'),
  ask("assetPrefix 设为 './' 后 scss 引用的字体路径不对", rsbuild(3019), '/config/output/asset-prefix'),
  ask('相对路径的 assetPrefix 下字体文件加载失败', rsbuild(4033), '/config/output/asset-prefix', '/config/dev/asset-prefix'),
  ask('manifest.json 里的资源路径没有带 assetPrefix', rsbuild(7883), '/config/output/manifest', '/config/output/asset-prefix'),
  ask('开启 writeToDisk 后 public 目录没有写到 dist', rsbuild(2278), '/config/server/public-dir', '/config/output/copy', '/config/dev/write-to-disk'),
  ask('public 目录下某个文件不想复制到 dist', rsbuild(6337), '/config/server/public-dir'),
  ask('public 目录换了位置后 favicon 没有输出', rsbuild(7039), '/config/html/favicon', '/config/server/public-dir'),
  ask('配置了 htmlPlugin: false 还是输出了 favicon', rsbuild(6822), '/config/server/public-dir', '/config/html/favicon'),
  ask('Multiple assets emit different content to the same filename stat', rsbuild(2113), '/guide/faq/exceptions', '/config/output/filename'),
  ask('复制 public 目录后报 Multiple assets emit different content', rsbuild(1225), '/guide/faq/exceptions', '/config/server/public-dir'),
  ask('不同目录下的同名图片打包后冲突', rsbuild(5876), '/guide/faq/exceptions', '/config/output/filename-hash'),
  ask(
    '打包成单个 html 文件 把 js 和 css 都内联进去',
    rsbuild(3240),
    '/config/output/inline-scripts',
    '/config/output/inline-styles',
    '/guide/optimization/inline-assets',
  ),
  ask('inlineStyles 在开发环境不生效', rsbuild(2957), '/config/output/inline-styles'),

  // HTML
  ask('自定义 html 模板里写 <%= meta %> 报 meta is not defined', rsbuild(1059), '/config/html/template', '/guide/basic/html-template'),
  ask('用了自定义模板后 html.title 不生效', rsbuild(325), '/config/html/title', '/config/html/template'),
  ask('多页面应用每个页面设置不同的标题', rsbuild(4640), '/config/html/title', '/config/source/entry'),

  // 模块解析与构建报错
  ask("ESModulesLinkingError: export 'constant' (imported as 'constant'", rsbuild(4650), '/guide/faq/exceptions', '/config/resolve/alias'),
  ask("export 'QueryContext' (imported as 'QueryContext') was not found", 'https://github.com/molstar/molstar/issues/1565', '/guide/faq/exceptions'),
  ask("was not found in '@rive-app/react-canvas' (possible exports: __e", rspack(7022), '/guide/faq/exceptions'),
  ask('从 CRA 迁移后报 node_modules 里的导出找不到', rsbuild(3112), '/guide/faq/exceptions'),
  ask("vega 打包警告 Module not found: Can't resolve 'canvas'", rsbuild(5697), '/guide/faq/exceptions', '/config/resolve/condition-names'),
  ask('Reached heap limit Allocation failed - JavaScript heap out of me', rsbuild(4795), '/guide/faq/exceptions'),
  ask('pnpm dev 报错 找不到 crypto 模块', rsbuild(766), '/guide/faq/exceptions'),
  ask('打包提示 crypto is a built-in Node.js module 怎么处理', 'https://github.com/lynx-family/lynx-stack/issues/221', '/guide/faq/exceptions'),
  ask(
    '升级 node-polyfill 插件后第三方库报 global is not defined',
    'https://github.com/rstackjs/rsbuild-plugin-node-polyfill/issues/34',
    '/guide/faq/exceptions',
  ),
  ask('rspack 配置里用 @rsbuild/plugin-vue 报 plugin.apply is not a function', rsbuild(3114), '/config/plugins', '/plugins/dev/'),
  ask("webpack 插件报 Cannot read properties of undefined (reading 'tap')", rspack(8015), '/guide/configuration/rspack', '/guide/migration/webpack'),
  ask('vscode 里有 ts 报错 但是编译照样通过', rsbuild(4180), '/guide/faq/exceptions', '/guide/basic/typescript'),
  ask('vue2 项目迁移后大量文件编译报错', rsbuild(3856), '/guide/framework/vue'),

  // 浏览器兼容
  ask('structuredClone 没有被注入 polyfill', rsbuild(5131), '/config/output/polyfill', '/guide/advanced/browserslist'),

  // 样式
  ask('sass 编译一直输出 Deprecation Warning 怎么关掉', rsbuild(3201), '/plugins/list/plugin-sass'),
  ask('安装 @tailwindcss/postcss 后 tailwind 样式不生效', rsbuild(5983), '/guide/styling/tailwindcss'),
  ask('CSS Modules 类名自动转驼峰导致样式冲突', rsbuild(2660), '/config/output/css-modules'),
  ask('CSS Modules 能自定义 getLocalIdent 吗', rsbuild(3554), '/config/tools/css-loader', '/config/output/css-modules'),
  ask('怎么把 css 文件内容作为字符串导入', rsbuild(4404), '/guide/faq/features', '/guide/styling/css-usage'),

  // 插件与框架
  ask('svg 用 ReactComponent 具名导入报错', rsbuild(3468), '/plugins/list/plugin-svgr', '/guide/migration/cra'),
  ask('怎么开启 React Compiler', 'https://github.com/rstackjs/rstack-examples/issues/87', '/plugins/list/plugin-react', '/guide/framework/react'),
  ask('react-vant 配置 transformImport 后样式引入报错', rsbuild(572), '/config/source/transform-import'),

  // 打包与优化
  ask('single-vendor 模式下把 react 单独拆出来', rsbuild(4697), '/config/split-chunks', '/guide/optimization/code-splitting'),
  ask('minSize maxSize 拆包结果和 webpack 不一样', rspack(8310), '/config/split-chunks', '/guide/optimization/code-splitting'),
  ask('removeConsole 把 console.log 参数里的赋值也删掉了', rsbuild(7549), '/config/performance/remove-console'),
];

export const HELD_OUT_ZH: HeldOutCase[] = withZhPages(ZH);
