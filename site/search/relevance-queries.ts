/**
 * The relevance set of the local search: each query with the page(s) that answer it. Half
 * English, half Chinese. `key` cases are what people type who know the word (option names in
 * several spellings, concepts, Chinese terms and substrings, typos and prefixes); `ask` cases are
 * questions and symptoms in a reader's own words. Used by the relevance test and `npm run bench`.
 * Chinese cases name their pages without the `/zh` prefix (the twin page is meant).
 */
export interface RelevanceCase {
  query: string;
  /** Routes (without anchor) of the pages that answer the query; any of them counts. */
  pages: string[];
  /** `ask`: a question or a symptom as a reader writes it; `key`: a keyword or a name. */
  kind: 'key' | 'ask';
}

const key = (query: string, ...pages: string[]): RelevanceCase => ({ query, pages, kind: 'key' });
/** A question or a symptom and the pages that answer it (the fresh set writes its cases with it too). */
export const ask = (query: string, ...pages: string[]): RelevanceCase => ({ query, pages, kind: 'ask' });

/** Chinese cases as they are scored: each page they name is its `/zh` twin. */
export const withZhPages = <T extends RelevanceCase>(cases: T[]): T[] => cases.map((c) => ({ ...c, pages: c.pages.map((p) => `/zh${p}`) }));

