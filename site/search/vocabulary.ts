/**
 * The build tool's vocabulary, both ways: what readers type (in English and in Chinese) next to
 * what the pages say, and the options or pages that concept is about. Applied when a query is
 * read (query-plan.ts), so it costs nothing in the search data: a query that uses any term of a
 * row also searches the row's other terms, and the row's targets rank first among equally good
 * matches.
 *
 * A row is `[english terms, chinese terms, targets]`, terms separated by commas. Targets are
 * option names (`server.port`, whose page is found by its title) or routes without the locale
 * (`/guide/advanced/hmr`). Write rows for concepts, in the words a reader would use: every
 * phrasing that names the concept then benefits, not one query.
 */
export type VocabularyRow = [en: string, zh: string, targets: string];

export const VOCABULARY: VocabularyRow[] = [
  // dev
  ['hot reload, hot module replacement, hot update, hmr, hot reloading, live update', '热更新, 模块热更新, 热替换, 热加载', 'dev.hmr /guide/advanced/hmr'],
  ['live reload, full reload, page reload, whole page reload, refresh the page', '刷新页面, 整页刷新, 页面刷新, 自动刷新', 'dev.liveReload /guide/faq/hmr'],
  ['lazy compilation, compile on demand, on demand compilation, compile routes on demand', '按需编译, 懒编译, 延迟编译', 'dev.lazyCompilation'],
  ['progress bar, build progress', '进度条, 构建进度', 'dev.progressBar'],
  ['keyboard shortcuts, cli shortcuts, terminal shortcuts', '快捷键, 命令行快捷键', 'dev.cliShortcuts'],
  ['write to disk, write files to disk, dev output on disk', '写入磁盘, 写到磁盘, 输出到磁盘', 'dev.writeToDisk'],
  ['watch files, watch extra files, restart on change', '监听文件, 文件监听, 监听变化', 'dev.watchFiles'],
  ['setup middlewares, custom middleware, express middleware', '中间件, 自定义中间件', 'dev.setupMiddlewares'],
  ['browser logs, browser console errors in terminal', '浏览器日志, 浏览器报错转发', 'dev.browserLogs'],
  ['error overlay, overlay, compile error overlay, websocket, hmr client', '错误浮层, 浮层, 错误遮罩, 遮罩层', 'dev.client /guide/faq/hmr'],
  ['dev asset prefix, dev public path', '开发环境资源前缀', 'dev.assetPrefix'],
  // server
  ['port, listen port, dev server port, port number', '端口, 端口号, 监听端口', 'server.port'],
  ['strict port, port in use, port already in use, port taken, port occupied', '端口被占用, 端口占用, 固定端口', 'server.strictPort'],
  ['host, network interfaces, lan, access from phone, access from another device, 0.0.0.0', '主机, 局域网, 手机访问, 其他设备访问, 监听地址', 'server.host'],
  ['https, ssl, tls, certificate, self signed certificate, mkcert', '证书, 自签名证书, 安全连接', 'server.https'],
  ['proxy, reverse proxy, api proxy, proxy api requests, backend api', '代理, 反向代理, 接口代理, 转发, 后端接口', 'server.proxy'],
  ['cors, cross origin, cross-origin, access-control-allow-origin', '跨域, 跨源, 跨域请求', 'server.cors server.proxy'],
  ['response headers, custom headers, http headers', '响应头, 自定义响应头, 返回响应头', 'server.headers'],
  ['open browser, open the browser automatically, auto open', '打开浏览器, 自动打开, 自动打开浏览器', 'server.open'],
  [
    'spa, spa fallback, history fallback, client side routing, client side routes 404, refresh 404, page refresh 404, history api fallback, single page app, single page application',
    '前端路由, 刷新 404, 刷新页面 404, 页面刷新 404, 路由回退, 单页应用, 客户端路由',
    'server.historyApiFallback',
  ],
  ['html fallback, fallback to index.html', 'HTML 回退', 'server.htmlFallback'],
  ['public folder, public dir, public directory, static folder, static files served as is', 'public 目录, 公共目录, 静态目录', 'server.publicDir'],
  ['compress, gzip, compression, brotli', '压缩响应, gzip 压缩, 响应压缩', 'server.compress'],
  ['base path, base url, sub path, subpath, subdirectory, deploy under a path', '基础路径, 子路径, 子目录, 二级目录', 'server.base output.assetPrefix'],
  ['print urls, hide urls, server address, local url, network url', '打印地址, 访问地址, 服务地址', 'server.printUrls'],
  ['middleware mode, custom server, own server, express server', '中间件模式, 自定义服务器', 'server.middlewareMode'],
  ['dev server, development server, preview server', '开发服务器, 预览服务器, 本地服务器', ''],
  // html
  ['page title, document title, title tag', '页面标题, 网页标题, 标题', 'html.title'],
  ['meta tags, meta, viewport, description meta', 'meta 标签, 元信息, 元标签', 'html.meta'],
  ['favicon, tab icon, site icon', '网站图标, 标签页图标, 图标', 'html.favicon'],
  ['app icon, pwa icon, web app manifest, apple touch icon', '应用图标, 桌面图标, PWA 图标', 'html.appIcon'],
  ['html template, custom template, index.html template, own html', 'HTML 模板, 模板, 自定义模板', 'html.template /guide/basic/html-template'],
  ['template parameters, template variables', '模板参数, 模板变量', 'html.templateParameters'],
  ['inject tags, script tags, link tags, insert script, add script tag', '插入标签, 注入标签, script 标签, 插入脚本', 'html.tags'],
  ['inject position, where scripts are injected, head or body', '注入位置', 'html.inject'],
  ['script loading, defer, async scripts, module scripts', '脚本加载, 加载方式', 'html.scriptLoading'],
  ['mount id, root element, mount node', '挂载节点, 根节点, 挂载点', 'html.mountId'],
  ['crossorigin attribute, anonymous', 'crossorigin 属性', 'html.crossorigin'],
  ['html output structure, nested html, flat html', 'HTML 输出结构, HTML 目录结构', 'html.outputStructure'],
  ['disable html, no html, without html, only javascript', '不生成 HTML, 不需要 HTML, 只构建 JS', 'tools.htmlPlugin /guide/faq/features'],
  // source
  ['entry, entries, entry point, multi page, multi page app, mpa, multiple pages', '入口, 入口文件, 多页面, 多页应用, 多入口', 'source.entry'],
  ['define, global constants, replace variables, compile time constants, global variables', '全局常量, 全局变量, 变量替换, 编译时常量', 'source.define'],
  ['environment variables, env vars, env variables, process.env, import.meta.env, dotenv, env file', '环境变量, 环境变量文件', '/guide/advanced/env-vars'],
  ['decorators, decorator, legacy decorators, experimental decorators', '装饰器, 修饰器', 'source.decorators'],
  [
    'include, compile dependencies, compile node_modules, transpile node_modules, modern syntax in dependencies',
    '编译依赖, 编译第三方依赖, 转译依赖, 新语法',
    'source.include',
  ],
  ['exclude, skip compiling, do not compile', '排除, 不编译, 跳过编译', 'source.exclude'],
  ['pre entry, run before entry, preload script, global setup script', '前置入口, 入口前执行', 'source.preEntry'],
  ['transform import, import on demand, on demand import, babel-plugin-import, lodash imports', '按需引入, 按需导入, 按需加载组件', 'source.transformImport'],
  ['tsconfig path, tsconfig file, custom tsconfig', 'tsconfig 路径, 指定 tsconfig', 'source.tsconfigPath'],
  ['assets include, treat as asset, extra asset types', '额外资源类型, 视为静态资源', 'source.assetsInclude'],
  // output
  [
    'output directory, dist, dist folder, dist path, build folder, output folder, where the build goes, output path',
    '产物目录, 输出目录, 构建目录, 打包目录, 产物路径, 输出路径',
    'output.distPath /guide/basic/output-files',
  ],
  ['clean dist, clean output, empty output folder, delete old files', '清空目录, 清空输出目录, 清理产物, 删除旧文件', 'output.cleanDistPath'],
  ['content hash, file hash, hash in file names, filename hash, cache busting', '哈希, 内容哈希, 文件哈希, 文件名哈希, 缓存失效', 'output.filenameHash'],
  ['file names, output file names, chunk names, rename output files', '文件名, 产物文件名, 输出文件名, 文件命名', 'output.filename'],
  ['asset prefix, public path, cdn, cdn url, publicPath, static asset url', 'CDN, 资源前缀, 公共路径, 资源路径', 'output.assetPrefix'],
  ['minify, minification, uglify, compress code, terser, smaller output', '压缩, 代码压缩, 混淆, 压缩代码', 'output.minify'],
  ['source map, sourcemap, devtool, debug production code', '源码映射, 源映射', 'output.sourceMap'],
  ['polyfill, polyfills, core-js, missing apis in old browsers', '垫片, 兼容补丁, 补丁', 'output.polyfill'],
  [
    'externals, external dependencies, exclude from bundle, cdn globals, global variable dependency',
    '外部依赖, 外部扩展, 不打包, 排除依赖',
    'output.externals',
  ],
  ['copy, copy files, copy static files, copy plugin', '拷贝, 复制文件, 拷贝文件, 复制静态文件', 'output.copy'],
  [
    'css modules, local class names, class name hashing, localIdentName, named exports of css',
    'CSS 模块, 类名, 类名格式',
    'output.cssModules /guide/styling/css-modules',
  ],
  [
    'data uri, base64, inline images, inline small files, url-loader limit',
    'base64, 内联图片, 内联小文件, 转成 base64',
    'output.dataUriLimit /guide/optimization/inline-assets',
  ],
  ['inline scripts, inline javascript into html', '内联脚本, 内联 JS', 'output.inlineScripts'],
  ['inline styles, inline css into html', '内联样式, 内联 CSS', 'output.inlineStyles'],
  ['inject styles, style tags, css in js bundle', '注入样式, 样式注入', 'output.injectStyles'],
  ['legal comments, license comments, license headers', '许可证注释, 版权注释, 法律注释', 'output.legalComments'],
  ['manifest, asset manifest, manifest.json, list of emitted files', '清单, 资源清单, 清单文件', 'output.manifest'],
  ['target, build target, node target, web worker target, build for node', '构建目标, 目标环境, 运行环境', 'output.target'],
  ['charset, ascii, utf8, non ascii characters', '字符集, 编码', 'output.charset'],
  ['emit assets, skip assets, no assets for ssr', '输出静态资源, 不输出资源', 'output.emitAssets'],
  ['emit css, css files for ssr', '输出 CSS', 'output.emitCss'],
  ['es module output, esm output, type module', 'ES 模块产物, ESM 产物', 'output.module'],
  ['override browserslist, per environment browserslist', '覆盖 browserslist', 'output.overrideBrowserslist'],
  ['browserslist, target browsers, supported browsers, browser range', '浏览器范围, 目标浏览器, 浏览器列表', '/guide/advanced/browserslist'],
  [
    'browser compatibility, old browsers, legacy browsers, ie11, older browsers, support old browsers',
    '浏览器兼容, 兼容性, 低版本浏览器, 旧浏览器, 老浏览器',
    '/guide/advanced/browser-compatibility',
  ],
  ['output files, build output, build artifacts, output structure', '构建产物, 产物, 输出文件, 产物结构', '/guide/basic/output-files'],
  // resolve
  ['alias, path alias, import alias, @ alias, resolve alias', '别名, 路径别名, 导入别名', 'resolve.alias /guide/advanced/alias'],
  ['alias strategy, prefer tsconfig paths', '别名策略', 'resolve.aliasStrategy'],
  ['condition names, exports conditions, package exports', '条件导出, 导出条件', 'resolve.conditionNames'],
  ['dedupe, duplicate packages, multiple copies, two copies of react', '去重, 重复依赖, 多个副本, 重复打包', 'resolve.dedupe'],
  ['extensions, resolve extensions, omit file extension', '扩展名, 文件后缀, 省略后缀', 'resolve.extensions'],
  ['main fields, module field, browser field', '入口字段', 'resolve.mainFields'],
  // tools
  [
    'rspack config, modify rspack config, rspack plugins, webpack config, custom loader',
    'Rspack 配置, 修改 Rspack 配置, 自定义 loader',
    'tools.rspack /guide/configuration/rspack',
  ],
  ['bundler chain, chain config, webpack-chain, rspack-chain', '链式配置', 'tools.bundlerChain'],
  ['swc, swc config, swc plugins, transpiler', 'SWC 配置, SWC 插件', 'tools.swc /guide/configuration/swc'],
  ['postcss, autoprefixer, postcss plugins, vendor prefixes', 'PostCSS, 浏览器前缀, 自动前缀', 'tools.postcss'],
  ['css loader, css-loader options', 'css-loader', 'tools.cssLoader'],
  ['style loader, style-loader', 'style-loader', 'tools.styleLoader'],
  ['css extract, mini css extract, extract css', '抽取 CSS, 提取 CSS', 'tools.cssExtract'],
  ['html plugin, html-webpack-plugin, html-rspack-plugin', 'HTML 插件', 'tools.htmlPlugin'],
  ['lightningcss, lightning css', 'Lightning CSS', 'tools.lightningcssLoader'],
  // performance
  [
    'chunk split, split chunks, splitChunks, vendor chunk, vendors, split vendor code, third party chunk',
    '拆包, 分包, 拆分代码, 第三方依赖拆分, 拆分第三方依赖, 单独拆包',
    'performance.chunkSplit /guide/optimization/code-splitting',
  ],
  ['code splitting, dynamic import, lazy loading, lazy load routes', '代码拆分, 动态导入, 懒加载, 异步加载', '/guide/optimization/code-splitting'],
  ['remove console, drop console, console.log in production, strip console', '移除 console, 去掉 console, 删除 console', 'performance.removeConsole'],
  ['build cache, persistent cache, cache between builds, faster rebuilds', '构建缓存, 持久化缓存, 缓存, 二次构建', 'performance.buildCache'],
  [
    'bundle analyzer, bundle analyze, bundle size report, what is in my bundle, webpack bundle analyzer',
    '体积分析, 产物分析, 包分析, 分析产物',
    'performance.bundleAnalyze /guide/debug/rsdoctor',
  ],
  [
    'bundle size, bundle too big, large bundle, reduce bundle size, smaller bundle',
    '包体积, 体积, 产物体积, 体积太大, 减小体积, 优化体积',
    '/guide/optimization/optimize-bundle',
  ],
  ['preload, preload fonts, rel preload', '预加载, 字体预加载', 'performance.preload'],
  ['prefetch, rel prefetch, prefetch chunks', '预获取, 预取', 'performance.prefetch'],
  ['dns prefetch, dns-prefetch', 'DNS 预解析, DNS 预获取', 'performance.dnsPrefetch'],
  ['preconnect, early connection', '预连接, 提前建立连接', 'performance.preconnect'],
  ['print file size, file size table, size report after build', '文件大小, 打印文件大小, 产物大小', 'performance.printFileSize'],
  ['profile, profile build, stats.json, build stats', '构建分析文件, stats 文件', 'performance.profile'],
  ['moment locales, moment.js locale files', 'moment 语言包', 'performance.removeMomentLocale'],
  [
    'build performance, slow build, faster build, build speed, speed up build, build is slow, make the build faster',
    '构建性能, 构建速度, 构建太慢, 打包太慢, 打包速度, 编译速度, 加快构建, 构建慢',
    '/guide/optimization/build-performance',
  ],
  ['build profiling, build time, profile slow builds, trace, cpu profile', '构建耗时, 性能分析, 耗时分析, 构建性能分析', '/guide/debug/build-profiling'],
  ['inline assets, inline small assets', '内联资源, 资源内联', '/guide/optimization/inline-assets'],
  // security
  ['nonce, csp, content security policy', '内容安全策略, CSP nonce', 'security.nonce'],
  ['sri, subresource integrity, integrity attribute', '子资源完整性, 完整性校验', 'security.sri'],
  // module federation
  [
    'module federation, micro frontends, microfrontend, remote modules, share dependencies between apps, host app, remote app',
    '模块联邦, 微前端, 远程模块, 共享依赖',
    'moduleFederation.options /guide/advanced/module-federation',
  ],
  // top-level options
  ['mode, production mode, development mode, node_env', '构建模式, 生产模式, 开发模式', 'mode'],
  ['root, project root, working directory, cwd', '项目根目录, 根目录, 工作目录', 'root'],
  ['log level, logs, quiet, silent, verbose logs, terminal output, less output', '日志级别, 日志, 输出日志, 静默', 'logLevel'],
  ['plugins, register plugins, add a plugin, use a plugin', '插件, 注册插件, 使用插件', 'plugins /plugins/list/'],
  [
    'environments, multiple environments, multiple targets, ssr and web builds, per environment config',
    '多环境, 环境配置, 多个环境, 多目标构建',
    'environments /guide/advanced/environments',
  ],
  ['config file, rsbuild.config.ts, configuration file, config overview', '配置文件, 配置总览, 配置概览', '/guide/configuration/rsbuild /config/'],
  // guides
  ['build, bundle, bundling, compile, compiling, pack', '构建, 打包, 编译', ''],
  ['import, imports, importing, load, require', '引入, 导入, 引用, 加载', ''],
  ['production, production build, prod', '生产环境, 生产构建, 线上环境', ''],
  ['development, local development', '开发环境, 本地开发', ''],
  ['quick start, getting started, create a project, new project, create-rsbuild', '快速上手, 创建项目, 新建项目, 入门', '/guide/start/quick-start'],
  ['introduction, what is rsbuild, why rsbuild', '介绍, 简介, 什么是 Rsbuild', '/guide/start/'],
  ['features, feature list', '功能, 特性, 功能列表', '/guide/start/features'],
  ['glossary, terms, terminology', '术语, 名词解释', '/guide/start/glossary'],
  ['cli, command line, commands, rsbuild dev, rsbuild build, rsbuild preview', '命令行, 命令行工具, 命令', '/guide/basic/cli'],
  ['static assets, images, fonts, import images, media files', '静态资源, 图片, 字体, 引用图片', '/guide/basic/static-assets'],
  ['json, import json, yaml, toml', 'JSON 文件, 导入 JSON', '/guide/basic/json-files'],
  ['wasm, webassembly', 'WebAssembly, wasm 文件', '/guide/basic/wasm-assets'],
  ['web workers, worker, worker-loader', 'Web Worker, 工作线程', '/guide/basic/web-workers'],
  ['typescript, type checking, type errors, ts', '类型检查, 类型错误', '/guide/basic/typescript'],
  ['deploy, deployment, static hosting, github pages, netlify, vercel, static site', '部署, 静态部署, 静态站点, 托管', '/guide/basic/static-deploy'],
  ['upgrade, update rsbuild, upgrade rsbuild, new version', '升级, 升级 Rsbuild, 更新版本', '/guide/basic/upgrade-rsbuild'],
  ['ssr, server side rendering, server rendering, render on the server', '服务端渲染, 服务器端渲染', '/guide/advanced/ssr'],
  [
    'debug mode, debug, verbose, inspect, inspect config, final config, final rspack config, generated config, resolved config, rsbuild inspect',
    '调试模式, 调试, 查看配置, 最终配置, 详细日志',
    '/guide/debug/debug-mode',
  ],
  ['rsdoctor, build analysis, analyze the build', 'Rsdoctor, 构建分析', '/guide/debug/rsdoctor'],
  ['css, stylesheets, import css, styles', '样式, 样式文件, CSS 文件', '/guide/styling/css-usage'],
  ['css in js, emotion, styled components, styled-components', 'CSS-in-JS', '/guide/styling/css-in-js'],
  ['tailwind, tailwindcss, tailwind css', 'Tailwind', '/guide/styling/tailwindcss'],
  ['unocss, atomic css', '原子化 CSS, UnoCSS', '/guide/styling/unocss'],
  // frameworks and plugins
  ['react, jsx, react refresh, fast refresh', 'React, 快速刷新', '/plugins/list/plugin-react /guide/framework/react'],
  ['vue, single file components, sfc, .vue files', 'Vue, 单文件组件', '/plugins/list/plugin-vue /guide/framework/vue'],
  ['svelte', 'Svelte', '/plugins/list/plugin-svelte /guide/framework/svelte'],
  ['solid, solidjs', 'Solid', '/plugins/list/plugin-solid /guide/framework/solid'],
  ['preact', 'Preact', '/plugins/list/plugin-preact /guide/framework/preact'],
  ['sass, scss', 'Sass, SCSS', '/plugins/list/plugin-sass'],
  ['less', 'Less', '/plugins/list/plugin-less'],
  ['stylus', 'Stylus', '/plugins/list/plugin-stylus'],
  ['svg, svgr, svg as component, svg component, import svg as react component', 'SVG 组件, SVG 作为组件', '/plugins/list/plugin-svgr'],
  ['babel, babel plugins, babel config, babel-loader', 'Babel, Babel 插件, Babel 配置', '/plugins/list/plugin-babel'],
  ['plugin list, official plugins, available plugins', '插件列表, 官方插件', '/plugins/list/'],
  [
    'write a plugin, plugin development, create a plugin, own plugin, custom plugin, plugin api',
    '编写插件, 开发插件, 插件开发, 自定义插件, 写插件',
    '/plugins/dev/ /plugins/dev/core',
  ],
  ['plugin hooks, hooks, lifecycle hooks, onBeforeBuild, onAfterBuild', '钩子, 插件钩子, 生命周期', '/plugins/dev/hooks'],
  // API
  [
    'javascript api, node api, programmatic api, createRsbuild, rsbuild instance',
    'JavaScript API, Node API, 编程接口',
    '/api/javascript-api/core /api/javascript-api/instance',
  ],
  ['dev server api, createDevServer, custom dev server', '开发服务器 API', '/api/javascript-api/dev-server-api'],
  ['environment api, environment context', '环境 API', '/api/javascript-api/environment-api'],
  ['types, typescript types, type definitions', '类型定义', '/api/javascript-api/types'],
  // migration
  [
    'migrate, migration, move to rsbuild, switch to rsbuild, moving from',
    '迁移, 迁移到 Rsbuild, 切换到 Rsbuild, 迁移过来',
    '/guide/migration/webpack /guide/faq/general',
  ],
  ['webpack, migrate from webpack', 'webpack 迁移, 从 webpack 迁移', '/guide/migration/webpack'],
  ['vite, migrate from vite', '从 Vite 迁移', '/guide/migration/vite'],
  ['vite plugin, vite plugins', 'Vite 插件', '/guide/migration/vite-plugin'],
  ['create react app, cra, react-scripts', 'Create React App', '/guide/migration/cra'],
  ['vue cli, vue-cli', 'Vue CLI', '/guide/migration/vue-cli'],
  ['modern.js builder, modern builder', 'Modern.js Builder', '/guide/migration/modern-builder'],
  ['rsbuild 0.x, upgrade from 0.x, breaking changes', '0.x 升级, 不兼容变更', '/guide/migration/rsbuild-0-x'],
  // FAQ and problems
  ['out of memory, heap out of memory, memory, oom', '内存溢出, 内存不足, 爆内存', '/guide/faq/exceptions'],
  ['module not found, cannot resolve, can not resolve, not found', '找不到模块, 模块找不到, 无法解析', '/guide/faq/exceptions'],
  ['process is not defined, process undefined', 'process 未定义', '/guide/faq/exceptions'],
  ['blank page, white screen, empty page', '白屏, 空白页, 页面空白', '/guide/faq/exceptions'],
  ['loader, appropriate loader, unknown file type', '需要 loader, 文件类型', '/guide/faq/exceptions'],
  ['node version, node.js version, which node', 'Node 版本, Node.js 版本', '/guide/faq/general'],
  ['library, component library, build a library, rslib', '组件库, 构建库, 打包库, 库', '/guide/faq/general'],
  ['state lost, lose state, components lose state', '状态丢失, 丢失状态', '/guide/faq/hmr'],
  ['faq, common questions, frequently asked questions', '常见问题, 问题', '/guide/faq/general /guide/faq/features /guide/faq/exceptions /guide/faq/hmr'],
  ['release notes, changelog, what is new', '版本发布, 更新日志, 发布说明', '/community/releases/'],
  ['community, contribute, discord', '社区, 贡献', '/community/'],
];

