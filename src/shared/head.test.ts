import { describe, expect, it } from 'vitest';
import { headTagsOf, pageTitle, serializeHeadTag } from './head.ts';
import { browserSiteOf } from './browser-site.ts';
import siteConfig from '../../site.config.ts';
import { siteConfigSchema } from './site-config.ts';
import { pageDataFixture } from './page-data-fixture.ts';

/** The site's config as the build reads it, defaults filled in. */
const config = siteConfigSchema.parse(siteConfig);

const site = browserSiteOf(config);
const page = pageDataFixture;

describe('head', () => {
  it('formats titles as page title - site title, 404 and titleSuffix included', () => {
    expect(pageTitle(page(), site)).toBe('mode - Rsbuild');
    expect(pageTitle(page({ pageType: '404' }), site)).toBe('404 - Rsbuild');
    expect(pageTitle(page({ frontmatter: { titleSuffix: 'Docs' } }), site)).toBe('mode - Docs');
  });
  it('emits canonical, hreflang alternates (with x-default) only where the page has its other language', () => {
    const tags = headTagsOf(page({ alternates: { zh: '/zh/config/mode' } }), site)
      .map(serializeHeadTag)
      .join('\n');
    expect(tags).toContain('<link rel="canonical" href="https://rsbuild.rs/config/mode" data-ph>');
    expect(tags).toContain('hreflang="zh" href="https://rsbuild.rs/zh/config/mode"');
    expect(tags).toContain('hreflang="x-default" href="https://rsbuild.rs/config/mode"');
    const alone = headTagsOf(page({ alternates: {} }), site)
      .map(serializeHeadTag)
      .join('\n');
    expect(alone).not.toContain('hreflang');
  });
  it('points og:image at the page card, with its size and alt, and asks X for the large card', () => {
    const attrs = (tags: ReturnType<typeof headTagsOf>, key: string) => tags.find((t) => t.attrs.property === key || t.attrs.name === key)?.attrs.content;
    const tags = headTagsOf(page({ routePath: '/zh/guide/start/', lang: 'zh', title: '介绍' }), site);
    expect(attrs(tags, 'og:image')).toBe('https://rsbuild.rs/og/zh/guide/start/index.png');
    expect(attrs(tags, 'og:image:width')).toBe('1200');
    expect(attrs(tags, 'og:image:height')).toBe('630');
    expect(attrs(tags, 'og:image:alt')).toBe('介绍 - Rsbuild');
    expect(attrs(tags, 'twitter:card')).toBe('summary_large_image');
    const notFound = headTagsOf(page({ pageType: '404' }), site);
    expect(attrs(notFound, 'og:image')).toBeUndefined();
    expect(attrs(notFound, 'twitter:card')).toBe('summary');
    const off = headTagsOf(page(), { ...site, socialCards: false });
    expect(attrs(off, 'og:image')).toBeUndefined();
    expect(attrs(off, 'twitter:card')).toBe('summary');
  });
  it('escapes attribute values', () => {
    expect(serializeHeadTag({ tag: 'meta', attrs: { content: '"><script>' } })).toBe('<meta content="&quot;&gt;&lt;script&gt;" data-ph>');
  });
});