export const RELEVANCE_EN: RelevanceCase[] = [
  key('assetPrefix', '/config/output/asset-prefix'),
  key('asset-prefix', '/config/output/asset-prefix'),
  key('asset prefix', '/config/output/asset-prefix'),
  key('output.assetPrefix', '/config/output/asset-prefix'),
  key('distPath', '/config/output/dist-path'),
  key('dist path', '/config/output/dist-path'),
  key('sourceMap', '/config/output/source-map'),
  key('source-map', '/config/output/source-map'),
  key('chunkSplit', '/config/performance/chunk-split'),
  key('removeConsole', '/config/performance/remove-console'),
  key('historyApiFallback', '/config/server/history-api-fallback'),
  key('history api fallback', '/config/server/history-api-fallback'),
  key('tsconfig paths', '/config/source/tsconfig-path'),
  key('proxy', '/config/server/proxy'),
  key('https certificate', '/config/server/https'),
  key('environment variables', '/guide/advanced/env-vars'),
  key('code splitting', '/guide/optimization/code-splitting'),
  key('module federation', '/guide/advanced/module-federation'),
  key('server side rendering', '/guide/advanced/ssr'),
  key('tailwind', '/guide/styling/tailwindcss'),
  key('web workers', '/guide/basic/web-workers'),
  key('deploy static site', '/guide/basic/static-deploy'),
  key('migrate from webpack', '/guide/migration/webpack'),
  key('plugin hooks', '/plugins/dev/hooks'),
  key('favicon', '/config/html/favicon'),
  key('polyfill', '/config/output/polyfill'),
  // Typos
  key('tailwnd', '/guide/styling/tailwindcss'),
  key('assetPrefx', '/config/output/asset-prefix'),
  key('externls', '/config/output/externals'),
  key('enviroment variables', '/guide/advanced/env-vars'),
  key('sorce map', '/config/output/source-map'),
  // Prefixes and dotted paths with a trailing fragment
  key('chunkSpl', '/config/performance/chunk-split'),
  key('postc', '/config/tools/postcss'),
  key('removeCons', '/config/performance/remove-console'),
  key('output.distPath.root', '/config/output/dist-path'),
  key('performance.chunkSplit.strategy', '/config/performance/chunk-split'),
  key('server.proxy.target', '/config/server/proxy'),
  key('html.tags.append', '/config/html/tags'),
  key('tools.rspack.plugins', '/config/tools/rspack'),
  // Reader's words for a setting
  key('content hash', '/config/output/filename-hash'),
  key('env vars', '/guide/advanced/env-vars'),
  key('hot reload', '/guide/advanced/hmr', '/config/dev/hmr'),
  key('reverse proxy', '/config/server/proxy'),
  key('minify', '/config/output/minify'),
  key('gzip', '/config/server/compress'),
  key('bundle analyzer', '/config/performance/bundle-analyze'),
  key('base64 images', '/config/output/data-uri-limit', '/guide/optimization/inline-assets'),
  key('vendor chunk', '/config/performance/chunk-split', '/guide/optimization/code-splitting'),
  key('csp nonce', '/config/security/nonce'),
  key('subresource integrity', '/config/security/sri'),
  key('global constants', '/config/source/define'),
  key('dev server middleware', '/config/dev/setup-middlewares', '/config/server/middleware-mode'),
  key('javascript api createRsbuild', '/api/javascript-api/core'),
  key('rsdoctor', '/guide/debug/rsdoctor'),
  // Questions and symptoms
  ask('turn off the content hash in output files', '/config/output/filename-hash', '/guide/faq/features'),
  ask('page refresh gives 404 in my spa', '/config/server/history-api-fallback'),
  ask('how do I change the dev server port', '/config/server/port'),
  ask('where does the build output go', '/config/output/dist-path', '/guide/basic/output-files'),
  ask('how to use env vars in client code', '/guide/advanced/env-vars', '/guide/faq/features'),
  ask('hot reload is not working', '/guide/faq/hmr', '/config/dev/hmr', '/guide/advanced/hmr'),
  ask('how to minify css', '/config/output/minify'),
  ask('set up a reverse proxy for api requests', '/config/server/proxy', '/guide/faq/features'),
  ask('how can I make the build faster', '/guide/optimization/build-performance'),
  ask('my bundle is too big, how do I make it smaller', '/guide/optimization/optimize-bundle', '/config/performance/bundle-analyze', '/guide/faq/features'),
  ask('how do I see what is in my bundle', '/config/performance/bundle-analyze', '/guide/debug/rsdoctor', '/guide/faq/features'),
  ask('deploy the app under a sub path', '/config/output/asset-prefix', '/config/server/base', '/guide/faq/features'),
  ask('load assets from a cdn', '/config/output/asset-prefix', '/guide/faq/features'),
  ask('open the browser automatically when the dev server starts', '/config/server/open'),
  ask('cors error when my page calls another origin in dev', '/config/server/cors', '/config/server/proxy'),
  ask('how to add custom response headers to the dev server', '/config/server/headers'),
  ask('how do I use https locally', '/config/server/https'),
  ask('process is not defined error in the browser', '/guide/faq/exceptions'),
  ask('build crashes: javascript heap out of memory', '/guide/faq/exceptions'),
  ask("module not found: can't resolve 'fs'", '/guide/faq/exceptions'),
  ask('how do I configure path aliases like @/components', '/config/resolve/alias', '/guide/advanced/alias', '/guide/faq/features'),
  ask('how to support old browsers', '/guide/advanced/browser-compatibility', '/config/output/polyfill', '/guide/advanced/browserslist'),
  ask('how do I add polyfills', '/config/output/polyfill', '/guide/faq/features'),
  ask('remove console.log in production', '/config/performance/remove-console', '/guide/faq/features'),
  ask('how to change the page title', '/config/html/title'),
  ask('how can I add meta tags to the html', '/config/html/meta'),
  ask('use my own html template', '/config/html/template', '/guide/basic/html-template'),
  ask('inline small images as base64', '/config/output/data-uri-limit', '/guide/optimization/inline-assets'),
  ask('copy static files into the output folder', '/config/output/copy', '/config/server/public-dir', '/guide/basic/static-assets'),
  ask('how do I split vendor code into its own chunk', '/config/performance/chunk-split', '/guide/optimization/code-splitting'),
  ask('generate a manifest of the emitted files', '/config/output/manifest'),
  ask('why does the whole page reload instead of hot updating', '/guide/faq/hmr'),
  ask('react components lose state after I edit them', '/guide/faq/hmr'),
  ask('websocket connection failed in dev', '/guide/faq/hmr', '/config/dev/client'),
  ask('how do I use sass', '/plugins/list/plugin-sass'),
  ask('import an svg as a react component', '/plugins/list/plugin-svgr'),
  ask('how do I write my own plugin', '/plugins/dev/', '/plugins/dev/core', '/plugins/dev/hooks'),
  ask('how can I modify the rspack config', '/config/tools/rspack', '/guide/configuration/rspack'),
  ask('use babel plugins', '/plugins/list/plugin-babel'),
  ask('how do I build a multi page app', '/config/source/entry', '/guide/faq/features'),
  ask('disable source maps in production', '/config/output/source-map'),
  ask("type errors don't fail the build", '/guide/faq/exceptions', '/guide/basic/typescript'),
  ask('dev server started on 3001 instead of 3000', '/guide/faq/exceptions', '/config/server/port', '/config/server/strict-port'),
  ask('exit when the port is already in use', '/config/server/strict-port'),
  ask('access the dev server from my phone', '/config/server/host'),
  ask('how can I see the final rspack config', '/guide/debug/debug-mode', '/guide/faq/general', '/guide/configuration/rsbuild'),
  ask('which node version do I need', '/guide/faq/general', '/guide/start/quick-start'),
  ask('moving from create react app', '/guide/migration/cra'),
  ask('switch from vite to rsbuild', '/guide/migration/vite'),
  ask('change the class names of css modules', '/config/output/css-modules'),
  ask('can I build a library with it', '/guide/faq/general'),
  ask('speed up rebuilds with a persistent cache', '/config/performance/build-cache'),
  ask('exclude react from the bundle and load it from a global', '/config/output/externals'),
  ask('clean the dist folder before each build', '/config/output/clean-dist-path'),
  ask('run the build for node instead of the browser', '/config/output/target', '/guide/advanced/ssr'),
  ask('different settings for the ssr and web builds', '/config/environments', '/guide/advanced/environments'),
  ask('you may need an appropriate loader to handle this file type', '/guide/faq/exceptions'),
  ask('blank page after deploying, js files 404', '/guide/faq/exceptions', '/config/output/asset-prefix'),
  ask('how to upgrade rsbuild', '/guide/basic/upgrade-rsbuild'),
  ask('decorators do not work', '/config/source/decorators'),
  ask('a dependency in node_modules breaks old browsers', '/config/source/include', '/guide/faq/features', '/guide/faq/exceptions'),
  ask('import lodash methods on demand', '/config/source/transform-import'),
  ask('make the terminal output quieter', '/config/log-level'),
  ask('show compile errors in the browser overlay', '/config/dev/client', '/guide/faq/hmr'),
  ask('hide the file size table after build', '/config/performance/print-file-size'),
  ask('share react between micro frontends', '/guide/advanced/module-federation', '/config/module-federation/options'),
  ask('how do I confgure the proxy', '/config/server/proxy'),
  ask('where should I put browserslist', '/guide/advanced/browserslist', '/config/output/override-browserslist'),
  // Real questions from public issue threads (source above each case)
  // https://github.com/web-infra-dev/rsbuild/issues/4397
  ask('output.sourceMap.css: true but no .css.map files', '/config/output/source-map'),
  // https://github.com/web-infra-dev/rsbuild/issues/4167
  ask(
    'svg import gives data:image/svg+xml;base64 instead of a url',
    '/config/output/data-uri-limit',
    '/plugins/list/plugin-svgr',
    '/guide/basic/static-assets',
  ),
  // https://github.com/web-infra-dev/rsbuild/issues/5380
  ask("Cannot find module './App.css' or its corresponding type declar", '/guide/faq/general', '/guide/basic/typescript'),
  // https://github.com/web-infra-dev/rspack/issues/8925
  ask('jsx in a shared monorepo folder: JavaScript parsing error', '/config/source/include'),
  // https://github.com/web-infra-dev/rsbuild/issues/3279
  ask(
    'added a package to source.include but old chrome still errors',
    '/guide/advanced/browser-compatibility',
    '/config/output/polyfill',
    '/config/source/include',
  ),
  // https://github.com/web-infra-dev/rsbuild/issues/6494
  ask('lazy loaded routes stop opening with hmr and liveReload off', '/config/dev/lazy-compilation'),
  // https://github.com/web-infra-dev/rspack/issues/8503
  ask('blank page with lazy compilation behind a proxy like whistle', '/config/dev/lazy-compilation'),
  // https://github.com/web-infra-dev/rsbuild/issues/4251
  ask('script tags injected twice with a custom html template', '/config/html/inject', '/guide/basic/html-template'),
  // https://github.com/web-infra-dev/rsbuild/issues/987
  ask('print htmlPlugin.tags.headTags myself in the template', '/config/html/inject'),
  // https://github.com/web-infra-dev/rsbuild/issues/3546
  ask('two <title> tags in the page after setting a template', '/config/html/title', '/config/html/template'),
  // https://github.com/web-infra-dev/rsbuild/issues/5717
  ask('missing image returns index.html with 200 instead of 404', '/config/server/html-fallback'),
  // https://github.com/web-infra-dev/rsbuild/issues/4513
  ask('access HtmlPlugin inside modifyRspackConfig', '/plugins/dev/hooks'),
  // https://github.com/rstackjs/rsbuild-plugin-node-polyfill/issues/50
  ask("TypeError: Cannot read properties of undefined (reading 'Provid", '/guide/basic/upgrade-rsbuild'),
  // https://github.com/web-infra-dev/rsbuild/issues/1904
  ask('babel plugin include does not compile a package in node_modules', '/plugins/list/plugin-babel', '/config/source/include'),
  // https://github.com/web-infra-dev/rsbuild/issues/4661
  ask('global scss variables give Undefined variable in .vue files', '/plugins/list/plugin-sass'),
  // https://github.com/web-infra-dev/rspack/issues/7893
  ask("Cannot find module '@rspack/binding-linux-x64-gnu'", '/guide/faq/general'),
  // https://github.com/sailscastshq/boring-stack/issues/172
  ask('Cannot find native binding on a node alpine docker image', '/guide/faq/general'),
  // https://github.com/web-infra-dev/rsbuild/issues/1397
  ask('hmr got slower after moving from rspack to rsbuild', '/guide/optimization/build-performance'),
  // https://github.com/web-infra-dev/rsbuild/issues/1590
  ask('hmr takes 2 seconds for a one line change in a vue app', '/guide/optimization/build-performance'),
  // https://github.com/bosens-China/blog/issues/115
  ask('import .vue files without writing the extension', '/config/resolve/extensions'),
  // https://github.com/web-infra-dev/rsbuild/issues/3786
  ask('custom cacheGroups for vue are not applied to the chunks', '/config/split-chunks', '/guide/optimization/code-splitting'),
  // https://github.com/web-infra-dev/rsbuild/issues/3778
  ask('import an image as a data uri with ?inline', '/guide/basic/static-assets', '/guide/optimization/inline-assets'),
  // https://github.com/web-infra-dev/rsbuild/issues/1585
  ask('Critical dependency: Accessing import.meta directly is unsupport', '/guide/migration/vite'),
  // https://github.com/web-infra-dev/rsbuild/issues/3520
  ask('how to use import.meta.webpackContext', '/guide/migration/vite'),
  // https://github.com/swc-project/plugins/issues/414
  ask('@swc/plugin-emotion breaks the build after upgrading rsbuild', '/guide/styling/css-in-js'),
  // https://github.com/web-infra-dev/rsbuild/issues/1960
  ask('styled-jsx/css: if you are getting this error it means that your', '/guide/styling/css-in-js'),
  // https://github.com/web-infra-dev/rspack/issues/5469
  ask('rewrite the cookie domain of proxied api responses', '/config/server/proxy'),
  // https://github.com/web-infra-dev/rsbuild/issues/2727
  ask("solid-icons: Expected '>', got 'stroke'", '/plugins/list/plugin-solid'),
  // https://github.com/web-infra-dev/rsbuild/issues/3751
  ask('rsbuild preview works but refresh gives 404 on my own server', '/guide/basic/static-deploy', '/config/server/html-fallback'),
  // https://github.com/web-infra-dev/rsbuild/issues/3519
  ask('list the files the dev server holds in memory', '/guide/basic/server', '/config/dev/write-to-disk'),
  // https://github.com/web-infra-dev/rsbuild/issues/2928
  ask('use antd less variables like @primary-color in module.less', '/plugins/list/plugin-less'),
  // https://github.com/web-infra-dev/rsbuild/issues/2876
  ask('webstorm does not understand my path alias', '/guide/advanced/alias'),
  // https://github.com/web-infra-dev/rsbuild/issues/4905
  ask('unocss postcss plugin is not working', '/guide/styling/unocss'),
  // https://github.com/web-infra-dev/rspack/issues/6227
  ask('builtins.define: Failed to parse Member(MemberExpr', '/config/source/define'),
  // https://github.com/web-infra-dev/rspack/issues/3297
  ask('define value panics: is not a valid expression', '/config/source/define'),
  // https://github.com/web-infra-dev/rsbuild/issues/1948
  ask("absolute url('/fonts/x.ttf') in less: Can't resolve", '/config/tools/css-loader', '/guide/basic/static-assets'),
  // https://github.com/web-infra-dev/rsbuild/issues/3374
  ask('font in the public folder referenced by url(/fonts/...) in css', '/config/tools/css-loader', '/config/server/public-dir'),
  // https://github.com/web-infra-dev/rsbuild/issues/4374
  ask('logicalProperties exclude works in dev but not in the build', '/config/tools/lightningcss-loader', '/config/output/minify'),
  // https://github.com/web-infra-dev/rsbuild/issues/3430
  ask('pass define variables to stylus like stylus-loader does', '/plugins/list/plugin-stylus'),
  // https://github.com/web-infra-dev/rsbuild/issues/2526
  ask('give one entry a fixed js file name, e.g. a service worker', '/config/output/filename'),
  // https://github.com/web-infra-dev/rsbuild/issues/4427
  ask('tailwind v4 imported in App.less: Unrecognised input', '/guide/faq/features', '/guide/styling/tailwindcss'),
  // https://github.com/tailwindlabs/tailwindcss/issues/16913
  ask('tailwind v4 setup: there is no postcss.config.mjs file', '/guide/styling/tailwindcss'),
  // https://github.com/web-infra-dev/rsbuild/issues/5967
  ask('keep dependencies out of the bundle in a node server build', '/config/output/auto-external', '/config/output/externals'),
  // https://github.com/web-infra-dev/rsbuild/issues/2077
  ask("serve the app at localhost:3000/test/ like vite's base option", '/config/server/base'),
  // https://github.com/web-infra-dev/rsbuild/issues/1829
  ask('proxying "/" to the backend hides my own pages', '/config/server/proxy'),
  // https://github.com/web-infra-dev/rsbuild/issues/3903
  ask('svelte 5 runes in a .svelte.ts file fail to compile', '/guide/framework/svelte', '/plugins/list/plugin-svelte'),
  // https://github.com/CARTAvis/carta-frontend/issues/2973
  ask('replace jest with rstest and reuse the rsbuild config', '/guide/advanced/testing'),
  // https://github.com/web-infra-dev/rsbuild/issues/4015
  ask('html.tags scripts missing when html.inject is false', '/config/html/tags', '/config/html/inject'),
  // https://github.com/web-infra-dev/rsbuild/issues/989
  ask('generate an asset manifest like webpack-manifest-plugin', '/config/output/manifest'),
  // https://github.com/web-infra-dev/rsbuild/issues/3965
  ask('federated remote loads its chunks from the host origin', '/config/module-federation/options', '/guide/advanced/module-federation'),
  // https://github.com/web-infra-dev/rsbuild/issues/3094
  ask('dev.assetPrefix points to the wrong port when 3000 is taken', '/config/dev/asset-prefix'),
  // https://github.com/vercel-labs/portless/pull/250
  ask('rsbuild ignores the PORT environment variable', '/config/server/port', '/guide/basic/cli'),
  // https://github.com/shakacode/shakapacker/issues/1169
  ask('yarn install --ignore-optional breaks the rspack binding', '/guide/faq/general'),
  // https://github.com/web-infra-dev/rsbuild/issues/2410
  ask('serve several public folders like devServer.static array', '/config/server/public-dir'),
  // https://github.com/web-infra-dev/rsbuild/issues/754
  ask('CRA settings like BROWSER=none and PORT after migrating', '/guide/migration/cra'),
  // https://github.com/web-infra-dev/rslib/issues/821
  ask('import a .yaml or .toml file as an object', '/guide/basic/json-files'),
  // https://github.com/web-infra-dev/rsbuild/issues/5085
  ask('api.transform on .vue files before vue-loader runs', '/plugins/dev/core'),
  // https://github.com/linagora/twake-calendar-frontend/pull/981
  ask('source maps for sentry without the sourceMappingURL comment', '/config/output/source-map'),
  // https://github.com/web-infra-dev/rspack/issues/11378
  ask('web worker fails when my assets are served from a cdn domain', '/guide/basic/web-workers'),
  // https://github.com/web-infra-dev/rsbuild/issues/3779
  ask('vuex-module-decorators throws after moving from webpack', '/config/source/decorators', '/guide/faq/general'),
  // https://github.com/th3fallen/cypress-rspack-dev-server/issues/33
  ask('turn my rsbuild config into a plain rspack config for cypress', '/api/javascript-api/instance'),
  // https://github.com/web-infra-dev/rspack/issues/13098
  ask('persistent cache is rebuilt whenever I switch dev and build', '/config/performance/build-cache'),
  // https://github.com/web-infra-dev/rsbuild/issues/4874
  ask('rsbuild dev takes 5 seconds even on a fresh template', '/guide/faq/dev-server', '/guide/debug/build-profiling'),
  // https://github.com/web-infra-dev/rsbuild/issues/5566
  ask("The requested module 'node:fs/promises' does not provide an expo", '/guide/faq/general', '/guide/start/quick-start'),
  // https://github.com/web-infra-dev/rspack/issues/14304
  ask('node --cpu-prof misses the time spent in rust, how to profile it', '/guide/debug/build-profiling'),
  // https://github.com/web-infra-dev/rsbuild/issues/5927
  ask('hmr resets the state of my solid components', '/guide/framework/solid', '/plugins/list/plugin-solid'),
  // https://github.com/web-infra-dev/rsbuild/issues/1434
  ask('preact page does not change after a hot update', '/guide/framework/preact', '/plugins/list/plugin-preact'),
  // https://github.com/web-infra-dev/rsbuild/issues/3485
  ask('.js.map files are still emitted by the production build', '/config/output/source-map'),
  // https://github.com/web-infra-dev/rsbuild/issues/6372
  ask('source.include works on macOS but not on Windows', '/config/source/include'),
  // https://github.com/web-infra-dev/rslib/issues/1040
  ask('get the stats object after calling build() from the js api', '/api/javascript-api/instance', '/plugins/dev/hooks'),
  // https://github.com/web-infra-dev/rsdoctor/issues/1237
  ask('rsdoctor runs out of memory on a large project', '/guide/debug/rsdoctor'),
  // https://github.com/web-infra-dev/rsbuild/issues/5509
  ask('a svelte package only builds with a newer browser target', '/guide/advanced/browserslist'),
  // https://github.com/redpanda-data/console/pull/2252
  ask('use the react compiler in a react 18 app', '/guide/framework/react', '/plugins/list/plugin-react'),
  // https://github.com/web-infra-dev/rsbuild/issues/3429
  ask("HookWebpackError: Cannot find module '/imgs/wms-0-params.png'", '/config/tools/css-loader', '/config/server/public-dir'),
  // https://github.com/module-federation/core/issues/2617
  ask('federated component crashes when host and remote differ in react', '/guide/advanced/module-federation', '/config/module-federation/options'),
  // https://github.com/web-infra-dev/rsbuild/issues/3633
  ask('is vue 2.6 supported by @rsbuild/plugin-vue2', '/guide/framework/vue', '/guide/migration/vue-cli'),
  // https://github.com/KonghaYao/cn-font-split/issues/158
  ask('stop the built-in font rule handling .ttf for a font plugin', '/guide/basic/static-assets', '/config/tools/bundler-chain'),
  // https://github.com/web-infra-dev/rsbuild/issues/2060
  ask(
    'all-in-one chunkSplit still creates dozens of js chunks',
    '/guide/optimization/code-splitting',
    '/config/split-chunks',
    '/config/performance/chunk-split',
  ),
  // https://github.com/web-infra-dev/rspack/issues/7364
  ask('process.env.PUBLIC_X throws when the variable is not in .env', '/guide/advanced/env-vars', '/guide/faq/exceptions'),
  // https://github.com/web-infra-dev/rsbuild/issues/4742
  ask('loadEnv publicVars is empty though parsed has my variable', '/api/javascript-api/core', '/guide/advanced/env-vars'),
  // https://github.com/web-infra-dev/rsbuild/issues/4776
  ask('css declarations reordered after build even with minify off', '/config/tools/lightningcss-loader'),
  // https://github.com/web-infra-dev/rspack/issues/8078
  ask('barrel file that re-exports an interface and a function fails', '/guide/basic/typescript'),
  // https://github.com/web-infra-dev/rsbuild/issues/3357
  ask('route switch hangs with no feedback when lazy compilation is on', '/guide/faq/hmr', '/config/dev/lazy-compilation'),
  // https://github.com/web-infra-dev/rsbuild/issues/3781
  ask('write only the electron main process output to disk in dev', '/config/dev/write-to-disk', '/config/environments'),
  // https://github.com/web-infra-dev/rspack/issues/7740
  ask('devServer.devMiddleware.writeToDisk does nothing in rsbuild', '/guide/configuration/rspack', '/config/dev/write-to-disk'),
  // https://github.com/web-infra-dev/rspack/issues/3827
  ask('share less variables with every file like style-resources-loader', '/plugins/list/plugin-less'),
  // https://github.com/web-infra-dev/rsbuild/issues/3675
  ask('mpa entry url should end with a slash, e.g. /h5/customer/', '/config/html/output-structure'),
  // https://github.com/web-infra-dev/rspack/issues/11376
  ask("Chrome 81 on Android: Uncaught SyntaxError: Unexpected token '('", '/guide/faq/exceptions', '/guide/advanced/browser-compatibility'),
  // https://github.com/unplugin/unplugin-vue-components/issues/761
  ask('use unplugin-vue-components with ElementPlusResolver in rsbuild', '/config/plugins', '/config/tools/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/10
  ask('can rsbuild read my existing rspack.config.js', '/guide/faq/general', '/guide/configuration/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/7178
  ask('turn off the spa fallback middleware in middlewareMode', '/config/server/html-fallback', '/config/server/middleware-mode'),
  // https://github.com/web-infra-dev/rspack/issues/6454
  ask('HTML parsing error: Invalid first character of tag name', '/config/html/implementation', '/config/html/template-parameters'),
  // https://github.com/web-infra-dev/rsbuild/issues/4777
  ask('tailwind v4 @apply in a scss file: Cannot apply unknown utility', '/guide/styling/tailwindcss'),
  // https://github.com/web-infra-dev/rsbuild/issues/5986
  ask('ERR_FS_CP_EINVAL when the dist folder is inside public', '/config/server/public-dir'),
  // https://github.com/web-infra-dev/rsbuild/issues/4481
  ask('rsbuild dev wiped the dist folder from my last build', '/config/output/clean-dist-path', '/config/dev/write-to-disk'),
  // https://github.com/web-infra-dev/rsbuild/issues/627
  ask('reloading /sign-in with react-router-dom shows not found in dev', '/config/server/html-fallback', '/config/server/history-api-fallback'),
  // https://github.com/web-infra-dev/rsbuild/issues/7696
  ask('proxy sends a different Host header after upgrading to rsbuild 2', '/config/server/proxy', '/guide/migration/rsbuild-1-x'),
  // https://github.com/web-infra-dev/rsbuild/issues/4563
  ask('proxied request stays pending forever when the backend is down', '/config/server/proxy', '/guide/faq/dev-server'),
  // https://github.com/web-infra-dev/rsbuild/issues/4345
  ask('devServer.client.webSocketURL ignored, hmr behind traefik in doc', '/config/dev/client', '/guide/advanced/hmr', '/guide/faq/hmr'),
  // https://github.com/web-infra-dev/rsbuild/pull/7770
  ask('compute the hmr websocket url in the browser for per-branch prev', '/config/dev/client', '/guide/advanced/hmr'),
  // https://github.com/web-infra-dev/rsbuild/issues/7507
  ask('hide one noisy third-party error from the error overlay', '/config/dev/client', '/guide/faq/hmr'),
  // https://github.com/web-infra-dev/rsbuild/issues/1031
  ask('turn off hmr but still reload the page on save', '/config/dev/live-reload', '/config/dev/hmr', '/guide/advanced/hmr'),
  // https://github.com/web-infra-dev/rsbuild/issues/2167
  ask('keep hot updates but never fall back to a full page reload', '/config/dev/live-reload', '/config/dev/hmr', '/guide/advanced/hmr'),
  // https://github.com/web-infra-dev/rsbuild/issues/1903
  ask("page doesn't reload when I edit a file in the public folder", '/config/server/public-dir', '/config/dev/watch-files'),
  // https://github.com/web-infra-dev/rsbuild/issues/4879
  ask('open the dev page in an inprivate or incognito browser window', '/config/server/open'),
  // https://github.com/web-infra-dev/rsbuild/issues/2888
  ask('keep .env files in a separate folder instead of the project root', '/guide/advanced/env-vars', '/guide/basic/cli', '/guide/migration/vite'),
  // https://github.com/web-infra-dev/rsbuild/issues/1037
  ask('expose env vars without the PUBLIC_ prefix after leaving CRA', '/guide/advanced/env-vars', '/guide/migration/cra', '/guide/faq/features'),
  // https://github.com/web-infra-dev/rsbuild/issues/3718
  ask('const { REACT_APP_X } = process.env is undefined after migrating', '/guide/migration/cra', '/guide/advanced/env-vars', '/guide/faq/exceptions'),
  // https://github.com/web-infra-dev/rsbuild/issues/2991
  ask("restart the dev server from the terminal like vite's r + enter", '/config/dev/cli-shortcuts', '/guide/basic/cli'),
  // https://github.com/rstackjs/storybook-rsbuild/issues/254
  ask('[rsbuild:config] Find invalid Rspack config: "devServer".', '/guide/configuration/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/797
  ask('proxy every request except the paths under my app base', '/config/server/proxy'),
  // https://github.com/web-infra-dev/rsbuild/issues/3428
  ask('lazy loaded component stops hot reloading when its file has two', '/guide/faq/hmr', '/guide/advanced/hmr'),
  // https://github.com/web-infra-dev/rsbuild/issues/5100
  ask('SSE connection opens but no events arrive in the dev server', '/config/server/compress', '/config/server/proxy'),
  // https://github.com/web-infra-dev/rsbuild/issues/3023
  ask('inspectConfig outputPath is always resolved under the dist folde', '/api/javascript-api/instance', '/guide/basic/cli', '/guide/debug/debug-mode'),
  // https://github.com/web-infra-dev/rsbuild/issues/1121
  ask('hide the Local/Network urls and print my own url instead', '/config/server/print-urls'),
  // https://github.com/web-infra-dev/rsbuild/issues/3814
  ask('use different less modifyVars for one folder of the project', '/plugins/list/plugin-less'),
  // https://github.com/web-infra-dev/rsbuild/issues/5226
  ask('vue 2 scoped /deep/ selector stops working after moving to rsbui', '/config/tools/lightningcss-loader'),
  // https://github.com/web-infra-dev/rsbuild/issues/4936
  ask('svg?raw gives a file path instead of the svg markup', '/plugins/list/plugin-svgr', '/guide/basic/static-assets'),
  // https://github.com/web-infra-dev/rsbuild/issues/5982
  ask('treat files ending in .m.css as css modules', '/config/output/css-modules', '/guide/styling/css-modules'),
  // https://github.com/web-infra-dev/rsbuild/issues/5528
  ask('remove the default charset and viewport meta tags', '/config/html/meta'),
  // https://github.com/web-infra-dev/rsbuild/issues/2088
  ask('Conflicting order between css files warning after build', '/config/tools/css-extract'),
  // https://github.com/web-infra-dev/rsbuild/issues/4562
  ask('import a css file as a string to use inside shadow dom', '/guide/styling/css-usage', '/guide/basic/static-assets'),
  // https://github.com/web-infra-dev/rsbuild/issues/3440
  ask('generate home screen icons for iphone and android', '/config/html/app-icon'),
  // https://github.com/web-infra-dev/rsbuild/issues/4933
  ask('add theme_color and short_name to the generated web manifest', '/config/html/app-icon'),
  // https://github.com/web-infra-dev/rsbuild/issues/3971
  ask('auto import a global vars.styl into every stylus file', '/plugins/list/plugin-stylus'),
  // https://github.com/web-infra-dev/rsbuild/issues/4103
  ask('page title does not change when I switch routes', '/config/html/title'),
  // https://github.com/Coly010/ng-rspack-build/issues/106
  ask('help: To enable support for Sass, use "@rsbuild/plugin-sass".', '/plugins/list/plugin-sass', '/guide/styling/css-usage'),
  // https://github.com/rstackjs/rsbuild-plugin-tailwindcss/issues/17
  ask('does the rsbuild tailwindcss plugin work with tailwind v4', '/guide/styling/tailwindcss'),
  // https://github.com/web-infra-dev/rspack/issues/10807
  ask('use svg-sprite-loader for a folder of icon svgs', '/guide/basic/static-assets', '/config/tools/bundler-chain'),
  // https://github.com/web-infra-dev/rsbuild/issues/6462
  ask('transition shorthand overrides transition-behavior in built css', '/config/tools/lightningcss-loader', '/config/output/minify'),
  // https://github.com/web-infra-dev/rspack/issues/10056
  ask('build crashes with Invalid media query in a third-party theme.cs', '/config/tools/lightningcss-loader'),
  // https://github.com/rstackjs/rsbuild-plugin-type-check/issues/6
  ask("TS2307: Cannot find module '../../images/company-enterprise-icon", '/plugins/list/plugin-svgr', '/guide/faq/general'),
  // https://github.com/Coly010/ng-rspack-build/issues/41
  ask('styles.scss @import errors in the build, which plugin is missing', '/plugins/list/plugin-sass', '/guide/styling/css-usage'),
  // https://github.com/web-infra-dev/rsbuild/issues/3535
  ask("less @import '~@scope/pkg' fails after migrating from webpack", '/plugins/list/plugin-less', '/guide/styling/css-usage'),
  // https://github.com/web-infra-dev/rspack/issues/7789
  ask('build panics in lightningcss after importing pdfjs pdf_viewer.cs', '/config/tools/lightningcss-loader', '/config/output/minify'),
  // https://github.com/web-infra-dev/rsbuild/issues/6332
  ask('output ES modules with import/export for the browser build', '/config/output/module'),
  // https://github.com/mdn/fred/issues/15
  ask('how to emit native esm bundles instead of a classic script', '/config/output/module'),
  // https://github.com/web-infra-dev/rsbuild/issues/7861
  ask(
    'webpack-bundle-analyzer report empty after upgrading to rsbuild',
    '/config/performance/bundle-analyze',
    '/guide/debug/rsdoctor',
    '/guide/migration/rsbuild-1-x',
  ),
  // https://github.com/web-infra-dev/rsbuild/issues/1917
  ask('keep function names in minified production code', '/config/output/minify'),
  // https://github.com/web-infra-dev/rspack/issues/7223
  ask('lazy loaded chunks only have numeric names, how to name them', '/config/output/filename', '/guide/optimization/code-splitting'),
  // https://github.com/web-infra-dev/rsbuild/issues/6441
  ask('node server stack traces point to dist/index.js instead of sourc', '/config/output/source-map'),
  // https://github.com/web-infra-dev/rsbuild/issues/1234
  ask('is there a module federation plugin for rsbuild', '/guide/advanced/module-federation', '/config/module-federation/options'),
  // https://github.com/pengzhanbo/rspack-plugin-mock/issues/17
  ask('community plugin stopped working after upgrading to rsbuild 2', '/guide/migration/rsbuild-1-x'),
  // https://github.com/web-infra-dev/rspack/issues/10339
  ask('vue 2 build got twice as slow after migrating, how to profile', '/guide/debug/build-profiling', '/guide/optimization/build-performance'),
  // https://github.com/source-academy/frontend/pull/3143
  ask('service worker no longer generated after switching from create r', '/guide/migration/cra'),
  // https://github.com/web-infra-dev/rsbuild/issues/4423
  ask('Object looks like a Webpack or Rspack plugin, please use `tools.', '/config/plugins', '/config/tools/rspack', '/guide/configuration/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/7059
  ask('persistent build cache not invalidated when dependencies change', '/config/performance/build-cache'),
  // https://github.com/web-infra-dev/rsbuild/issues/7869
  ask('RuntimeError: factory is undefined', '/guide/advanced/environments', '/config/environments', '/guide/faq/hmr'),
  // https://github.com/web-infra-dev/rsbuild/issues/3973
  ask('vue-class-component @Prop decorator gets wrong arguments', '/config/source/decorators', '/guide/basic/typescript', '/guide/faq/general'),
  // https://github.com/web-infra-dev/rsbuild/issues/3479
  ask('vue-property-decorator breaks with typescript 5', '/config/source/decorators', '/guide/basic/typescript', '/guide/faq/general'),
  // https://github.com/web-infra-dev/rspack/issues/6500
  ask('custom webpack plugin fails because a compilation hook is missin', '/guide/configuration/rspack', '/guide/migration/webpack'),
  // https://github.com/web-infra-dev/rsbuild/issues/2741
  ask('set the public path at runtime like renderBuiltUrl', '/config/output/asset-prefix'),
  // https://github.com/web-infra-dev/rsbuild/issues/3227
  ask('maxSize does not split a 4mb json module', '/guide/optimization/code-splitting', '/config/split-chunks'),
  // https://github.com/web-infra-dev/rsbuild/issues/4342
  ask('build uses 5GB of memory despite max-old-space-size', '/guide/faq/exceptions'),
  // https://github.com/web-infra-dev/rsbuild/issues/4026
  ask('primereact @layer order differs between dev and build with tailw', '/guide/styling/css-usage'),
  // https://github.com/web-infra-dev/rsbuild/issues/2000
  ask('jsconfig baseUrl src so I can import components/Button', '/guide/migration/cra', '/config/source/tsconfig-path'),
  // https://github.com/web-infra-dev/rsbuild/issues/4228
  ask('paths in jsconfig.json are ignored, only tsconfig works', '/config/source/tsconfig-path', '/guide/migration/cra'),
  // https://github.com/web-infra-dev/rsbuild/issues/3630
  ask('shared folder outside the app cannot resolve its tsconfig alias', '/config/source/tsconfig-path', '/config/resolve/alias-strategy'),
  // https://github.com/web-infra-dev/rsbuild/issues/4731
  ask('each monorepo package as an environment with its own @/ alias', '/config/source/tsconfig-path'),
  // https://github.com/bpowers/simlin/issues/911
  ask('prefer-alias makes tsconfig paths stop resolving', '/config/resolve/alias-strategy', '/guide/advanced/alias'),
  // https://github.com/web-infra-dev/rsbuild/pull/4308
  ask("import './utils.js' picks the old .js file instead of utils.ts", '/guide/basic/typescript', '/config/source/tsconfig-path'),
  // https://github.com/web-infra-dev/rsbuild/issues/4523
  ask('build succeeds although a required prop is missing', '/guide/faq/exceptions', '/guide/basic/typescript'),
  // https://github.com/rstackjs/ts-checker-rspack-plugin/issues/18
  ask('type check plugin does not report errors in .vue files', '/guide/basic/typescript'),
  // https://github.com/web-infra-dev/rspack/issues/2602
  ask('what replaces fork-ts-checker-webpack-plugin', '/guide/basic/typescript'),
  // https://github.com/web-infra-dev/rspress/issues/2495
  ask('const enum imported from a package: export was not found', '/guide/basic/typescript'),
  // https://github.com/web-infra-dev/rspack/issues/9258
  ask('decoratorMetadata in tools.swc gives a runtime error', '/config/source/decorators', '/config/tools/swc'),
  // https://github.com/web-infra-dev/rsbuild/issues/4966
  ask('typeorm entity decorators fail to compile after upgrading', '/config/source/decorators', '/guide/faq/general'),
  // https://github.com/aidenybai/react-scan/issues/467
  ask("ESModulesLinkingError: Can't import the named export 'version'", '/guide/basic/json-files'),
  // https://github.com/web-infra-dev/rspack/issues/4860
  ask('wasm-pack _bg.wasm: JavaScript parsing error Unexpected eof', '/guide/basic/wasm-assets'),
  // https://github.com/electron-rsbuild/electron-rsbuild/issues/4
  ask('build the electron main and preload scripts as .mjs ES modules', '/config/output/module', '/config/output/target'),
  // https://github.com/web-infra-dev/rsbuild/issues/1974
  ask('run storybook with rsbuild instead of webpack or vite', '/community/'),
  // https://github.com/web-infra-dev/rsbuild/issues/4721
  ask('SubresourceIntegrityPlugin adds no integrity attribute to script', '/config/security/sri'),
  // https://github.com/web-infra-dev/rsbuild/issues/6090
  ask('get sri integrity hashes in manifest.json for server-rendered sc', '/config/output/manifest', '/config/security/sri'),
  // https://github.com/web-infra-dev/rsbuild/issues/5847
  ask('rsbuild browserslist resolves different browsers than npx browse', '/guide/advanced/browserslist'),
  // https://github.com/web-infra-dev/rsbuild/issues/5525
  ask('For the selected environment is no default script chunk format', '/guide/advanced/browserslist'),
  // https://github.com/web-infra-dev/rsbuild/issues/5411
  ask('generate preload and prefetch link tags for async chunks', '/config/performance/preload', '/config/performance/prefetch'),
  // https://github.com/web-infra-dev/rsbuild/issues/6346
  ask('preloaded using link preload but not used within a few seconds', '/config/performance/preload'),
  // https://github.com/SimonAKing/AnimatedGallery/issues/3
  ask('github pages project site: js loads from /static without the rep', '/guide/basic/static-deploy', '/config/server/base', '/config/output/asset-prefix'),
  // https://github.com/web-infra-dev/rsbuild/issues/5259
  ask('resolve the asset prefix at runtime like webpack publicPath auto', '/config/output/asset-prefix'),
  // https://github.com/web-infra-dev/rsbuild/issues/1036
  ask('async chunks ignore the per-region CDN, set public path at runti', '/config/output/asset-prefix'),
  // https://github.com/lexmin0412/dify-app-hub/issues/224
  ask('default build leaves a white screen in legacy browsers', '/guide/advanced/browser-compatibility', '/guide/advanced/browserslist'),
  // https://github.com/web-infra-dev/rsbuild/issues/959
  ask('can rsbuild build for IE with a .browserslistrc', '/guide/advanced/browserslist', '/guide/advanced/browser-compatibility'),
  // https://github.com/web-infra-dev/rspack/issues/10646
  ask('use a process.env variable inside the html template', '/config/html/template-parameters', '/guide/basic/html-template'),
  // https://github.com/linagora/twake-drive/pull/3633
  ask('remove the defer attribute from generated script tags', '/config/html/script-loading'),
  // https://github.com/web-infra-dev/rsbuild/issues/1864
  ask('do not generate index.html because the backend renders the page', '/config/tools/html-plugin', '/guide/faq/features'),
  // https://github.com/web-infra-dev/rsbuild/issues/448
  ask('second entry foo returns 404 at localhost:3000/foo', '/guide/basic/server'),
  // https://github.com/web-infra-dev/rsbuild/issues/2747
  ask('dev.assetPrefix full url with a subpath, files not served under', '/config/dev/asset-prefix', '/config/server/base'),
  // https://github.com/TanStack/router/issues/7633
  ask('ChunkLoadError on a lazy route after deploy until the user refre', '/guide/faq/general'),
  // https://github.com/TanStack/router/issues/8113
  ask('ssr build duplicates shared modules into every server route chun', '/config/split-chunks', '/guide/optimization/code-splitting'),
  // https://github.com/module-federation/core/issues/2528
  ask('module federation remote blocked by CORS in rsbuild preview', '/config/server/cors', '/config/module-federation/options'),
  // https://github.com/module-federation/core/issues/4222
  ask('module federation asyncStartup instead of a bootstrap dynamic im', '/config/module-federation/options'),
  // https://github.com/rstackjs/rsbuild-plugin-typed-css-modules/issues/4
  ask('use an rsbuild plugin in a plain rspack.config.js', '/config/plugins', '/guide/configuration/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/2057
  ask('wait for the first compile after startDevServer in tests', '/api/javascript-api/instance', '/plugins/dev/hooks'),
  // https://github.com/web-infra-dev/rsbuild/issues/4332
  ask('chain.devServer.before in bundlerChain never runs', '/config/server/setup', '/guide/configuration/rspack', '/guide/migration/webpack'),
  // https://github.com/web-infra-dev/rsbuild/issues/3521
  ask('lit reactive property decorators not working', '/config/source/decorators', '/config/tools/swc'),
  // https://github.com/web-infra-dev/rsbuild/issues/6705
  ask('add CircularDependencyRspackPlugin after migrating from rspack t', '/guide/configuration/rspack', '/config/tools/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/6432
  ask('read the --env-mode value in client code like import.meta.env.MO', '/guide/migration/vite', '/guide/advanced/env-vars', '/guide/configuration/rsbuild'),
  // https://github.com/web-infra-dev/rsbuild/issues/3358
  ask('RSDOCTOR=true asks to install the plugin although it is installe', '/guide/debug/rsdoctor'),
  // https://github.com/web-infra-dev/rsbuild/issues/1812
  ask('ReferenceError: $ReactRefreshRuntime$ is not defined', '/plugins/list/plugin-react'),
  // https://github.com/web-infra-dev/rsbuild/issues/2185
  ask('react refresh breaks html template that uses require', '/plugins/list/plugin-react'),
  // https://github.com/web-infra-dev/rsbuild/issues/5051
  ask('mergeRsbuildConfig registers pluginSass twice and my options are', '/api/javascript-api/core', '/guide/configuration/rsbuild', '/config/plugins'),
  // https://github.com/web-infra-dev/rsbuild/issues/5651
  ask('get the real dev server port after it switched to another port', '/api/javascript-api/instance', '/plugins/dev/hooks', '/config/server/port'),
  // https://github.com/web-infra-dev/rsbuild/issues/6549
  ask("Cannot destructure property 'dev' of 'config' as it is undefined", '/api/javascript-api/core'),
  // https://github.com/web-infra-dev/modern.js/issues/7205
  ask('[rsbuild:config] The "source.alias" config is deprecated', '/config/resolve/alias', '/guide/migration/rsbuild-1-x'),
  // https://github.com/web-infra-dev/rsbuild/issues/4463
  ask('convert my rsbuild config into an rspack config for cypress', '/api/javascript-api/instance'),
  // https://github.com/web-infra-dev/rsbuild/issues/4503
  ask('restart the dev server when a custom config file changes', '/config/dev/watch-files', '/guide/basic/cli'),
  // https://github.com/web-infra-dev/rslib/issues/1696
  ask('run a lint command after every rebuild in watch mode', '/plugins/dev/hooks'),
  // https://github.com/rstackjs/rsbuild-plugin-node-polyfill/issues/6
  ask('npm ERESOLVE peer dependency conflict between rsbuild plugin and', '/guide/basic/upgrade-rsbuild', '/guide/migration/rsbuild-0-x'),
  // https://github.com/web-infra-dev/rsbuild/issues/2503
  ask('tools.rspack with an async function that awaits a plugin', '/config/tools/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/271
  ask('pass svelte-loader options like hotOptions to the svelte plugin', '/plugins/list/plugin-svelte'),
  // https://github.com/web-infra-dev/rspack/issues/5989
  ask('module federation remote entry has no init or get with esm outpu', '/guide/advanced/module-federation', '/config/output/module'),
  // https://github.com/web-infra-dev/rsbuild/issues/3794
  ask("vue 2 jsx in .js files: Expected '>', got 'class'", '/guide/framework/vue'),
];

const ZH: RelevanceCase[] = [
  key('环境变量', '/guide/advanced/env-vars'),
  key('代码拆分', '/guide/optimization/code-splitting'),
  key('拆分', '/guide/optimization/code-splitting'),
  key('部署静态站点', '/guide/basic/static-deploy'),
  key('静态站点', '/guide/basic/static-deploy'),
  key('模块联邦', '/guide/advanced/module-federation'),
  key('联邦', '/guide/advanced/module-federation'),
  key('服务端渲染', '/guide/advanced/ssr'),
  key('端渲染', '/guide/advanced/ssr'),
  key('从 webpack 迁移', '/guide/migration/webpack'),
  key('构建性能分析', '/guide/debug/build-profiling'),
  key('性能分析', '/guide/debug/build-profiling'),
  key('自签名证书', '/config/server/https'),
  key('异常类问题', '/guide/faq/exceptions'),
  key('命令行工具', '/guide/basic/cli'),
  key('命令行', '/guide/basic/cli'),
  key('插件钩子', '/plugins/dev/hooks'),
  key('钩子', '/plugins/dev/hooks'),
  key('热更新', '/guide/advanced/hmr'),
  key('别名', '/guide/advanced/alias', '/config/resolve/alias'),
  key('浏览器兼容', '/guide/advanced/browser-compatibility'),
  key('拆包策略', '/guide/optimization/code-splitting', '/config/performance/chunk-split'),
  key('快速上手', '/guide/start/quick-start'),
  // Option names on Chinese pages, in several spellings
  key('assetPrefix', '/config/output/asset-prefix'),
  key('asset-prefix', '/config/output/asset-prefix'),
  key('removeConsole', '/config/performance/remove-console'),
  key('proxy 代理', '/config/server/proxy'),
  key('tailwind', '/guide/styling/tailwindcss'),
  key('sourceMap', '/config/output/source-map'),
  // Mixed, typos, prefixes and dotted paths
  key('TypeScript 编译', '/guide/basic/typescript'),
  key('chunkSpl', '/config/performance/chunk-split'),
  key('externls', '/config/output/externals'),
  key('output.distPath.root', '/config/output/dist-path'),
  key('dev.hmr 关闭', '/config/dev/hmr', '/guide/faq/hmr'),
  key('server.proxy 跨域', '/config/server/proxy'),
  key('historyApiFalback 配置', '/config/server/history-api-fallback'),
  // A reader's words for a setting
  key('端口', '/config/server/port'),
  key('产物目录', '/config/output/dist-path', '/guide/basic/output-files'),
  key('内容哈希', '/config/output/filename-hash'),
  key('代码压缩', '/config/output/minify'),
  key('反向代理', '/config/server/proxy'),
  key('体积分析', '/config/performance/bundle-analyze', '/guide/debug/rsdoctor'),
  key('全局变量替换', '/config/source/define'),
  key('子资源完整性', '/config/security/sri'),
  key('字体预加载', '/config/performance/preload'),
  key('按需编译', '/config/dev/lazy-compilation'),
  key('网站图标', '/config/html/favicon'),
  key('持久化缓存', '/config/performance/build-cache'),
  key('响应头', '/config/server/headers'),
  key('Sass', '/plugins/list/plugin-sass'),
  // Questions and symptoms
  ask('设置开发服务器端口', '/config/server/port'),
  ask('打包太慢了怎么办', '/guide/optimization/build-performance'),
  ask('接口跨域问题', '/config/server/proxy', '/config/server/cors'),
  ask('怎么关闭文件名里的哈希', '/config/output/filename-hash', '/guide/faq/features'),
  ask('构建产物输出到哪个目录', '/config/output/dist-path', '/guide/basic/output-files'),
  ask('怎么压缩代码', '/config/output/minify'),
  ask('包体积太大怎么优化', '/guide/optimization/optimize-bundle', '/config/performance/bundle-analyze', '/guide/faq/features'),
  ask('刷新页面 404 了', '/config/server/history-api-fallback', '/config/server/html-fallback'),
  ask('热更新不生效', '/guide/faq/hmr', '/config/dev/hmr', '/guide/advanced/hmr'),
  ask('如何配置路径别名', '/config/resolve/alias', '/guide/advanced/alias', '/guide/faq/features'),
  ask('客户端代码里怎么读取环境变量', '/guide/advanced/env-vars', '/guide/faq/features'),
  ask('开发时怎么代理后端接口', '/config/server/proxy', '/guide/faq/features'),
  ask('本地如何开启 https', '/config/server/https'),
  ask('生产环境去掉 console', '/config/performance/remove-console', '/guide/faq/features'),
  ask('怎么修改页面标题', '/config/html/title'),
  ask('使用自定义的 HTML 模板', '/config/html/template', '/guide/basic/html-template'),
  ask('如何兼容低版本浏览器', '/guide/advanced/browser-compatibility', '/config/output/polyfill', '/guide/advanced/browserslist'),
  ask('部署到子路径后资源 404', '/config/output/asset-prefix', '/guide/faq/exceptions', '/config/server/base', '/guide/faq/features'),
  ask('静态资源放到 CDN 上', '/config/output/asset-prefix', '/guide/faq/features'),
  ask('启动时自动打开浏览器', '/config/server/open'),
  ask('小图片转成 base64 内联', '/config/output/data-uri-limit', '/guide/optimization/inline-assets'),
  ask('把静态文件拷贝到产物目录', '/config/output/copy', '/config/server/public-dir', '/guide/basic/static-assets'),
  ask('第三方依赖怎么单独拆包', '/config/performance/chunk-split', '/guide/optimization/code-splitting'),
  ask('生产环境不要 source map', '/config/output/source-map'),
  ask('构建时内存溢出 heap out of memory', '/guide/faq/exceptions'),
  ask('浏览器报错 process is not defined', '/guide/faq/exceptions'),
  ask('找不到模块 fs 报错', '/guide/faq/exceptions'),
  ask('为什么整个页面刷新而不是热更新', '/guide/faq/hmr'),
  ask('如何使用 Sass', '/plugins/list/plugin-sass'),
  ask('怎么用 Less 写样式', '/plugins/list/plugin-less'),
  ask('把 SVG 当作 React 组件引入', '/plugins/list/plugin-svgr'),
  ask('怎么写一个插件', '/plugins/dev/', '/plugins/dev/core', '/plugins/dev/hooks'),
  ask('如何修改 Rspack 配置', '/config/tools/rspack', '/guide/configuration/rspack'),
  ask('多页面应用怎么配置', '/config/source/entry', '/guide/faq/features'),
  ask('类型错误为什么没有让构建失败', '/guide/faq/exceptions', '/guide/basic/typescript'),
  ask('端口被占用时直接退出', '/config/server/strict-port'),
  ask('手机上访问开发服务器', '/config/server/host'),
  ask('怎么查看最终生成的 Rspack 配置', '/guide/debug/debug-mode', '/guide/faq/general', '/guide/configuration/rsbuild'),
  ask('需要什么版本的 Node.js', '/guide/faq/general', '/guide/start/quick-start'),
  ask('从 Create React App 迁移过来', '/guide/migration/cra'),
  ask('项目从 Vite 切换到 Rsbuild', '/guide/migration/vite'),
  ask('修改 CSS Modules 的类名格式', '/config/output/css-modules'),
  ask('开启构建缓存加快二次构建', '/config/performance/build-cache'),
  ask('开发服务器开启 gzip 压缩', '/config/server/compress'),
  ask('开发时把产物写入磁盘', '/config/dev/write-to-disk'),
  ask('构建前清空输出目录', '/config/output/clean-dist-path'),
  ask('某些依赖不想打包进来', '/config/output/externals'),
  ask('构建运行在 Node 环境的产物', '/config/output/target', '/guide/advanced/ssr'),
  ask('同时构建 SSR 和客户端产物', '/config/environments', '/guide/advanced/environments', '/guide/advanced/ssr'),
  ask('部署后页面白屏', '/guide/faq/exceptions'),
  ask('怎么接入 Tailwind CSS', '/guide/styling/tailwindcss'),
  ask('如何升级 Rsbuild 版本', '/guide/basic/upgrade-rsbuild'),
  ask('分析构建耗时', '/guide/debug/build-profiling', '/guide/optimization/build-performance'),
  ask('在项目中使用 Vue 单文件组件', '/plugins/list/plugin-vue', '/guide/framework/vue'),
  ask('装饰器不生效', '/config/source/decorators'),
  ask('编译 node_modules 里的新语法', '/config/source/include', '/guide/faq/features'),
  ask('怎么引入 wasm 文件', '/guide/basic/wasm-assets'),
  ask('日志太多了，只想看到错误', '/config/log-level'),
  ask('怎么配置 SWC', '/config/tools/swc', '/guide/configuration/swc'),
  ask('往 HTML 里插入 script 标签', '/config/html/tags'),
  ask('组件库按需引入', '/config/source/transform-import'),
  ask('模块联邦怎么共享依赖', '/guide/advanced/module-federation', '/config/module-federation/options'),
  ask('开发服务器返回自定义响应头', '/config/server/headers'),
  ask('启动后端口变成 3001 了', '/guide/faq/exceptions', '/config/server/port', '/config/server/strict-port'),
  ask('热更新后 React 组件状态丢失', '/guide/faq/hmr'),
  ask('打包后的文件名怎么自定义', '/config/output/filename'),
  ask('浏览器上显示编译错误的浮层', '/config/dev/client', '/guide/faq/hmr'),
  ask('在哪里配置 browserslist', '/guide/advanced/browserslist', '/config/output/override-browserslist'),
  ask('如何开启调试模式看详细日志', '/guide/debug/debug-mode'),
  ask('怎么添加 autoprefixer', '/config/tools/postcss'),
  ask('为什么 HMR 不工作', '/guide/faq/hmr', '/config/dev/hmr', '/guide/advanced/hmr'),
  key('preconnect 预连接', '/config/performance/preconnect'),
  // Real questions from public issue threads (source above each case)
  // https://github.com/web-infra-dev/rsbuild/issues/4397
  ask('设置了 sourceMap.css 为 true 还是没有 css 的 map 文件', '/config/output/source-map'),
  // https://github.com/web-infra-dev/rsbuild/issues/4167
  ask('引入 svg 拿到的是 base64 而不是文件路径', '/config/output/data-uri-limit', '/plugins/list/plugin-svgr', '/guide/basic/static-assets'),
  // https://github.com/web-infra-dev/rsbuild/issues/5380
  ask('tsc 报 import 的 css 文件找不到类型声明', '/guide/faq/general', '/guide/basic/typescript'),
  // https://github.com/web-infra-dev/rspack/issues/8925
  ask('monorepo 共享目录里的 jsx 报 Expression expected', '/config/source/include'),
  // https://github.com/web-infra-dev/rsbuild/issues/3279
  ask('source.include 加了 @vueuse 低版本浏览器还是报错', '/guide/advanced/browser-compatibility', '/config/output/polyfill', '/config/source/include'),
  // https://github.com/web-infra-dev/rsbuild/issues/6494
  ask('升级后默认开启 lazyCompilation 切换路由页面不跳转', '/config/dev/lazy-compilation'),
  // https://github.com/web-infra-dev/rspack/issues/8503
  ask('开了 lazyCompilation 用 whistle 代理后页面白屏', '/config/dev/lazy-compilation'),
  // https://github.com/web-infra-dev/rsbuild/issues/4251
  ask('自定义 html 模板里 js 被重复引入了两次', '/config/html/inject', '/guide/basic/html-template'),
  // https://github.com/web-infra-dev/rsbuild/issues/987
  ask('关闭 inject 自己在模板里输出 headTags', '/config/html/inject'),
  // https://github.com/web-infra-dev/rsbuild/issues/3546
  ask('用了自定义模板后页面有两个 title 标签', '/config/html/title', '/config/html/template'),
  // https://github.com/web-infra-dev/rsbuild/issues/5717
  ask('请求不存在的图片返回了 index.html 而不是 404', '/config/server/html-fallback'),
  // https://github.com/web-infra-dev/rsbuild/issues/4513
  ask('插件里怎么拿到 html-rspack-plugin 实例', '/plugins/dev/hooks'),
  // https://github.com/rstackjs/rsbuild-plugin-node-polyfill/issues/50
  ask('node-polyfill 插件报 reading ProvidePlugin 版本不匹配', '/guide/basic/upgrade-rsbuild'),
  // https://github.com/web-infra-dev/rsbuild/issues/1904
  ask('pluginBabel 配了 include 但 node_modules 下的包没被编译', '/plugins/list/plugin-babel', '/config/source/include'),
  // https://github.com/web-infra-dev/rsbuild/issues/4661
  ask('vue 组件里用全局 scss 变量报 Undefined variable', '/plugins/list/plugin-sass'),
  // https://github.com/web-infra-dev/rspack/issues/7893
  ask('rsbuild build 报错找不到 @rspack/binding-linux-x64-gnu', '/guide/faq/general'),
  // https://github.com/sailscastshq/boring-stack/issues/172
  ask('alpine 镜像里构建报 Cannot find native binding', '/guide/faq/general'),
  // https://github.com/web-infra-dev/rsbuild/issues/1397
  ask('从 rspack 换成 rsbuild 后热更新变慢了', '/guide/optimization/build-performance'),
  // https://github.com/web-infra-dev/rsbuild/issues/1590
  ask('vue 项目改一行代码热更新要两秒多', '/guide/optimization/build-performance'),
  // https://github.com/bosens-China/blog/issues/115
  ask('vue-cli 迁移后省略 .vue 后缀的 import 找不到模块', '/config/resolve/extensions'),
  // https://github.com/web-infra-dev/rsbuild/issues/3786
  ask('自定义 cacheGroups 拆分 vue 不生效', '/config/split-chunks', '/guide/optimization/code-splitting'),
  // https://github.com/web-infra-dev/rsbuild/issues/3778
  ask('用 ?inline 把图片导入成 base64', '/guide/basic/static-assets', '/guide/optimization/inline-assets'),
  // https://github.com/web-infra-dev/rsbuild/issues/1585
  ask('vite 项目迁过来 import.meta.glob 不能用', '/guide/migration/vite'),
  // https://github.com/web-infra-dev/rsbuild/issues/3520
  ask('import.meta.webpackContext 怎么用', '/guide/migration/vite'),
  // https://github.com/swc-project/plugins/issues/414
  ask('升级后 @swc/plugin-emotion 报错 版本不兼容', '/guide/styling/css-in-js'),
  // https://github.com/web-infra-dev/rsbuild/issues/1960
  ask('styled-jsx 的 css.resolve 没有被编译', '/guide/styling/css-in-js'),
  // https://github.com/web-infra-dev/rspack/issues/5469
  ask('代理里配置 cookieDomainRewrite 不生效', '/config/server/proxy'),
  // https://github.com/web-infra-dev/rsbuild/issues/2727
  ask('node_modules 里 solid 的 jsx 组件编译失败', '/plugins/list/plugin-solid'),
  // https://github.com/web-infra-dev/rsbuild/issues/3751
  ask('rsbuild preview 正常 部署后刷新子路由 404', '/guide/basic/static-deploy', '/config/server/html-fallback'),
  // https://github.com/web-infra-dev/rsbuild/issues/3519
  ask('dev 模式产物在内存里 怎么看生成了哪些文件', '/guide/basic/server', '/config/dev/write-to-disk'),
  // https://github.com/web-infra-dev/rsbuild/issues/2928
  ask('module.less 里用 antd 的 @primary-color 变量报错', '/plugins/list/plugin-less'),
  // https://github.com/web-infra-dev/rsbuild/issues/2876
  ask('IDE 里 @ 别名无法跳转', '/guide/advanced/alias'),
  // https://github.com/web-infra-dev/rsbuild/issues/4905
  ask('UnoCSS 用 postcss 插件的方式不生效', '/guide/styling/unocss'),
  // https://github.com/web-infra-dev/rspack/issues/6227
  ask('define 注入环境变量报 Failed to parse Member', '/config/source/define'),
  // https://github.com/web-infra-dev/rspack/issues/3297
  ask('source.define 传 uuid 字符串报 is not a valid expression', '/config/source/define'),
  // https://github.com/web-infra-dev/rsbuild/issues/1948
  ask("less 里 url 用绝对路径引用线上字体报 Can't resolve", '/config/tools/css-loader', '/guide/basic/static-assets'),
  // https://github.com/web-infra-dev/rsbuild/issues/3374
  ask('css 里用绝对路径引用 public 目录下的字体', '/config/tools/css-loader', '/config/server/public-dir'),
  // https://github.com/web-infra-dev/rsbuild/issues/4374
  ask('lightningcssLoader 配了 exclude 开发正常 打包后还是被转换', '/config/tools/lightningcss-loader', '/config/output/minify'),
  // https://github.com/web-infra-dev/rsbuild/issues/3430
  ask('stylus 怎么像 webpack 那样传 define 变量', '/plugins/list/plugin-stylus'),
  // https://github.com/web-infra-dev/rsbuild/issues/2526
  ask('output.filename.js 能写成函数按入口返回不同文件名吗', '/config/output/filename'),
  // https://github.com/web-infra-dev/rsbuild/issues/4427
  ask('在 less 文件里引入 tailwindcss 4 报 Unrecognised input', '/guide/faq/features', '/guide/styling/tailwindcss'),
  // https://github.com/tailwindlabs/tailwindcss/issues/16913
  ask('tailwind 4 没有生成 postcss.config.mjs 要自己创建吗', '/guide/styling/tailwindcss'),
  // https://github.com/web-infra-dev/rsbuild/issues/5967
  ask('Node 服务端打包时不想把 dependencies 打进产物', '/config/output/auto-external', '/config/output/externals'),
  // https://github.com/web-infra-dev/rsbuild/issues/2077
  ask('开发时访问地址想带 /test/ 前缀 类似 vite 的 base', '/config/server/base'),
  // https://github.com/web-infra-dev/rsbuild/issues/1829
  ask('proxy 配置了 / 之后页面打开变成 Whitelabel Error Page', '/config/server/proxy'),
  // https://github.com/web-infra-dev/rsbuild/issues/3903
  ask('svelte 5 的 .svelte.ts 文件里用 $state 编译报错', '/guide/framework/svelte', '/plugins/list/plugin-svelte'),
  // https://github.com/CARTAvis/carta-frontend/issues/2973
  ask('单元测试从 jest 换成 rstest 怎么复用 rsbuild 配置', '/guide/advanced/testing'),
  // https://github.com/web-infra-dev/rsbuild/issues/4015
  ask('html.inject 设为 false 后 html.tags 加的脚本没有输出', '/config/html/tags', '/config/html/inject'),
  // https://github.com/web-infra-dev/rsbuild/issues/989
  ask('生成类似 webpack-manifest-plugin 的资源清单', '/config/output/manifest'),
  // https://github.com/web-infra-dev/rsbuild/issues/3965
  ask('模块联邦 remote 的 chunk 从 host 域名加载导致 404', '/config/module-federation/options', '/guide/advanced/module-federation'),
  // https://github.com/web-infra-dev/rsbuild/issues/3094
  ask('端口被占用自动加一后 dev.assetPrefix 里的端口不对', '/config/dev/asset-prefix'),
  // https://github.com/vercel-labs/portless/pull/250
  ask('设置了 PORT 环境变量但端口没有变', '/config/server/port', '/guide/basic/cli'),
  // https://github.com/shakacode/shakapacker/issues/1169
  ask('CI 里加了 --ignore-optional 安装后找不到 rspack binding', '/guide/faq/general'),
  // https://github.com/web-infra-dev/rspack/issues/5721
  ask('本地 mac 能打包 放到 linux 服务器上报找不到 binding', '/guide/faq/general'),
  // https://github.com/web-infra-dev/rsbuild/issues/2410
  ask('public 目录能配置多个吗', '/config/server/public-dir'),
  // https://github.com/web-infra-dev/rsbuild/issues/754
  ask('CRA 的 BROWSER=none 和 PORT 迁移后怎么配置', '/guide/migration/cra'),
  // https://github.com/web-infra-dev/rslib/issues/821
  ask('如何在代码里引入 yaml 和 toml 文件', '/guide/basic/json-files'),
  // https://github.com/web-infra-dev/rsbuild/issues/5085
  ask('插件里想在 vue-loader 之前处理 .vue 源码', '/plugins/dev/core'),
  // https://github.com/linagora/twake-calendar-frontend/pull/981
  ask('sourcemap 上传到 Sentry 但产物里不要 sourceMappingURL', '/config/output/source-map'),
  // https://github.com/web-infra-dev/rspack/issues/11378
  ask('静态资源放 CDN 后 new Worker 跨域加载失败', '/guide/basic/web-workers'),
  // https://github.com/web-infra-dev/rsbuild/issues/3779
  ask('从 webpack 迁移后 vuex-module-decorators 运行报错', '/config/source/decorators', '/guide/faq/general'),
  // https://github.com/th3fallen/cypress-rspack-dev-server/issues/33
  ask('用 JS API 拿到 rsbuild 生成的 rspack 配置交给 cypress', '/api/javascript-api/instance'),
  // https://github.com/web-infra-dev/rspack/issues/13098
  ask('dev 和 build 来回切换 持久化缓存每次都重新生成', '/config/performance/build-cache'),
  // https://github.com/web-infra-dev/rsbuild/issues/4874
  ask('新建的空项目 rsbuild dev 也要 5 秒才启动', '/guide/faq/dev-server', '/guide/debug/build-profiling'),
  // https://github.com/web-infra-dev/rsbuild/issues/5566
  ask("Node 16 下启动报 does not provide an export named 'constants'", '/guide/faq/general', '/guide/start/quick-start'),
  // https://github.com/web-infra-dev/rspack/issues/14304
  ask('构建慢 怎么分析 Rust 侧的耗时 cpu-prof 看不到', '/guide/debug/build-profiling'),
  // https://github.com/web-infra-dev/rsbuild/issues/5927
  ask('Solid 项目热更新后组件状态全部被重置', '/guide/framework/solid', '/plugins/list/plugin-solid'),
  // https://github.com/web-infra-dev/rsbuild/issues/1434
  ask('Preact 项目热更新请求成功了但页面没变化', '/guide/framework/preact', '/plugins/list/plugin-preact'),
  // https://github.com/web-infra-dev/rsbuild/issues/3485
  ask('生产环境打包还是生成了 js.map 文件 sourceMap 设成 false 也无效', '/config/output/source-map'),
  // https://github.com/web-infra-dev/rsbuild/issues/6372
  ask('source.include 配置在 mac 上生效 Windows 上不生效', '/config/source/include'),
  // https://github.com/web-infra-dev/rslib/issues/1040
  ask('JS API 调用 build 之后怎么拿到 stats', '/api/javascript-api/instance', '/plugins/dev/hooks'),
  // https://github.com/web-infra-dev/rsdoctor/issues/1237
  ask('开启 Rsdoctor 分析后构建内存溢出', '/guide/debug/rsdoctor'),
  // https://github.com/web-infra-dev/rsbuild/issues/5509
  ask('引入 svelte-sonner 后 build 失败 怎么调高目标浏览器', '/guide/advanced/browserslist'),
  // https://github.com/redpanda-data/console/pull/2252
  ask('React 18 项目怎么开启 React Compiler', '/guide/framework/react', '/plugins/list/plugin-react'),
  // https://github.com/web-infra-dev/rsbuild/issues/3429
  ask('scss 里 background-image 引用 public 目录的图片报 Cannot find module', '/config/tools/css-loader', '/config/server/public-dir'),
  // https://github.com/module-federation/core/issues/2617
  ask('模块联邦 host 和 remote 的 react 版本不一致 远程组件报错', '/guide/advanced/module-federation', '/config/module-federation/options'),
  // https://github.com/web-infra-dev/rsbuild/issues/3633
  ask('pluginVue2 支持 Vue 2.6 吗', '/guide/framework/vue', '/guide/migration/vue-cli'),
  // https://github.com/KonghaYao/cn-font-split/issues/158
  ask('用字体插件时怎么让 Rsbuild 内置规则不处理 ttf 文件', '/guide/basic/static-assets', '/config/tools/bundler-chain'),
  // https://github.com/web-infra-dev/rsbuild/issues/2060
  ask('chunkSplit 设成 all-in-one 还是打出很多 js 文件', '/guide/optimization/code-splitting', '/config/split-chunks', '/config/performance/chunk-split'),
  // https://github.com/web-infra-dev/rspack/issues/7364
  ask('.env 里没写的 PUBLIC_ 变量用 process.env 读取直接报错', '/guide/advanced/env-vars', '/guide/faq/exceptions'),
  // https://github.com/web-infra-dev/rsbuild/issues/4742
  ask('loadEnv 返回的 publicVars 是空的 变量没有注入', '/api/javascript-api/core', '/guide/faq/exceptions'),
  // https://github.com/web-infra-dev/rsbuild/issues/4776
  ask('打包后 css 属性顺序被打乱 关了压缩也一样', '/config/tools/lightningcss-loader'),
  // https://github.com/web-infra-dev/rspack/issues/8078
  ask('index.ts 同时导出 interface 和函数 打包报 export 找不到', '/guide/basic/typescript'),
  // https://github.com/web-infra-dev/rsbuild/issues/3357
  ask('开启 lazyCompilation 后切换路由要等半天 页面也没提示', '/guide/faq/hmr', '/config/dev/lazy-compilation'),
  // https://github.com/web-infra-dev/rsbuild/issues/3781
  ask('electron 主进程产物要写入磁盘 渲染进程不用写', '/config/dev/write-to-disk', '/config/environments'),
  // https://github.com/web-infra-dev/rspack/issues/7740
  ask('rsbuild 配置里写 devServer.devMiddleware.writeToDisk 不生效', '/guide/configuration/rspack', '/config/dev/write-to-disk'),
  // https://github.com/web-infra-dev/rspack/issues/3827
  ask('vue-cli 的 style-resources-loader 全局 less 变量怎么迁移', '/plugins/list/plugin-less'),
  // https://github.com/web-infra-dev/rsbuild/issues/3675
  ask('多入口迁移后访问地址末尾的 / 没了 hash 路由打不开', '/config/html/output-structure'),
  // https://github.com/web-infra-dev/rspack/issues/11376
  ask("安卓低版本 Chrome 打开开发环境页面报 Unexpected token '('", '/guide/faq/exceptions', '/guide/advanced/browser-compatibility'),
  // https://github.com/unplugin/unplugin-vue-components/issues/761
  ask('unplugin-auto-import 和 element-plus 按需引入放在哪里配置', '/config/plugins', '/config/tools/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/10
  ask('rsbuild 能直接用项目里的 rspack.config.js 吗', '/guide/faq/general', '/guide/configuration/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/7178
  ask('middlewareMode 下不想要默认的 html 回退中间件', '/config/server/html-fallback', '/config/server/middleware-mode'),
  // https://github.com/web-infra-dev/rspack/issues/6454
  ask('模板里用 htmlWebpackPlugin.tags.headTags 报 HTML parsing error', '/config/html/implementation', '/config/html/template-parameters'),
  // https://github.com/web-infra-dev/rsbuild/issues/4777
  ask('tailwind v4 在 scss 文件里 @apply 报 Cannot apply unknown utility cla', '/guide/styling/tailwindcss'),
  // https://github.com/web-infra-dev/rsbuild/issues/5986
  ask('distPath 设成 public/dist 之后构建报 ERR_FS_CP_EINVAL', '/config/server/public-dir'),
  // https://github.com/web-infra-dev/rsbuild/issues/4481
  ask('启动 rsbuild dev 后上次 build 的 dist 目录被清空了', '/config/output/clean-dist-path', '/config/dev/write-to-disk'),
  // https://github.com/web-infra-dev/rsbuild/issues/7696
  ask('升级 rsbuild 2 后代理转发的 Host 请求头变了', '/config/server/proxy', '/guide/migration/rsbuild-1-x'),
  // https://github.com/web-infra-dev/rsbuild/issues/4563
  ask('后端没启动时代理请求一直 pending 不返回', '/config/server/proxy', '/guide/faq/dev-server'),
  // https://github.com/web-infra-dev/rsbuild/issues/4345
  ask('Docker 里经过 Traefik 反向代理后 HMR 连不上', '/config/dev/client', '/guide/advanced/hmr', '/guide/faq/hmr'),
  // https://github.com/web-infra-dev/rsbuild/pull/7770
  ask('每个分支一个预览域名 HMR 的 WebSocket 地址要动态生成', '/config/dev/client', '/guide/advanced/hmr'),
  // https://github.com/web-infra-dev/rsbuild/issues/7507
  ask('错误浮层里想过滤掉某个第三方库的报错', '/config/dev/client', '/guide/faq/hmr'),
  // https://github.com/web-infra-dev/rsbuild/issues/1031
  ask('tools.rspack 里配置 devServer.liveReload 不生效', '/guide/configuration/rspack', '/config/dev/live-reload'),
  // https://github.com/web-infra-dev/rsbuild/issues/2167
  ask('热更新失败时不要自动刷新整个页面', '/config/dev/live-reload', '/config/dev/hmr', '/guide/advanced/hmr'),
  // https://github.com/web-infra-dev/rsbuild/issues/1903
  ask('修改 public 目录下的文件页面不会自动刷新', '/config/server/public-dir', '/config/dev/watch-files'),
  // https://github.com/web-infra-dev/rsbuild/issues/4879
  ask('dev 启动时怎么用无痕模式打开浏览器', '/config/server/open'),
  // https://github.com/web-infra-dev/rsbuild/issues/2888
  ask('env 文件太多 想放到单独目录 类似 vite 的 envDir', '/guide/advanced/env-vars', '/guide/basic/cli', '/guide/migration/vite'),
  // https://github.com/web-infra-dev/rsbuild/issues/1037
  ask('环境变量能不能不用 PUBLIC_ 前缀 换成自定义前缀', '/guide/advanced/env-vars', '/guide/faq/features', '/api/javascript-api/core'),
  // https://github.com/web-infra-dev/rsbuild/issues/3718
  ask('解构 process.env 拿到的环境变量都是 undefined', '/guide/advanced/env-vars', '/guide/faq/exceptions', '/guide/migration/cra'),
  // https://github.com/web-infra-dev/rsbuild/issues/2991
  ask('开发服务器有没有快捷键 重启服务 清屏 打开浏览器', '/config/dev/cli-shortcuts', '/guide/basic/cli'),
  // https://github.com/rstackjs/storybook-rsbuild/issues/254
  ask('启动时警告 Find invalid Rspack config: "devServer" 是什么意思', '/guide/configuration/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/797
  ask('proxy 怎么用函数判断哪些请求需要代理', '/config/server/proxy'),
  // https://github.com/web-infra-dev/rsbuild/issues/3428
  ask('懒加载组件文件里多导出一个常量后热更新失效', '/guide/faq/hmr', '/guide/advanced/hmr'),
  // https://github.com/web-infra-dev/rsbuild/issues/5100
  ask('开发环境 SSE 连接成功了但是收不到推送的数据', '/config/server/compress', '/config/server/proxy'),
  // https://github.com/web-infra-dev/rsbuild/issues/3023
  ask('inspectConfig 的 outputPath 为什么会拼接 dist 目录', '/api/javascript-api/instance', '/guide/basic/cli', '/guide/debug/debug-mode'),
  // https://github.com/web-infra-dev/rsbuild/issues/1121
  ask('启动时不打印默认地址 改成输出自定义的访问地址', '/config/server/print-urls'),
  // https://github.com/web-infra-dev/rsbuild/issues/3814
  ask('不同目录用不同的 less modifyVars', '/plugins/list/plugin-less'),
  // https://github.com/web-infra-dev/rsbuild/issues/5226
  ask('vue2 迁移后 scoped 样式里的 /deep/ 不生效', '/config/tools/lightningcss-loader'),
  // https://github.com/web-infra-dev/rsbuild/issues/4936
  ask('svg 用 ?raw 导入拿到的是路径不是文件内容', '/plugins/list/plugin-svgr', '/guide/basic/static-assets'),
  // https://github.com/web-infra-dev/rsbuild/issues/5982
  ask('想让 .m.css 结尾的文件也当作 CSS Modules', '/config/output/css-modules', '/guide/styling/css-modules'),
  // https://github.com/web-infra-dev/rsbuild/issues/5528
  ask('设置了 html.meta 默认的 viewport 还在', '/config/html/meta'),
  // https://github.com/web-infra-dev/rsbuild/issues/2088
  ask('打包后警告 Conflicting order between', '/config/tools/css-extract'),
  // https://github.com/web-infra-dev/rsbuild/issues/4562
  ask('css 以字符串形式导入 用在 shadow DOM 里', '/guide/styling/css-usage', '/guide/basic/static-assets'),
  // https://github.com/web-infra-dev/rsbuild/issues/3440
  ask('生成适配 iOS 和安卓桌面的多尺寸图标', '/config/html/app-icon'),
  // https://github.com/web-infra-dev/rsbuild/issues/4933
  ask('web manifest 里想加 theme_color 等字段', '/config/html/app-icon'),
  // https://github.com/web-infra-dev/rsbuild/issues/3971
  ask('stylus 全局变量文件怎么自动引入到每个文件', '/plugins/list/plugin-stylus'),
  // https://github.com/web-infra-dev/rsbuild/issues/4103
  ask('配置了 html.title 但切换路由后标题不变', '/config/html/title'),
  // https://github.com/Coly010/ng-rspack-build/issues/106
  ask('scss 文件里 @import 报 JavaScript parsing error', '/plugins/list/plugin-sass', '/guide/styling/css-usage'),
  // https://github.com/rstackjs/rsbuild-plugin-tailwindcss/issues/17
  ask('rsbuild 的 tailwindcss 插件支持 v4 吗', '/guide/styling/tailwindcss'),
  // https://github.com/web-infra-dev/rspack/issues/10807
  ask('rspack 有办法支持 svg-sprite-loader 吗', '/guide/basic/static-assets', '/config/tools/bundler-chain'),
  // https://github.com/web-infra-dev/rsbuild/issues/6462
  ask('打包后 transition 覆盖了 transition-behavior', '/config/tools/lightningcss-loader', '/config/output/minify'),
  // https://github.com/web-infra-dev/rspack/issues/10056
  ask('引入第三方 css 报 Invalid media query 构建失败', '/config/tools/lightningcss-loader'),
  // https://github.com/rstackjs/rsbuild-plugin-type-check/issues/6
  ask('开启类型检查后 svg?react 导入报找不到类型声明', '/plugins/list/plugin-svgr', '/guide/faq/general'),
  // https://github.com/Coly010/ng-rspack-build/issues/41
  ask('scss 里的 @import 编译报错 要装 sass 插件吗', '/plugins/list/plugin-sass', '/guide/styling/css-usage'),
  // https://github.com/web-infra-dev/rsbuild/issues/3535
  ask("less 里 @import '~xxx' 波浪线写法报错找不到", '/plugins/list/plugin-less', '/guide/styling/css-usage'),
  // https://github.com/web-infra-dev/rspack/issues/7789
  ask('引入 pdfjs 的 pdf_viewer.css 后构建 panic', '/config/tools/lightningcss-loader', '/config/output/minify'),
  // https://github.com/web-infra-dev/rsbuild/issues/6332
  ask('web 产物怎么输出成 ES module 格式', '/config/output/module'),
  // https://github.com/web-infra-dev/rsbuild/issues/7861
  ask('升级 2.0 后打包分析报告是空的', '/config/performance/bundle-analyze', '/guide/debug/rsdoctor', '/guide/migration/rsbuild-1-x'),
  // https://github.com/web-infra-dev/rsbuild/issues/1917
  ask('压缩后怎么保留函数名 keep_fnames', '/config/output/minify'),
  // https://github.com/web-infra-dev/rspack/issues/7223
  ask('动态 import 的 chunk 只有数字名', '/config/output/filename', '/guide/optimization/code-splitting'),
  // https://github.com/web-infra-dev/rsbuild/issues/6441
  ask('node 服务报错堆栈指向 dist 文件', '/config/output/source-map'),
  // https://github.com/web-infra-dev/rsbuild/issues/1234
  ask('rsbuild 有没有模块联邦插件 怎么接入', '/guide/advanced/module-federation', '/config/module-federation/options'),
  // https://github.com/pengzhanbo/rspack-plugin-mock/issues/17
  ask('升级 rsbuild 2 后第三方插件失效', '/guide/migration/rsbuild-1-x'),
  // https://github.com/web-infra-dev/rspack/issues/10339
  ask('vue2 迁移后编译变慢 怎么排查', '/guide/debug/build-profiling', '/guide/optimization/build-performance'),
  // https://github.com/source-academy/frontend/pull/3143
  ask('CRA 迁移后 service worker 没了', '/guide/migration/cra'),
  // https://github.com/web-infra-dev/rsbuild/issues/4423
  ask('UnoCSS 插件放进 plugins 报错', '/config/plugins', '/config/tools/rspack', '/guide/configuration/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/7059
  ask('依赖升级后 buildCache 没失效', '/config/performance/build-cache'),
  // https://github.com/web-infra-dev/rsbuild/issues/7869
  ask('两个环境输出到同一目录 运行报错', '/guide/advanced/environments', '/config/environments'),
  // https://github.com/web-infra-dev/rsbuild/issues/3973
  ask('vue2 @Prop 装饰器编译后不生效', '/config/source/decorators', '/guide/basic/typescript', '/guide/faq/general'),
  // https://github.com/web-infra-dev/rsbuild/issues/3479
  ask('TS5 vue-property-decorator 报错', '/config/source/decorators', '/guide/basic/typescript', '/guide/faq/general'),
  // https://github.com/CycloneDX/cyclonedx-webpack-plugin/issues/1255
  ask("webpack 插件报错 reading 'tap'", '/guide/configuration/rspack', '/guide/migration/webpack', '/guide/basic/upgrade-rsbuild'),
  // https://github.com/web-infra-dev/rspack/issues/6500
  ask('自定义 webpack 插件 hooks 不存在', '/guide/configuration/rspack', '/guide/migration/webpack'),
  // https://github.com/web-infra-dev/rsbuild/issues/2741
  ask('运行时动态修改 publicPath 加载 CDN 资源', '/config/output/asset-prefix'),
  // https://github.com/web-infra-dev/rsbuild/issues/3227
  ask('设置了 maxSize 大 json 文件还是拆不开', '/guide/optimization/code-splitting', '/config/split-chunks'),
  // https://github.com/web-infra-dev/rsbuild/issues/4342
  ask('设置了 max-old-space-size 构建内存还是占用好几个 G', '/guide/faq/exceptions'),
  // https://github.com/web-infra-dev/rsbuild/issues/4026
  ask('组件库和 tailwind 的 @layer 顺序在开发和构建时不一样', '/guide/styling/css-usage'),
  // https://github.com/web-infra-dev/rsbuild/issues/2000
  ask('jsconfig 配了 baseUrl 为 src 直接 import 目录名找不到模块', '/guide/migration/cra', '/config/source/tsconfig-path'),
  // https://github.com/web-infra-dev/rsbuild/issues/4228
  ask('JS 项目用 jsconfig.json 配置 paths 别名不生效', '/config/source/tsconfig-path', '/guide/migration/cra'),
  // https://github.com/web-infra-dev/rsbuild/issues/3630
  ask('项目外的公共代码用父级 tsconfig 的 paths 别名解析不到', '/config/source/tsconfig-path', '/config/resolve/alias-strategy'),
  // https://github.com/web-infra-dev/rsbuild/issues/4731
  ask('多个 environment 各自使用不同 tsconfig 的路径别名', '/config/source/tsconfig-path'),
  // https://github.com/bpowers/simlin/issues/911
  ask('aliasStrategy 设为 prefer-alias 后 tsconfig 的 paths 不生效了', '/config/resolve/alias-strategy', '/guide/advanced/alias'),
  // https://github.com/web-infra-dev/rsbuild/pull/4308
  ask('import 写 .js 后缀 同名 js 和 ts 文件会用哪个', '/guide/basic/typescript', '/config/source/tsconfig-path'),
  // https://github.com/web-infra-dev/rsbuild/issues/4523
  ask('组件少传必填 props 打包也不报错', '/guide/faq/exceptions', '/guide/basic/typescript'),
  // https://github.com/rstackjs/ts-checker-rspack-plugin/issues/18
  ask('开发时类型检查不检查 vue 文件里的 ts 类型', '/guide/basic/typescript'),
  // https://github.com/web-infra-dev/rspack/issues/2602
  ask('fork-ts-checker-webpack-plugin 迁移过来用什么代替', '/guide/basic/typescript'),
  // https://github.com/web-infra-dev/rspress/issues/2495
  ask('开启 isolatedModules 后依赖里的 const enum 用不了', '/guide/basic/typescript'),
  // https://github.com/web-infra-dev/rspack/issues/9258
  ask('怎么开启 emitDecoratorMetadata 装饰器元数据', '/config/source/decorators'),
  // https://github.com/web-infra-dev/rsbuild/issues/4966
  ask('升级 rsbuild 后 typeorm 装饰器编译报错', '/config/source/decorators', '/guide/faq/general'),
  // https://github.com/aidenybai/react-scan/issues/467
  ask('从 package.json 按名导入 version 打包报错', '/guide/basic/json-files'),
  // https://github.com/web-infra-dev/rspack/issues/4860
  ask('wasm-pack 生成的 wasm 被当成 js 解析报错', '/guide/basic/wasm-assets'),
  // https://github.com/electron-rsbuild/electron-rsbuild/issues/4
  ask('electron 主进程和 preload 怎么打包成 esm', '/config/output/module', '/config/output/target'),
  // https://github.com/web-infra-dev/rsbuild/issues/1974
  ask('storybook 能用 rsbuild 作为构建器吗', '/community/'),
  // https://github.com/web-infra-dev/rsbuild/issues/4721
  ask('加了 SRI 插件但产物 script 标签没有 integrity 属性', '/config/security/sri'),
  // https://github.com/web-infra-dev/rsbuild/issues/6090
  ask('自己渲染 html 想从 manifest 拿到 SRI 的 integrity', '/config/output/manifest', '/config/security/sri'),
  // https://github.com/web-infra-dev/rsbuild/issues/5847
  ask('和 npx browserslist 结果不一致 多注入了 polyfill', '/guide/advanced/browserslist'),
  // https://github.com/web-infra-dev/rsbuild/issues/5525
  ask('.browserslistrc 写 chrome >= 136 启动报 chunk format 错误', '/guide/advanced/browserslist'),
  // https://github.com/web-infra-dev/rsbuild/issues/5411
  ask('preload-webpack-plugin 不兼容 怎么生成 prefetch 标签', '/config/performance/preload', '/config/performance/prefetch'),
  // https://github.com/web-infra-dev/rsbuild/issues/6346
  ask('开启 preload 后控制台警告资源预加载了却没有使用', '/config/performance/preload'),
  // https://github.com/SimonAKing/AnimatedGallery/issues/3
  ask('部署到 GitHub Pages 子目录后白屏 js 路径少了仓库名', '/guide/basic/static-deploy', '/config/server/base', '/config/output/asset-prefix'),
  // https://github.com/web-infra-dev/rsbuild/issues/5259
  ask('assetPrefix 设为 auto 能在运行时计算资源路径吗', '/config/output/asset-prefix'),
  // https://github.com/web-infra-dev/rsbuild/issues/1036
  ask('不同地区的 html 用不同 CDN 异步 chunk 还是走构建时地址', '/config/output/asset-prefix'),
  // https://github.com/lexmin0412/dify-app-hub/issues/224
  ask('默认构建产物在旧版浏览器上白屏 要改什么配置', '/guide/advanced/browser-compatibility', '/guide/advanced/browserslist'),
  // https://github.com/web-infra-dev/rsbuild/issues/959
  ask('.browserslistrc 加了 IE 能打出兼容 IE 的产物吗', '/guide/advanced/browserslist', '/guide/advanced/browser-compatibility'),
  // https://github.com/web-infra-dev/rspack/issues/10646
  ask(
    'index.html 模板里写 process.env 报 process is not defined',
    '/config/html/template-parameters',
    '/guide/basic/html-template',
    '/config/html/implementation',
  ),
  // https://github.com/linagora/twake-drive/pull/3633
  ask('生成的 script 标签默认带 defer 怎么去掉', '/config/html/script-loading'),
  // https://github.com/web-infra-dev/rsbuild/issues/1864
  ask('html 由后端渲染 不需要 rsbuild 输出 html 文件', '/config/tools/html-plugin', '/guide/faq/features'),
  // https://github.com/web-infra-dev/rsbuild/issues/448
  ask('多入口页面访问 /foo 返回 404 必须带 .html', '/guide/basic/server'),
  // https://github.com/web-infra-dev/rsbuild/issues/2747
  ask('dev.assetPrefix 写完整地址带子路径 静态资源 404', '/config/dev/asset-prefix', '/config/server/base'),
  // https://github.com/TanStack/router/issues/7633
  ask('发版后懒加载路由报 ChunkLoadError 刷新才恢复', '/guide/faq/general'),
  // https://github.com/TanStack/router/issues/8113
  ask('SSR 服务端产物每个路由 chunk 都重复打包公共模块', '/config/split-chunks', '/guide/optimization/code-splitting'),
  // https://github.com/module-federation/core/issues/2528
  ask('模块联邦 preview 时加载 remoteEntry 报跨域', '/config/server/cors', '/config/module-federation/options'),
  // https://github.com/module-federation/core/issues/4222
  ask('模块联邦不想写 bootstrap 异步入口 asyncStartup 怎么开', '/config/module-federation/options'),
  // https://github.com/web-infra-dev/rspack/issues/6715
  ask('rspack 配置里用 Rsbuild 插件报错', '/config/plugins', '/guide/configuration/rspack'),
  // https://github.com/rstackjs/rsbuild-plugin-typed-css-modules/issues/4
  ask('rspack 项目能直接用 rsbuild 插件吗', '/config/plugins', '/guide/configuration/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/2057
  ask('等 dev server 首次编译完成后再跑测试', '/api/javascript-api/instance', '/plugins/dev/hooks'),
  // https://github.com/web-infra-dev/rsbuild/issues/4332
  ask('链式配置 devServer.before 不执行', '/config/server/setup', '/guide/configuration/rspack', '/guide/migration/webpack'),
  // https://github.com/web-infra-dev/rsbuild/issues/3521
  ask('Lit 组件的装饰器属性不生效', '/config/source/decorators', '/config/tools/swc'),
  // https://github.com/web-infra-dev/rsbuild/issues/6705
  ask('迁移到 rsbuild 后怎么加循环依赖检测插件', '/guide/configuration/rspack', '/config/tools/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/6432
  ask('客户端代码里怎么拿到 env-mode 的值', '/guide/migration/vite', '/guide/advanced/env-vars', '/guide/configuration/rsbuild'),
  // https://github.com/web-infra-dev/rsbuild/issues/3358
  ask('RSDOCTOR=true 提示安装插件但已经装了', '/guide/debug/rsdoctor'),
  // https://github.com/web-infra-dev/rsbuild/issues/1812
  ask('ReactRefreshRuntime 未定义报错', '/plugins/list/plugin-react'),
  // https://github.com/web-infra-dev/rsbuild/issues/2185
  ask('HTML 模板用 require 后热更新报错', '/plugins/list/plugin-react'),
  // https://github.com/web-infra-dev/rsbuild/issues/5051
  ask('合并配置后插件被重复注册', '/api/javascript-api/core', '/guide/configuration/rsbuild', '/config/plugins'),
  // https://github.com/web-infra-dev/rsbuild/issues/5651
  ask('插件里获取 dev server 实际端口', '/api/javascript-api/instance', '/plugins/dev/hooks', '/config/server/port'),
  // https://github.com/web-infra-dev/rsbuild/issues/6549
  ask('合并配置时传入 undefined 报错', '/api/javascript-api/core'),
  // https://github.com/web-infra-dev/modern.js/issues/7205
  ask('source.alias 已废弃的警告怎么处理', '/config/resolve/alias', '/guide/migration/rsbuild-1-x'),
  // https://github.com/web-infra-dev/rsbuild/issues/4463
  ask('把 rsbuild 配置转成 rspack 配置', '/api/javascript-api/instance'),
  // https://github.com/web-infra-dev/rsbuild/issues/4503
  ask('插件中监听文件变化并重启 dev server', '/config/dev/watch-files', '/guide/basic/cli'),
  // https://github.com/web-infra-dev/rslib/issues/1696
  ask('watch 模式每次重新构建后执行命令', '/plugins/dev/hooks'),
  // https://github.com/rstackjs/rsbuild-plugin-node-polyfill/issues/6
  ask('安装插件 peer 依赖冲突 ERESOLVE', '/guide/basic/upgrade-rsbuild', '/guide/migration/rsbuild-0-x'),
  // https://github.com/web-infra-dev/rsbuild/issues/2503
  ask('tools.rspack 能用 async 函数吗', '/config/tools/rspack'),
  // https://github.com/web-infra-dev/rsbuild/issues/271
  ask('svelte 热更新保留组件状态', '/plugins/list/plugin-svelte'),
  // https://github.com/web-infra-dev/rspack/issues/5989
  ask('模块联邦开启 ESM 产物后 remoteEntry 没有 init 和 get', '/guide/advanced/module-federation', '/config/output/module'),
  // https://github.com/web-infra-dev/rsbuild/issues/3794
  ask("vue2 项目里写 jsx 构建报 Expected '>', got 'class'", '/guide/framework/vue'),
];

export const RELEVANCE_ZH: RelevanceCase[] = withZhPages(ZH);
