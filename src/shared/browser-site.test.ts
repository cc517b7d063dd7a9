import { describe, expect, it } from 'vitest';
import { browserSiteOf } from './browser-site.ts';
import { siteConfigSchema } from './site-config.ts';

const config = siteConfigSchema.parse({
  title: 'Docs',
  description: 'About it',
  siteUrl: 'https://docs.example',
  icon: '/icon.svg',
  logo: '/logo.svg',
  locales: [{ lang: 'en', label: 'English', sidebar: { '/guide/': [{ link: '/guide/a' }] } }],
  themeConfig: { search: { provider: 'local', vocabulary: './vocabulary.ts' }, feedback: { repository: 'https://github.com/o/r' } },
  components: { homeLayout: './Home.tsx' },
  strings: { en: './strings/en.ts' },
  contentLint: './lint.ts',
  redirects: [{ from: '^/old$', to: '/new' }],
});

describe('the config the browser receives', () => {
  it('holds what the pages show and leaves the build its own settings', () => {
    const site = browserSiteOf(config);
    expect(Object.keys(site)).toEqual(expect.arrayContaining(['title', 'siteUrl', 'logo', 'themeConfig', 'multiVersion', 'route', 'locales']));
    for (const key of ['components', 'strings', 'contentLint', 'redirects', 'markdown', 'offline']) expect(site).not.toHaveProperty(key);
    expect(site.themeConfig).not.toHaveProperty('feedback');
    expect(site.themeConfig.search).toEqual({ provider: 'local' });
    expect(site.locales).toEqual([{ lang: 'en', label: 'English', nav: [] }]);
  });
  it('keeps an Algolia setting whole: the modal queries with it', () => {
    const algolia = { provider: 'algolia' as const, appId: 'APP', apiKey: 'key', indexName: 'docs' };
    expect(browserSiteOf({ ...config, themeConfig: { ...config.themeConfig, search: algolia } }).themeConfig.search).toEqual(algolia);
  });
});
