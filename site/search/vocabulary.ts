/**
 * The build tool's vocabulary, both ways: what readers type (in English and in Chinese) next to
 * what the pages say, and the options or pages each concept is about. Applied when a query is
 * read (src/shared/search/query-plan.ts), so it costs nothing in the search data: a query that uses
 * any term of a concept also searches the concept's other terms in its language, and the concept's
 * pages rank first among equally good matches.
 *
 * `pages` are option names (`server.port`, whose page is found by its title: `namePages` below) or
 * routes without the locale (`/guide/advanced/hmr`). Write concepts in the words a reader would
 * use: every phrasing that names the concept then benefits, not one query. A term of several words
 * also matches in another order or with up to two other words among them (`slow hmr` in "hmr got
 * slow"); a Chinese term written with a space does too (`省略 后缀` in "省略 .vue 后缀").
 */
import type { SearchVocabulary, VocabularyConcept } from '../../src/helpers.ts';

export const VOCABULARY: VocabularyConcept[] = [
  // dev
  {
    terms: {
      en: ['hot reload', 'hot module replacement', 'hot update', 'hmr', 'hot reloading', 'live update'],
      zh: ['热更新', '模块热更新', '热替换', '热加载'],
    },
    pages: ['dev.hmr', '/guide/advanced/hmr'],
  },
  {
    terms: { en: ['live reload', 'full reload', 'page reload', 'whole page reload', 'refresh the page'], zh: ['刷新页面', '整页刷新', '页面刷新', '自动刷新'] },
    pages: ['dev.liveReload', '/guide/faq/hmr'],
  },
  {
    terms: { en: ['lazy compilation', 'compile on demand', 'on demand compilation', 'compile routes on demand'], zh: ['按需编译', '懒编译', '延迟编译'] },
    pages: ['dev.lazyCompilation'],
  },
  { terms: { en: ['progress bar', 'build progress'], zh: ['进度条', '构建进度'] }, pages: ['dev.progressBar'] },
  { terms: { en: ['keyboard shortcuts', 'cli shortcuts', 'terminal shortcuts'], zh: ['快捷键', '命令行快捷键'] }, pages: ['dev.cliShortcuts'] },
  { terms: { en: ['write to disk', 'write files to disk', 'dev output on disk'], zh: ['写入磁盘', '写到磁盘', '输出到磁盘'] }, pages: ['dev.writeToDisk'] },
  { terms: { en: ['watch files', 'watch extra files', 'restart on change'], zh: ['监听文件', '文件监听', '监听变化'] }, pages: ['dev.watchFiles'] },
  { terms: { en: ['setup middlewares', 'custom middleware', 'express middleware'], zh: ['中间件', '自定义中间件'] }, pages: ['dev.setupMiddlewares'] },
  { terms: { en: ['browser logs', 'browser console errors in terminal'], zh: ['浏览器日志', '浏览器报错转发'] }, pages: ['dev.browserLogs'] },
  {
    terms: { en: ['error overlay', 'overlay', 'compile error overlay', 'websocket', 'hmr client'], zh: ['错误浮层', '浮层', '错误遮罩', '遮罩层'] },
    pages: ['dev.client', '/guide/faq/hmr'],
  },
  { terms: { en: ['dev asset prefix', 'dev public path'], zh: ['开发环境资源前缀'] }, pages: ['dev.assetPrefix'] },
  // server
  { terms: { en: ['port', 'listen port', 'dev server port', 'port number'], zh: ['端口', '端口号', '监听端口'] }, pages: ['server.port'] },
  {
    terms: { en: ['strict port', 'port in use', 'port already in use', 'port taken', 'port occupied'], zh: ['端口被占用', '端口占用', '固定端口'] },
    pages: ['server.strictPort'],
  },
  {
    terms: {
      en: ['host', 'network interfaces', 'lan', 'access from phone', 'access from another device', '0.0.0.0'],
      zh: ['主机', '局域网', '手机访问', '其他设备访问', '监听地址'],
    },
    pages: ['server.host'],
  },
  {
    terms: { en: ['https', 'ssl', 'tls', 'certificate', 'self signed certificate', 'mkcert'], zh: ['证书', '自签名证书', '安全连接'] },
    pages: ['server.https'],
  },
  {
    terms: { en: ['proxy', 'reverse proxy', 'api proxy', 'proxy api requests', 'backend api'], zh: ['代理', '反向代理', '接口代理', '转发', '后端接口'] },
    pages: ['server.proxy'],
  },
  {
    terms: { en: ['cors', 'cross origin', 'cross-origin', 'access-control-allow-origin'], zh: ['跨域', '跨源', '跨域请求'] },
    pages: ['server.cors', 'server.proxy'],
  },
  { terms: { en: ['response headers', 'custom headers', 'http headers'], zh: ['响应头', '自定义响应头', '返回响应头'] }, pages: ['server.headers'] },
  { terms: { en: ['open browser', 'open the browser automatically', 'auto open'], zh: ['打开浏览器', '自动打开', '自动打开浏览器'] }, pages: ['server.open'] },
  {
    terms: {
      en: [
        'spa',
        'spa fallback',
        'history fallback',
        'client side routing',
        'client side routes 404',
        'refresh 404',
        'page refresh 404',
        'history api fallback',
        'single page app',
        'single page application',
      ],
      zh: ['前端路由', '刷新 404', '刷新页面 404', '页面刷新 404', '路由回退', '单页应用', '客户端路由'],
    },
    pages: ['server.historyApiFallback', '/guide/basic/static-deploy'],
  },
  { terms: { en: ['html fallback', 'fallback to index.html'], zh: ['HTML 回退'] }, pages: ['server.htmlFallback'] },
  {
    terms: {
      en: ['public folder', 'public dir', 'public directory', 'static folder', 'static files served as is'],
      zh: ['public 目录', '公共目录', '静态目录'],
    },
    pages: ['server.publicDir'],
  },
  { terms: { en: ['compress', 'gzip', 'compression', 'brotli'], zh: ['压缩响应', 'gzip 压缩', '响应压缩'] }, pages: ['server.compress'] },
  {
    terms: { en: ['sse', 'server-sent events', 'event stream', 'eventsource'], zh: ['SSE', '服务端推送', '事件流'] },
    pages: ['server.compress'],
  },
  {
    terms: { en: ['base path', 'base url', 'sub path', 'subpath', 'subdirectory', 'deploy under a path'], zh: ['基础路径', '子路径', '子目录', '二级目录'] },
    pages: ['server.base', 'output.assetPrefix'],
  },
  {
    terms: { en: ['print urls', 'hide urls', 'server address', 'local url', 'network url'], zh: ['打印地址', '访问地址', '服务地址'] },
    pages: ['server.printUrls'],
  },
  { terms: { en: ['middleware mode', 'custom server', 'own server', 'express server'], zh: ['中间件模式', '自定义服务器'] }, pages: ['server.middlewareMode'] },
  { terms: { en: ['dev server', 'development server', 'preview server'], zh: ['开发服务器', '预览服务器', '本地服务器'] }, pages: [] },
  // html
  { terms: { en: ['page title', 'document title', 'title tag'], zh: ['页面标题', '网页标题', '标题'] }, pages: ['html.title'] },
  { terms: { en: ['meta tags', 'meta', 'viewport', 'description meta'], zh: ['meta 标签', '元信息', '元标签'] }, pages: ['html.meta'] },
  { terms: { en: ['favicon', 'tab icon', 'site icon'], zh: ['网站图标', '标签页图标', '图标'] }, pages: ['html.favicon'] },
  { terms: { en: ['app icon', 'pwa icon', 'web app manifest', 'apple touch icon'], zh: ['应用图标', '桌面图标', 'PWA 图标'] }, pages: ['html.appIcon'] },
  {
    terms: { en: ['html template', 'custom template', 'index.html template', 'own html'], zh: ['HTML 模板', '模板', '自定义模板'] },
    pages: ['html.template', '/guide/basic/html-template'],
  },
  { terms: { en: ['template parameters', 'template variables'], zh: ['模板参数', '模板变量'] }, pages: ['html.templateParameters'] },
  {
    terms: { en: ['inject tags', 'script tags', 'link tags', 'insert script', 'add script tag'], zh: ['插入标签', '注入标签', 'script 标签', '插入脚本'] },
    pages: ['html.tags'],
  },
  {
    terms: {
      en: ['inject position', 'where scripts are injected', 'head or body', 'scripts injected twice', 'duplicate script tags', 'inject tags myself'],
      zh: ['注入位置', '重复引入', '重复注入', '引入两次', '注入两次', '手动注入'],
    },
    pages: ['html.inject'],
  },
  { terms: { en: ['script loading', 'defer', 'async scripts', 'module scripts'], zh: ['脚本加载', '加载方式'] }, pages: ['html.scriptLoading'] },
  { terms: { en: ['mount id', 'root element', 'mount node'], zh: ['挂载节点', '根节点', '挂载点'] }, pages: ['html.mountId'] },
  { terms: { en: ['crossorigin attribute', 'anonymous'], zh: ['crossorigin 属性'] }, pages: ['html.crossorigin'] },
  {
    terms: {
      en: ['html output structure', 'nested html', 'flat html', 'trailing slash', 'end with a slash', 'one folder per page'],
      zh: ['HTML 输出结构', 'HTML 目录结构', '末尾斜杠', '地址末尾', '每个页面一个目录'],
    },
    pages: ['html.outputStructure'],
  },
  {
    terms: {
      en: ['unplugin', 'unplugin-vue-components', 'unplugin-auto-import', 'auto import components', 'webpack plugin in rsbuild'],
      zh: ['unplugin', '自动导入组件', '自动按需引入', 'webpack 插件怎么用'],
    },
    pages: ['/config/plugins', 'tools.rspack'],
  },
  {
    terms: { en: ['disable html', 'no html', 'without html', 'only javascript'], zh: ['不生成 HTML', '不需要 HTML', '只构建 JS'] },
    pages: ['tools.htmlPlugin', '/guide/faq/features'],
  },
  // source
  {
    terms: {
      en: ['entry', 'entries', 'entry point', 'multi page', 'multi page app', 'mpa', 'multiple pages'],
      zh: ['入口', '入口文件', '多页面', '多页应用', '多入口'],
    },
    pages: ['source.entry'],
  },
  {
    terms: {
      en: ['define', 'global constants', 'replace variables', 'compile time constants', 'global variables'],
      zh: ['全局常量', '全局变量', '变量替换', '编译时常量'],
    },
    pages: ['source.define'],
  },
  {
    terms: {
      en: ['environment variables', 'env vars', 'env variables', 'process.env', 'import.meta.env', 'dotenv', 'env file'],
      zh: ['环境变量', '环境变量文件'],
    },
    pages: ['/guide/advanced/env-vars'],
  },
  { terms: { en: ['decorators', 'decorator', 'legacy decorators', 'experimental decorators'], zh: ['装饰器', '修饰器'] }, pages: ['source.decorators'] },
  {
    terms: {
      en: [
        'include',
        'compile dependencies',
        'compile node_modules',
        'transpile node_modules',
        'modern syntax in dependencies',
        'monorepo package',
        'shared folder',
        'shared package',
        'code outside the project',
      ],
      zh: ['编译依赖', '编译第三方依赖', '转译依赖', '新语法', 'monorepo 子包', '共享目录', '共享包', '项目外的代码'],
    },
    pages: ['source.include'],
  },
  { terms: { en: ['exclude', 'skip compiling', 'do not compile'], zh: ['排除', '不编译', '跳过编译'] }, pages: ['source.exclude'] },
  { terms: { en: ['pre entry', 'run before entry', 'preload script', 'global setup script'], zh: ['前置入口', '入口前执行'] }, pages: ['source.preEntry'] },
  {
    terms: {
      en: ['transform import', 'import on demand', 'on demand import', 'babel-plugin-import', 'lodash imports'],
      zh: ['按需引入', '按需导入', '按需加载组件'],
    },
    pages: ['source.transformImport'],
  },
  { terms: { en: ['tsconfig path', 'tsconfig file', 'custom tsconfig'], zh: ['tsconfig 路径', '指定 tsconfig'] }, pages: ['source.tsconfigPath'] },
  { terms: { en: ['assets include', 'treat as asset', 'extra asset types'], zh: ['额外资源类型', '视为静态资源'] }, pages: ['source.assetsInclude'] },
  // output
  {
    terms: {
      en: ['output directory', 'dist', 'dist folder', 'dist path', 'build folder', 'output folder', 'where the build goes', 'output path'],
      zh: ['产物目录', '输出目录', '构建目录', '打包目录', '产物路径', '输出路径'],
    },
    pages: ['output.distPath', '/guide/basic/output-files'],
  },
  {
    terms: {
      en: ['clean dist', 'clean output', 'empty output folder', 'delete old files'],
      zh: ['清空目录', '清空输出目录', '清理产物', '删除旧文件', '目录被清空', '被清空'],
    },
    pages: ['output.cleanDistPath'],
  },
  {
    terms: {
      en: ['content hash', 'file hash', 'hash in file names', 'filename hash', 'cache busting'],
      zh: ['哈希', '内容哈希', '文件哈希', '文件名哈希', '缓存失效'],
    },
    pages: ['output.filenameHash'],
  },
  {
    terms: { en: ['file names', 'output file names', 'chunk names', 'rename output files'], zh: ['文件名', '产物文件名', '输出文件名', '文件命名'] },
    pages: ['output.filename'],
  },
  {
    terms: { en: ['asset prefix', 'public path', 'cdn', 'cdn url', 'publicPath', 'static asset url'], zh: ['CDN', '资源前缀', '公共路径', '资源路径'] },
    pages: ['output.assetPrefix'],
  },
  {
    terms: {
      en: ['open index.html from disk', 'open the html file directly', 'file protocol', 'relative asset paths', 'relative paths in html'],
      zh: ['双击打开', '本地直接打开', 'file 协议', '资源相对路径', '相对路径部署'],
    },
    pages: ['output.assetPrefix', '/guide/faq/features'],
  },
  {
    terms: { en: ['minify', 'minification', 'uglify', 'compress code', 'terser', 'smaller output'], zh: ['压缩', '代码压缩', '混淆', '压缩代码'] },
    pages: ['output.minify'],
  },
  { terms: { en: ['source map', 'sourcemap', 'devtool', 'debug production code'], zh: ['源码映射', '源映射'] }, pages: ['output.sourceMap'] },
  { terms: { en: ['polyfill', 'polyfills', 'core-js', 'missing apis in old browsers'], zh: ['垫片', '兼容补丁', '补丁'] }, pages: ['output.polyfill'] },
  {
    terms: {
      en: ['externals', 'external dependencies', 'exclude from bundle', 'cdn globals', 'global variable dependency'],
      zh: ['外部依赖', '外部扩展', '不打包', '不想打包', '不要打包', '排除依赖'],
    },
    pages: ['output.externals'],
  },
  { terms: { en: ['copy', 'copy files', 'copy static files', 'copy plugin'], zh: ['拷贝', '复制文件', '拷贝文件', '复制静态文件'] }, pages: ['output.copy'] },
  {
    terms: { en: ['css modules', 'local class names', 'class name hashing', 'localIdentName', 'named exports of css'], zh: ['CSS 模块', '类名', '类名格式'] },
    pages: ['output.cssModules', '/guide/styling/css-modules'],
  },
  {
    terms: { en: ['data uri', 'base64', 'inline images', 'inline small files', 'url-loader limit'], zh: ['base64', '内联图片', '内联小文件', '转成 base64'] },
    pages: ['output.dataUriLimit', '/guide/optimization/inline-assets'],
  },
  { terms: { en: ['inline scripts', 'inline javascript into html'], zh: ['内联脚本', '内联 JS'] }, pages: ['output.inlineScripts'] },
  { terms: { en: ['inline styles', 'inline css into html'], zh: ['内联样式', '内联 CSS'] }, pages: ['output.inlineStyles'] },
  { terms: { en: ['inject styles', 'style tags', 'css in js bundle'], zh: ['注入样式', '样式注入'] }, pages: ['output.injectStyles'] },
  { terms: { en: ['legal comments', 'license comments', 'license headers'], zh: ['许可证注释', '版权注释', '法律注释'] }, pages: ['output.legalComments'] },
  { terms: { en: ['manifest', 'asset manifest', 'manifest.json', 'list of emitted files'], zh: ['清单', '资源清单', '清单文件'] }, pages: ['output.manifest'] },
  {
    terms: {
      en: ['target', 'build target', 'node target', 'web worker target', 'build for node', 'run in node'],
      zh: ['构建目标', '目标环境', '运行环境', 'Node 环境', '运行在 Node', 'Node 产物'],
    },
    pages: ['output.target'],
  },
  { terms: { en: ['charset', 'ascii', 'utf8', 'non ascii characters'], zh: ['字符集', '编码'] }, pages: ['output.charset'] },
  { terms: { en: ['emit assets', 'skip assets', 'no assets for ssr'], zh: ['输出静态资源', '不输出资源'] }, pages: ['output.emitAssets'] },
  { terms: { en: ['emit css', 'css files for ssr'], zh: ['输出 CSS'] }, pages: ['output.emitCss'] },
  { terms: { en: ['es module output', 'esm output', 'type module'], zh: ['ES 模块产物', 'ESM 产物'] }, pages: ['output.module'] },
  { terms: { en: ['override browserslist', 'per environment browserslist'], zh: ['覆盖 browserslist'] }, pages: ['output.overrideBrowserslist'] },
  {
    terms: { en: ['browserslist', 'target browsers', 'supported browsers', 'browser range'], zh: ['浏览器范围', '目标浏览器', '浏览器列表'] },
    pages: ['/guide/advanced/browserslist'],
  },
  {
    terms: {
      en: ['browser compatibility', 'old browsers', 'legacy browsers', 'ie11', 'ie 11', 'internet explorer', 'older browsers', 'support old browsers'],
      zh: ['浏览器兼容', '兼容性', '低版本浏览器', '旧浏览器', '老浏览器', '旧版浏览器', '兼容 IE', 'IE 兼容'],
    },
    pages: ['/guide/advanced/browser-compatibility'],
  },
  {
    terms: { en: ['output files', 'build output', 'build artifacts', 'output structure'], zh: ['构建产物', '产物', '输出文件', '产物结构'] },
    pages: ['/guide/basic/output-files'],
  },
  // resolve
  {
    terms: { en: ['alias', 'path alias', 'import alias', '@ alias', 'resolve alias'], zh: ['别名', '路径别名', '导入别名'] },
    pages: ['resolve.alias', '/guide/advanced/alias'],
  },
  { terms: { en: ['alias strategy', 'prefer tsconfig paths'], zh: ['别名策略'] }, pages: ['resolve.aliasStrategy'] },
  { terms: { en: ['condition names', 'exports conditions', 'package exports'], zh: ['条件导出', '导出条件'] }, pages: ['resolve.conditionNames'] },
  {
    terms: { en: ['dedupe', 'duplicate packages', 'multiple copies', 'two copies of react'], zh: ['去重', '重复依赖', '多个副本', '重复打包'] },
    pages: ['resolve.dedupe'],
  },
  {
    terms: { en: ['extensions', 'resolve extensions', 'omit file extension'], zh: ['扩展名', '文件后缀', '省略后缀', '省略 后缀', '省略 扩展名'] },
    pages: ['resolve.extensions'],
  },
  { terms: { en: ['main fields', 'module field', 'browser field'], zh: ['入口字段'] }, pages: ['resolve.mainFields'] },
  // tools
  {
    terms: {
      en: ['rspack config', 'modify rspack config', 'rspack plugins', 'webpack config', 'custom loader'],
      zh: ['Rspack 配置', '修改 Rspack 配置', '自定义 loader'],
    },
    pages: ['tools.rspack', '/guide/configuration/rspack'],
  },
  { terms: { en: ['bundler chain', 'chain config', 'webpack-chain', 'rspack-chain'], zh: ['链式配置'] }, pages: ['tools.bundlerChain'] },
  { terms: { en: ['swc', 'swc config', 'swc plugins', 'transpiler'], zh: ['SWC 配置', 'SWC 插件'] }, pages: ['tools.swc', '/guide/configuration/swc'] },
  { terms: { en: ['postcss', 'autoprefixer', 'postcss plugins', 'vendor prefixes'], zh: ['PostCSS', '浏览器前缀', '自动前缀'] }, pages: ['tools.postcss'] },
  { terms: { en: ['css loader', 'css-loader options'], zh: ['css-loader'] }, pages: ['tools.cssLoader'] },
  { terms: { en: ['style loader', 'style-loader'], zh: ['style-loader'] }, pages: ['tools.styleLoader'] },
  { terms: { en: ['css extract', 'mini css extract', 'extract css'], zh: ['抽取 CSS', '提取 CSS'] }, pages: ['tools.cssExtract'] },
  {
    terms: { en: ['conflicting order', 'css order warning', 'ignoreOrder'], zh: ['Conflicting order', '样式顺序冲突', 'CSS 顺序警告'] },
    pages: ['tools.cssExtract'],
  },
  { terms: { en: ['html plugin', 'html-webpack-plugin', 'html-rspack-plugin'], zh: ['HTML 插件'] }, pages: ['tools.htmlPlugin'] },
  {
    terms: {
      en: ['no html', 'without html', 'disable html', 'do not generate html', 'do not generate index.html'],
      zh: ['不生成 html', '不输出 html', '不需要 html', '关闭 html', '后端渲染'],
    },
    pages: ['tools.htmlPlugin'],
  },
  {
    terms: {
      en: [
        'lightningcss',
        'lightning css',
        'css properties reordered',
        'css declarations reordered',
        'css order changed after build',
        '/deep/',
        'deep selector',
      ],
      zh: ['Lightning CSS', 'css 属性顺序', '属性顺序被打乱', '样式顺序被打乱', '深度选择器', '/deep/'],
    },
    pages: ['tools.lightningcssLoader'],
  },
  // performance
  {
    terms: {
      en: ['chunk split', 'split chunks', 'splitChunks', 'vendor chunk', 'vendors', 'split vendor code', 'third party chunk', 'cache groups', 'cacheGroups'],
      zh: ['拆包', '分包', '拆分代码', '第三方依赖拆分', '拆分第三方依赖', '单独拆包', '缓存组'],
    },
    pages: ['splitChunks', 'performance.chunkSplit', '/guide/optimization/code-splitting'],
  },
  {
    terms: { en: ['code splitting', 'dynamic import', 'lazy loading', 'lazy load routes'], zh: ['代码拆分', '动态导入', '懒加载', '异步加载'] },
    pages: ['/guide/optimization/code-splitting'],
  },
  {
    terms: { en: ['remove console', 'drop console', 'console.log in production', 'strip console'], zh: ['移除 console', '去掉 console', '删除 console'] },
    pages: ['performance.removeConsole'],
  },
  {
    terms: { en: ['build cache', 'persistent cache', 'cache between builds', 'faster rebuilds'], zh: ['构建缓存', '持久化缓存', '缓存', '二次构建'] },
    pages: ['performance.buildCache'],
  },
  {
    terms: {
      en: ['bundle analyzer', 'bundle analyze', 'bundle size report', 'what is in my bundle', 'webpack bundle analyzer'],
      zh: ['体积分析', '产物分析', '包分析', '分析产物', '打包分析', '分析报告'],
    },
    pages: ['performance.bundleAnalyze', '/guide/debug/rsdoctor'],
  },
  {
    terms: {
      en: ['bundle size', 'bundle too big', 'large bundle', 'reduce bundle size', 'smaller bundle'],
      zh: ['包体积', '体积', '产物体积', '体积太大', '减小体积', '优化体积'],
    },
    pages: ['/guide/optimization/optimize-bundle'],
  },
  { terms: { en: ['preload', 'preload fonts', 'rel preload'], zh: ['预加载', '字体预加载'] }, pages: ['performance.preload'] },
  { terms: { en: ['prefetch', 'rel prefetch', 'prefetch chunks'], zh: ['预获取', '预取'] }, pages: ['performance.prefetch'] },
  { terms: { en: ['dns prefetch', 'dns-prefetch'], zh: ['DNS 预解析', 'DNS 预获取'] }, pages: ['performance.dnsPrefetch'] },
  { terms: { en: ['preconnect', 'early connection'], zh: ['预连接', '提前建立连接'] }, pages: ['performance.preconnect'] },
  {
    terms: {
      en: ['print file size', 'file size table', 'size report after build', 'file list after build'],
      zh: ['文件大小', '打印文件大小', '产物大小', '文件列表', '产物列表'],
    },
    pages: ['performance.printFileSize'],
  },
  { terms: { en: ['profile', 'profile build', 'stats.json', 'build stats'], zh: ['构建分析文件', 'stats 文件'] }, pages: ['performance.profile'] },
  { terms: { en: ['moment locales', 'moment.js locale files'], zh: ['moment 语言包'] }, pages: ['performance.removeMomentLocale'] },
  {
    terms: {
      en: ['build performance', 'slow build', 'faster build', 'build speed', 'speed up build', 'build is slow', 'make the build faster'],
      zh: ['构建性能', '构建速度', '构建太慢', '打包太慢', '打包速度', '编译速度', '加快构建', '构建慢', '构建变慢', '打包变慢', '编译变慢'],
    },
    pages: ['/guide/optimization/build-performance'],
  },
  {
    terms: {
      en: ['slow hmr', 'hmr is slow', 'hmr slower', 'slow hot reload', 'slow rebuild', 'rebuild is slow', 'slow recompile', 'hmr takes seconds'],
      zh: ['热更新慢', '热更新很慢', '热更新变慢', '热更新太慢', '热更新 秒', '重新编译慢', '编译很慢', '增量编译慢'],
    },
    pages: ['/guide/optimization/build-performance', '/guide/debug/build-profiling'],
  },
  {
    terms: {
      en: ['slow to start', 'slow startup', 'slow dev server', 'dev server is slow to start', 'takes seconds to start'],
      zh: ['启动很慢', '启动慢', '启动太慢', '启动 秒'],
    },
    pages: ['/guide/faq/dev-server', '/guide/debug/build-profiling'],
  },
  {
    terms: { en: ['build profiling', 'build time', 'profile slow builds', 'trace', 'cpu profile'], zh: ['构建耗时', '性能分析', '耗时分析', '构建性能分析'] },
    pages: ['/guide/debug/build-profiling'],
  },
  { terms: { en: ['inline assets', 'inline small assets'], zh: ['内联资源', '资源内联'] }, pages: ['/guide/optimization/inline-assets'] },
  // security
  { terms: { en: ['nonce', 'csp', 'content security policy'], zh: ['内容安全策略', 'CSP nonce'] }, pages: ['security.nonce'] },
  { terms: { en: ['sri', 'subresource integrity', 'integrity attribute'], zh: ['子资源完整性', '完整性校验'] }, pages: ['security.sri'] },
  // module federation
  {
    terms: {
      en: ['module federation', 'micro frontends', 'microfrontend', 'remote modules', 'share dependencies between apps', 'host app', 'remote app'],
      zh: ['模块联邦', '微前端', '远程模块', '共享依赖'],
    },
    pages: ['moduleFederation.options', '/guide/advanced/module-federation'],
  },
  // top-level options
  { terms: { en: ['mode', 'production mode', 'development mode', 'node_env'], zh: ['构建模式', '生产模式', '开发模式'] }, pages: ['mode'] },
  { terms: { en: ['root', 'project root', 'working directory', 'cwd'], zh: ['项目根目录', '根目录', '工作目录'] }, pages: ['root'] },
  {
    terms: { en: ['log level', 'logs', 'quiet', 'silent', 'verbose logs', 'terminal output', 'less output'], zh: ['日志级别', '日志', '输出日志', '静默'] },
    pages: ['logLevel'],
  },
  {
    terms: { en: ['plugins', 'register plugins', 'add a plugin', 'use a plugin'], zh: ['插件', '注册插件', '使用插件'] },
    pages: ['plugins', '/plugins/list/'],
  },
  {
    terms: {
      en: ['environments', 'multiple environments', 'multiple targets', 'ssr and web builds', 'per environment config'],
      zh: ['多环境', '环境配置', '多个环境', '多目标构建'],
    },
    pages: ['environments', '/guide/advanced/environments'],
  },
  {
    terms: { en: ['config file', 'rsbuild.config.ts', 'configuration file', 'config overview'], zh: ['配置文件', '配置总览', '配置概览'] },
    pages: ['/guide/configuration/rsbuild', '/config/'],
  },
  // guides
  { terms: { en: ['build', 'bundle', 'bundling', 'compile', 'compiling', 'pack'], zh: ['构建', '打包', '编译'] }, pages: [] },
  { terms: { en: ['import', 'imports', 'importing', 'load', 'require'], zh: ['引入', '导入', '引用', '加载'] }, pages: [] },
  { terms: { en: ['production', 'production build', 'prod'], zh: ['生产环境', '生产构建', '线上环境'] }, pages: [] },
  { terms: { en: ['development', 'local development'], zh: ['开发环境', '本地开发'] }, pages: [] },
  {
    terms: { en: ['quick start', 'getting started', 'create a project', 'new project', 'create-rsbuild'], zh: ['快速上手', '创建项目', '新建项目', '入门'] },
    pages: ['/guide/start/quick-start'],
  },
  { terms: { en: ['introduction', 'what is rsbuild', 'why rsbuild'], zh: ['介绍', '简介', '什么是 Rsbuild'] }, pages: ['/guide/start/'] },
  { terms: { en: ['features', 'feature list'], zh: ['功能', '特性', '功能列表'] }, pages: ['/guide/start/features'] },
  { terms: { en: ['glossary', 'terms', 'terminology'], zh: ['术语', '名词解释'] }, pages: ['/guide/start/glossary'] },
  {
    terms: { en: ['cli', 'command line', 'commands', 'rsbuild dev', 'rsbuild build', 'rsbuild preview'], zh: ['命令行', '命令行工具', '命令'] },
    pages: ['/guide/basic/cli'],
  },
  {
    terms: { en: ['static assets', 'images', 'fonts', 'import images', 'media files'], zh: ['静态资源', '图片', '字体', '引用图片'] },
    pages: ['/guide/basic/static-assets'],
  },
  { terms: { en: ['json', 'import json', 'yaml', 'toml'], zh: ['JSON 文件', '导入 JSON'] }, pages: ['/guide/basic/json-files'] },
  { terms: { en: ['wasm', 'webassembly'], zh: ['WebAssembly', 'wasm 文件'] }, pages: ['/guide/basic/wasm-assets'] },
  { terms: { en: ['web workers', 'worker', 'worker-loader'], zh: ['Web Worker', '工作线程'] }, pages: ['/guide/basic/web-workers'] },
  {
    terms: {
      en: ['typescript', 'type checking', 'type errors', 'ts', 'build passes with type errors', 'type errors ignored'],
      zh: ['类型检查', '类型错误', '类型错误不报错', '构建不检查类型'],
    },
    pages: ['/guide/basic/typescript'],
  },
  {
    terms: { en: ['fork-ts-checker', 'fork-ts-checker-webpack-plugin', 'const enum'], zh: ['fork-ts-checker', 'fork-ts-checker-webpack-plugin', 'const enum'] },
    pages: ['/guide/basic/typescript'],
  },
  { terms: { en: ['storybook'], zh: ['Storybook'] }, pages: ['/community/'] },
  {
    terms: { en: ['webpack plugin', 'webpack plugins', 'webpack loader', 'webpack loaders'], zh: ['webpack 插件', 'webpack loader'] },
    pages: ['/guide/configuration/rspack'],
  },
  {
    terms: {
      en: ['circular dependency', 'circular dependencies', 'circular-dependency-plugin', 'dependency cycle'],
      zh: ['循环依赖', '循环引用'],
    },
    pages: ['/guide/configuration/rspack'],
  },
  {
    terms: { en: ['peer dependency', 'peer dependencies', 'eresolve'], zh: ['peer 依赖', '依赖冲突', 'ERESOLVE'] },
    pages: ['/guide/basic/upgrade-rsbuild'],
  },
  { terms: { en: ['merge config', 'merge configs', 'mergeRsbuildConfig'], zh: ['合并配置'] }, pages: ['/api/javascript-api/core'] },
  {
    terms: { en: ['svg-sprite-loader', 'svg sprite', 'sprite sheet'], zh: ['svg-sprite-loader', '雪碧图'] },
    pages: ['/guide/basic/static-assets'],
  },
  {
    terms: {
      en: ['isolatedModules', 're-export a type', 'export type', 're-exports an interface', 'barrel file', 'type only import'],
      zh: ['isolatedModules', '重新导出类型', '导出类型', '导出 interface', '桶文件', '仅类型导入'],
    },
    pages: ['/guide/basic/typescript'],
  },
  {
    terms: { en: ['deploy', 'deployment', 'static hosting', 'github pages', 'netlify', 'vercel', 'static site'], zh: ['部署', '静态部署', '静态站点', '托管'] },
    pages: ['/guide/basic/static-deploy'],
  },
  {
    terms: {
      en: ['upgrade', 'update rsbuild', 'upgrade rsbuild', 'new version', 'version mismatch', 'plugin version mismatch', 'mismatched versions'],
      zh: ['升级', '升级 Rsbuild', '更新版本', '版本不匹配', '版本不一致', '插件版本'],
    },
    pages: ['/guide/basic/upgrade-rsbuild'],
  },
  {
    terms: { en: ['ssr', 'server side rendering', 'server rendering', 'render on the server'], zh: ['服务端渲染', '服务器端渲染'] },
    pages: ['/guide/advanced/ssr'],
  },
  {
    terms: {
      en: [
        'debug mode',
        'debug',
        'verbose',
        'inspect',
        'inspect config',
        'final config',
        'final rspack config',
        'generated config',
        'resolved config',
        'rsbuild inspect',
      ],
      zh: ['调试模式', '调试', '查看配置', '最终配置', '查看最终', '最终生成', '生成的配置', '详细日志'],
    },
    pages: ['/guide/debug/debug-mode'],
  },
  { terms: { en: ['rsdoctor', 'build analysis', 'analyze the build'], zh: ['Rsdoctor', '构建分析'] }, pages: ['/guide/debug/rsdoctor'] },
  { terms: { en: ['css', 'stylesheets', 'import css', 'styles'], zh: ['样式', '样式文件', 'CSS 文件'] }, pages: ['/guide/styling/css-usage'] },
  {
    terms: { en: ['css in js', 'emotion', 'styled components', 'styled-components', 'styled-jsx'], zh: ['CSS-in-JS', 'emotion', 'styled-components'] },
    pages: ['/guide/styling/css-in-js'],
  },
  { terms: { en: ['tailwind', 'tailwindcss', 'tailwind css'], zh: ['Tailwind'] }, pages: ['/guide/styling/tailwindcss'] },
  { terms: { en: ['unocss', 'atomic css'], zh: ['原子化 CSS', 'UnoCSS'] }, pages: ['/guide/styling/unocss'] },
  // frameworks and plugins
  {
    terms: { en: ['react', 'jsx', 'react refresh', 'fast refresh'], zh: ['React', '快速刷新'] },
    pages: ['/plugins/list/plugin-react', '/guide/framework/react'],
  },
  {
    terms: { en: ['vue', 'single file components', 'sfc', '.vue files'], zh: ['Vue', '单文件组件'] },
    pages: ['/plugins/list/plugin-vue', '/guide/framework/vue'],
  },
  { terms: { en: ['svelte'], zh: ['Svelte'] }, pages: ['/plugins/list/plugin-svelte', '/guide/framework/svelte'] },
  { terms: { en: ['solid', 'solidjs'], zh: ['Solid'] }, pages: ['/plugins/list/plugin-solid', '/guide/framework/solid'] },
  { terms: { en: ['preact'], zh: ['Preact'] }, pages: ['/plugins/list/plugin-preact', '/guide/framework/preact'] },
  {
    terms: {
      en: ['sass', 'scss', 'global scss variables', 'sass variables', 'undefined variable'],
      zh: ['Sass', 'SCSS', 'scss 变量', 'sass 变量', '全局变量'],
    },
    pages: ['/plugins/list/plugin-sass'],
  },
  { terms: { en: ['less'], zh: ['Less'] }, pages: ['/plugins/list/plugin-less'] },
  { terms: { en: ['stylus'], zh: ['Stylus'] }, pages: ['/plugins/list/plugin-stylus'] },
  {
    terms: { en: ['svg', 'svgr', 'svg as component', 'svg component', 'import svg as react component'], zh: ['SVG 组件', 'SVG 作为组件'] },
    pages: ['/plugins/list/plugin-svgr'],
  },
  {
    terms: { en: ['babel', 'babel plugins', 'babel config', 'babel-loader'], zh: ['Babel', 'Babel 插件', 'Babel 配置'] },
    pages: ['/plugins/list/plugin-babel'],
  },
  { terms: { en: ['plugin list', 'official plugins', 'available plugins'], zh: ['插件列表', '官方插件'] }, pages: ['/plugins/list/'] },
  {
    terms: {
      en: ['write a plugin', 'plugin development', 'create a plugin', 'own plugin', 'custom plugin', 'plugin api'],
      zh: ['编写插件', '开发插件', '插件开发', '自定义插件', '写插件'],
    },
    pages: ['/plugins/dev/', '/plugins/dev/core'],
  },
  {
    terms: {
      en: ['initConfigs', 'rspack config from rsbuild', 'get the rspack config', 'plain rspack config', 'resolved rspack config', 'convert rsbuild config'],
      zh: ['initConfigs', '获取 rspack 配置', '拿到 rspack 配置', '生成的 rspack 配置', '转成 rspack 配置'],
    },
    pages: ['/api/javascript-api/instance'],
  },
  {
    terms: {
      en: ['api.transform', 'transform hook', 'transform source code', 'loader in a plugin', 'process assets', 'api.processAssets'],
      zh: ['transform 钩子', '转换源码', '处理源码', '处理 源码', '插件里的 loader', '处理产物'],
    },
    pages: ['/plugins/dev/core'],
  },
  {
    terms: {
      en: ['plugin hooks', 'hooks', 'lifecycle hooks', 'onBeforeBuild', 'onAfterBuild', 'html plugin instance', 'HtmlPlugin instance'],
      zh: ['钩子', '插件钩子', '生命周期', 'html-rspack-plugin 实例', 'HtmlPlugin 实例'],
    },
    pages: ['/plugins/dev/hooks'],
  },
  // API
  {
    terms: { en: ['javascript api', 'node api', 'programmatic api', 'createRsbuild', 'rsbuild instance'], zh: ['JavaScript API', 'Node API', '编程接口'] },
    pages: ['/api/javascript-api/core', '/api/javascript-api/instance'],
  },
  { terms: { en: ['dev server api', 'createDevServer', 'custom dev server'], zh: ['开发服务器 API'] }, pages: ['/api/javascript-api/dev-server-api'] },
  { terms: { en: ['environment api', 'environment context'], zh: ['环境 API'] }, pages: ['/api/javascript-api/environment-api'] },
  { terms: { en: ['types', 'typescript types', 'type definitions'], zh: ['类型定义'] }, pages: ['/api/javascript-api/types'] },
  // migration
  {
    terms: {
      en: ['migrate', 'migration', 'move to rsbuild', 'switch to rsbuild', 'moving from'],
      zh: ['迁移', '迁移到 Rsbuild', '切换到 Rsbuild', '迁移过来'],
    },
    pages: ['/guide/migration/webpack', '/guide/faq/general'],
  },
  { terms: { en: ['webpack', 'migrate from webpack'], zh: ['webpack 迁移', '从 webpack 迁移'] }, pages: ['/guide/migration/webpack'] },
  { terms: { en: ['vite', 'migrate from vite'], zh: ['从 Vite 迁移'] }, pages: ['/guide/migration/vite'] },
  { terms: { en: ['vite plugin', 'vite plugins'], zh: ['Vite 插件'] }, pages: ['/guide/migration/vite-plugin'] },
  { terms: { en: ['create react app', 'cra', 'react-scripts'], zh: ['Create React App'] }, pages: ['/guide/migration/cra'] },
  { terms: { en: ['vue cli', 'vue-cli'], zh: ['Vue CLI'] }, pages: ['/guide/migration/vue-cli'] },
  { terms: { en: ['modern.js builder', 'modern builder'], zh: ['Modern.js Builder'] }, pages: ['/guide/migration/modern-builder'] },
  { terms: { en: ['rsbuild 0.x', 'upgrade from 0.x'], zh: ['0.x 升级'] }, pages: ['/guide/migration/rsbuild-0-x'] },
  {
    terms: {
      en: ['upgrade to rsbuild 2', 'upgrading to rsbuild 2', 'migrate from rsbuild 1', 'rsbuild 1.x', 'breaking changes'],
      zh: ['升级到 2.0', '升级 2.0', '2.0 升级', '从 1.x 升级', '不兼容变更'],
    },
    pages: ['/guide/migration/rsbuild-1-x'],
  },
  {
    terms: { en: ['chunkloaderror', 'chunk load error', 'loading chunk failed'], zh: ['ChunkLoadError', 'chunk 加载失败'] },
    pages: ['/guide/faq/general'],
  },
  // FAQ and problems
  { terms: { en: ['out of memory', 'heap out of memory', 'memory', 'oom'], zh: ['内存溢出', '内存不足', '爆内存'] }, pages: ['/guide/faq/exceptions'] },
  {
    terms: { en: ['module not found', 'cannot resolve', 'can not resolve', 'not found'], zh: ['找不到模块', '模块找不到', '无法解析'] },
    pages: ['/guide/faq/exceptions'],
  },
  { terms: { en: ['process is not defined', 'process undefined'], zh: ['process 未定义'] }, pages: ['/guide/faq/exceptions'] },
  { terms: { en: ['blank page', 'white screen', 'empty page'], zh: ['白屏', '空白页', '页面空白'] }, pages: ['/guide/faq/exceptions'] },
  { terms: { en: ['loader', 'appropriate loader', 'unknown file type'], zh: ['需要 loader', '文件类型'] }, pages: ['/guide/faq/exceptions'] },
  {
    terms: { en: ['node version', 'node.js version', 'which node', 'older node', 'node 16', 'node 18'], zh: ['Node 版本', 'Node.js 版本', '旧版 Node'] },
    pages: ['/guide/faq/general'],
  },
  {
    terms: { en: ['native binding', 'rspack binding', 'binding', 'cannot find native binding'], zh: ['原生绑定', '原生模块', '找不到 binding'] },
    pages: ['/guide/faq/general'],
  },
  { terms: { en: ['library', 'component library', 'build a library', 'rslib'], zh: ['组件库', '构建库', '打包库', '库'] }, pages: ['/guide/faq/general'] },
  { terms: { en: ['state lost', 'lose state', 'components lose state'], zh: ['状态丢失', '丢失状态'] }, pages: ['/guide/faq/hmr'] },
  {
    terms: { en: ['faq', 'common questions', 'frequently asked questions'], zh: ['常见问题', '问题'] },
    pages: ['/guide/faq/general', '/guide/faq/features', '/guide/faq/exceptions', '/guide/faq/hmr'],
  },
  { terms: { en: ['release notes', 'changelog', 'what is new'], zh: ['版本发布', '更新日志', '发布说明'] }, pages: ['/community/releases/'] },
  { terms: { en: ['community', 'contribute', 'discord'], zh: ['社区', '贡献'] }, pages: ['/community/'] },
];

export default {
  concepts: VOCABULARY,
  // A query saying one of these describes a problem: the FAQ pages answer problems.
  symptoms: {
    en: 'error errors fail fails failed failing work works working broken break breaks crash crashes crashed problem issue issues wrong blank slow stuck lost lose undefined'.split(
      ' ',
    ),
    zh: '报错 错误 失败 不生效 无效 不工作 没生效 不起作用 异常 崩溃 问题 白屏 丢失 出错 不行 失效 太慢'.split(' '),
  },
  symptomPages: ['/guide/faq/exceptions', '/guide/faq/hmr', '/guide/faq/features', '/guide/faq/general'],
  // The config pages are titled with the option they document (`server.port`).
  namePages: ['/config/'],
} satisfies SearchVocabulary;
