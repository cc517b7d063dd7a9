import { describe, expect, it } from 'vitest';
import { htmlShell, inlineScriptsOf, renderDocument } from './html-document.ts';
import { browserSiteOf } from '../../shared/browser-site.ts';
import siteConfig from '../../../site.config.ts';
import { siteConfigSchema } from '../../shared/site-config.ts';
import { pageDataFixture } from '../../shared/page-data-fixture.ts';
import { bootOfHtml } from '../../shared/site-boot.ts';

/** The site's config as the build reads it, defaults filled in. */
const config = siteConfigSchema.parse(siteConfig);

const site = browserSiteOf(config);
const page = pageDataFixture();
const app = { file: 'assets/app.js', imports: ['assets/react.js'], css: ['assets/app.css'] };
const pageChunk = { file: 'assets/p/page.js', imports: ['assets/sidebar.js', 'assets/Tabs.js'], css: ['assets/Tabs.css'] };
const headChunk = { file: 'assets/p/head.js', imports: ['assets/sidebar.js', 'assets/DocLayout.js'], css: [] };

const styles = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
const bootOf = (html: string) => bootOfHtml(html)!;
const preloads = (html: string) => bootOf(html).preload;

describe('renderDocument', () => {
  const base = { site, page, body: '<main></main>', app, manifestUrl: '/assets/routes.json' };

  it('preloads the page chunk of a page hydrated in full', () => {
    const html = renderDocument({ ...base, pageChunk });
    expect(preloads(html)).toEqual(['/assets/react.js', '/assets/p/page.js', '/assets/sidebar.js', '/assets/Tabs.js']);
    expect(bootOf(html)).toMatchObject({ page: '/assets/p/page.js', route: '/config/mode' });
    expect(bootOf(html).head).toBeUndefined();
  });

  it('preloads only the head chunk of a page with a static body, and still links its content style sheets', () => {
    const html = renderDocument({ ...base, pageChunk, headChunk });
    expect(preloads(html)).toEqual(['/assets/react.js', '/assets/p/head.js', '/assets/sidebar.js', '/assets/DocLayout.js']);
    expect(styles(html)).toEqual(['/assets/app.css', '/assets/Tabs.css']);
    // The page chunk stays the one an in-app navigation (and a page without the content element) loads.
    expect(bootOf(html)).toMatchObject({ page: '/assets/p/page.js', head: '/assets/p/head.js' });
  });

  it('names the scripts in the boot data and fetches none from its markup, so none starts before the first paint', () => {
    const html = renderDocument({ ...base, pageChunk });
    expect(bootOf(html).app).toBe('/assets/app.js');
    expect(html).not.toMatch(/<script[^>]*\ssrc=|<link[^>]*rel="(?:module)?preload"/);
  });

  it('names the module that registers the service worker only when the site keeps pages offline, and starts it after load, when idle', () => {
    const offline = { module: '/assets/offline.js', build: 'b1', search: 'en-2.x' };
    expect(bootOf(renderDocument({ ...base, pageChunk, offline })).offline).toEqual(offline);
    const html = renderDocument({ ...base, pageChunk });
    expect(bootOf(html).offline).toBeUndefined();
    const start = inlineScriptsOf(site).find((s) => s.includes('import(b.app)'))!;
    expect(start).toMatch(/requestIdleCallback.*import\(o\.module\).*addEventListener\('load'/);
    expect(html).not.toContain('/assets/offline.js');
  });
});

describe('htmlShell', () => {
  it('gives a dev server page the shell of a built one, the app module after the root', () => {
    const app = '<script type="module" src="/@fs/app.tsx"></script>';
    const dev = htmlShell({ site, lang: 'zh', title: 'A & B', head: [], body: '', bodyEnd: [app] });
    const built = renderDocument({
      site,
      page: pageDataFixture({ lang: 'zh' }),
      body: '',
      app: { file: 'a.js', imports: [], css: [] },
      manifestUrl: '/r.json',
    });
    const frame = (html: string) => html.match(/^[\s\S]*?<link rel="icon"[^>]*>/)![0].replace(/<title>.*<\/title>/, '');
    expect(frame(dev)).toBe(frame(built));
    expect(dev).toContain('<html lang="zh-CN">');
    expect(dev).toContain('<title>A &amp; B</title>');
    expect(dev).toContain('<div id="root"></div>');
    expect(dev.endsWith(`${app}\n</body>\n</html>\n`)).toBe(true);
  });
});
