import { describe, expect, it } from 'vitest';
import siteConfig from '../../../../site.config.ts';
import { type SiteConfig, siteConfigSchema } from '../../../shared/site-config.ts';
import { layoutOf } from '../../../shared/site-layout.ts';
import { cardContentOf, charactersOf, metaOf, sectionOf } from './card-content.ts';

/** The site's config as the build reads it, defaults filled in. */
const config = siteConfigSchema.parse(siteConfig);

const site: SiteConfig = config;
const layout = layoutOf(site);
const locale = (lang: string) => site.locales.find((l) => l.lang === lang)!;
const sidebarOf = (lang: string, key: string) => locale(lang).sidebar[key];

describe('card content', () => {
  it('names the nav section and the sidebar group, in the page language and version', () => {
    expect(sectionOf('/guide/optimization/build-performance', locale('en').nav, sidebarOf('en', '/guide/'), layout)).toBe('Guide · Optimization');
    expect(sectionOf('/zh/guide/optimization/build-performance', locale('zh').nav, sidebarOf('zh', '/zh/guide/'), layout)).toBe('指南 · 优化');
    // 1.x pages match the nav, which is written for the default version, as if they were in it.
    expect(sectionOf('/1.x/config/output/charset', locale('en').nav, sidebarOf('en', '/1.x/config/'), layout)).toBe('Config · output');
  });
  it('leaves out a group that is only a link, and a group that repeats the nav', () => {
    // `/config/` is the "Overview" group's link itself: its text is the page's, not a section.
    expect(sectionOf('/config/', locale('en').nav, sidebarOf('en', '/config/'), layout)).toBe('Config');
    expect(sectionOf('/community/', locale('en').nav, sidebarOf('en', '/community/'), layout)).toBe('Community');
    expect(sectionOf('/elsewhere', locale('en').nav, [], layout)).toBe('');
  });
  it('writes version and language as the reader sees them', () => {
    expect(metaOf(site, 'en', '', layout)).toBe('Rsbuild 2.x · English');
    expect(metaOf(site, 'zh', '', layout)).toBe('Rsbuild 2.x · 简体中文');
    expect(metaOf(site, 'zh', '1.x', layout)).toBe('Rsbuild 1.x · 简体中文');
    expect(metaOf(site, 'en', '', { ...layout, versions: [] })).toBe('Rsbuild · English');
  });
  it('gives a home page the site name and its tagline', () => {
    const home = cardContentOf(
      { routePath: '/zh/', lang: 'zh', version: '', pageType: 'home', title: 'Rsbuild', hero: { name: 'Rsbuild', text: '基于 Rspack 的构建工具' } },
      site,
      [],
      layout,
    );
    expect(home).toEqual({ site: 'Rsbuild', title: 'Rsbuild', section: '', tagline: '基于 Rspack 的构建工具', meta: 'Rsbuild 2.x · 简体中文' });
    const doc = cardContentOf(
      { routePath: '/config/mode', lang: 'en', version: '', pageType: 'doc', title: 'mode' },
      site,
      sidebarOf('en', '/config/'),
      layout,
    );
    expect(doc).toEqual({ site: 'Rsbuild', title: 'mode', section: 'Config · Root options', tagline: '', meta: 'Rsbuild 2.x · English' });
  });
  it('cuts the font to every character the cards show, each once', () => {
    const card = { site: 'Rs', title: '构建 a', section: '指南', tagline: '', meta: 'Rs 2.x · 简体' };
    expect(charactersOf([card, { ...card, title: '构建' }])).toBe([...new Set('Rs构建 a指南2.x·简体')].sort().join(''));
  });
});