/**
 * Words that carry no meaning in a question: dropped from a query (unless it has nothing else).
 * Chinese ones are also where a run of characters is cut into words.
 */
export const STOP_WORDS = {
  en: 'a an and are as at be by for in is it of on or the to with how do does did i me my up between give gives giving get gets we our you your can could should would will what which where when why who there this that these those its from into about any some so than then just also please want wanted trying try there here get got have has had am was were been being not no dont doesnt don doesn isn t s instead without',
  zh: '怎么办 怎么样 怎么 怎样 如何 为什么 为何 为啥 什么 哪个 哪些 哪里 在哪里 在哪 是否 能否 能不能 可不可以 可以 有没有 有办法 办法 一下 一个 这个 那个 我们 我的 我想 我要 请问 求助 的 了 吗 呢 吧 啊 呀 把 被 让 给 很 太 都 就 也 还 是 在 和 与 或 我 你 他 要 想 么 得 地 着 过 之 并 将 又',
};

/**
 * Words that say what to do rather than what about (set, change, 配置, 修改): searched, but a
 * page does not rank higher for matching them.
 */
export const WEAK_WORDS = {
  en: 'set setup change changing configure configured config configuration settings setting return returns use using used make enable enabled disable disabled turn off add adding remove removing custom customize own way only show see run running',
  zh: '设置 配置 修改 更改 返回 使用 关掉 停用 开启 关闭 启用 禁用 添加 去掉 去除 移除 实现 支持 自定义 项目 需要 不要 直接 默认 打开 里面 里 中 时 后 时候',
};

/**
 * Words of a symptom: a query with one of them is about a problem, so the FAQ pages that answer
 * problems rank first among equally good matches. Searched at low weight like weak words.
 */
export const SYMPTOM_WORDS = {
  en: 'error errors fail fails failed failing work works working broken break breaks crash crashes crashed problem issue issues wrong blank slow stuck lost lose undefined',
  zh: '报错 错误 失败 不生效 无效 不工作 没生效 不起作用 异常 崩溃 问题 白屏 丢失 出错 不行 失效 太慢',
};

/** The pages a symptom leads to (routes without the locale). */
export const SYMPTOM_PAGES = ['/guide/faq/exceptions', '/guide/faq/hmr', '/guide/faq/features', '/guide/faq/general'];
