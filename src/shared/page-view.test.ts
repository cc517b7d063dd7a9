import { describe, expect, it } from 'vitest';
import { editLinkOf, pageViewOf } from './page-view.ts';
import { browserSiteOf } from './browser-site.ts';
import siteConfig from '../../site.config.ts';
import { siteConfigSchema } from './site-config.ts';
import type { PageData } from './types.ts';
import { pageDataFixture } from './page-data-fixture.ts';

/** The site's config as the build reads it, defaults filled in. */
const config = siteConfigSchema.parse(siteConfig);

const site = browserSiteOf(config);
const page = (over: Partial<PageData> = {}): PageData => pageDataFixture({ description: '', alternates: { zh: '/zh/config/mode' }, ...over });
const sidebar = [
  {
    text: 'Config',
    items: [
      { text: 'root', link: '/config/root' },
      { text: 'mode', link: '/config/mode' },
      { text: 'GitHub', link: 'https://github.com/x' },
    ],
  },
];

describe('pageViewOf', () => {
  it('derives title, language links, neighbours and the edit link from the page alone', () => {
    const view = pageViewOf(page(), sidebar, site);
    expect(view.title).toBe('mode - Rsbuild');
    expect(view.inLang).toEqual({ en: '/config/mode', zh: '/zh/config/mode' });
    expect(view.missingIn).toEqual([]);
    expect(view.prev).toEqual({ text: 'root', link: '/config/root' });
    expect(view.next).toBeUndefined();
    expect(view.editLink?.href).toMatch(/\/docs\/en\/config\/mode\.mdx$/);
    const hreflang = view.headTags.filter((t) => t.attrs.hreflang).map((t) => `${t.attrs.hreflang} ${t.attrs.href}`);
    expect(hreflang).toEqual(['en https://rsbuild.rs/config/mode', 'zh https://rsbuild.rs/zh/config/mode', 'x-default https://rsbuild.rs/config/mode']);
  });
  it('sends a language without the page to its home and lists it as missing, with no hreflang alternates', () => {
    const view = pageViewOf(page({ alternates: {} }), sidebar, site);
    expect(view.inLang).toEqual({ en: '/config/mode', zh: '/zh/' });
    expect(view.missingIn).toEqual(['zh']);
    expect(view.headTags.some((t) => t.attrs.hreflang)).toBe(false);
  });
  it('reports nothing missing for a 404 page', () => {
    expect(pageViewOf(page({ pageType: '404', alternates: {} }), [], site).missingIn).toEqual([]);
  });
});

describe('editLinkOf', () => {
  it('links the page source under the repository base', () => {
    expect(editLinkOf({ docRepoBaseUrl: 'https://github.com/o/r/tree/main/docs/', text: 'Edit' }, 'en/guide/a.mdx')).toEqual({
      href: 'https://github.com/o/r/tree/main/docs/en/guide/a.mdx',
      text: 'Edit',
    });
  });
  it('shows no link unless both the base URL and the text are set', () => {
    expect(editLinkOf(undefined, 'en/a.mdx')).toBeUndefined();
    expect(editLinkOf({ docRepoBaseUrl: '', text: 'Edit' }, 'en/a.mdx')).toBeUndefined();
    expect(editLinkOf({ docRepoBaseUrl: 'https://github.com/o/r', text: '' }, 'en/a.mdx')).toBeUndefined();
    expect(editLinkOf({ text: 'Edit' } as never, 'en/a.mdx')).toBeUndefined();
  });
});
