/** `npm run dev`: Vite's dev server; content and config edits rebuild the model and reload. */
import { placeOfPath } from '../shared/site-layout.ts';
import type { Plugin } from 'vite';
import { loadSiteModel, sitePaths, type SiteModel } from './site-model.ts';
import { searchDevMiddleware } from './search/emit-index.ts';
import { markdownDevMiddleware } from './build/emit-markdown.ts';
import { sitePlugin } from './vite/site-plugin.ts';
import { loadCompile } from './content/page-compiler.ts';
import { APP_ENTRY } from './build/client-build.ts';
import { htmlShell } from './build/html-document.ts';
import { browserSiteOf } from '../shared/browser-site.ts';
import type { RouteMatcher } from '../shared/routes.ts';
import type { EnvSwitches } from './env-switches.ts';

/**
 * Whether a request gets the app's HTML: a browser navigation (it accepts text/html), or any
 * client (curl, a link checker: no Accept header, or Accept: *\/*) asking for a page route.
 */
export function wantsPage(url: string, accept: string, routes: RouteMatcher): boolean {
  if (accept.includes('text/html')) return true;
  const path = url.split(/[?#]/)[0];
  return Boolean(routes.match(path));
}

/** A file with an extension that is no page (`/logo.svg` opened in a tab): left to the public folder. */
export function isPublicFile(url: string, routes: RouteMatcher): boolean {
  const path = url.split(/[?#]/)[0];
  return /\.[a-z0-9]+$/i.test(path) && !routes.match(path);
}

export async function dev(root: string, port = 5173, options: { quiet?: boolean } & Partial<Pick<EnvSwitches, 'cache' | 'threads'>> = {}) {
  const paths = sitePaths(root);
  // Vite takes 0.7 s to import: it loads while the site model does.
  const tools = Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  const { cache, threads } = options;
  let model: SiteModel = await loadSiteModel(paths, { cache, threads });
  const [{ createServer }, { default: react }] = await tools;
  const report = () => model.problems.length && console.warn(`${model.problems.length} problem(s):\n${model.problems.join('\n')}`);
  report();
  const onChange = async (file: string) => {
    try {
      model = await loadSiteModel(paths, { cache, threads, freshConfig: file === paths.configFile, previous: model });
      report();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
  };
  // Registered ahead of Vite's own middlewares: a page URL has no extension, so Vite's module
  // transform would otherwise try it first, waiting on its dependency scan (seconds at start).
  const pages: Plugin = {
    name: 'site-dev-pages',
    configureServer(server) {
      // Both answer from the compiled pages of the model: a page is read again only when it changes.
      server.middlewares.use(searchDevMiddleware(() => model));
      server.middlewares.use(markdownDevMiddleware(() => model));
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? '/';
        if (req.method !== 'GET' || isPublicFile(url, model.matcher) || !wantsPage(url, req.headers.accept ?? '', model.matcher)) return next();
        const site = browserSiteOf(model.config);
        const html = htmlShell({
          site,
          lang: placeOfPath(url, model.layout).lang,
          title: site.title,
          head: [],
          body: '',
          bodyEnd: [`<script type="module" src="/@fs${APP_ENTRY}"></script>`],
        });
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(await server.transformIndexHtml(url, html));
      });
    },
  };
  const server = await createServer({
    root,
    configFile: false,
    publicDir: paths.publicDir,
    plugins: [pages, sitePlugin({ getModel: () => model, onChange }), react()],
    server: { port, host: '127.0.0.1' },
    appType: 'custom',
    // The app's one entry: without it Vite looks for entries in every HTML file under the root, the
    // compile caches' and the fixtures' included.
    optimizeDeps: { entries: [APP_ENTRY] },
    logLevel: options.quiet ? 'silent' : 'info',
  });
  await server.listen();
  if (!options.quiet) server.printUrls();
  // The first edit then finds the compile loaded (the start did not need it when every page was cached).
  void loadCompile();
  return server;
}
