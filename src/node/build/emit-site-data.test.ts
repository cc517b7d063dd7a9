import { describe, expect, it } from 'vitest';
import { searchPointerOf } from './emit-site-data.ts';

const search = {
  'en-2.x': '/assets/search-en-2.x.a.json',
  'zh-2.x': '/assets/search-zh-2.x.b.json',
  'en-1.x': '/assets/search-en-1.x.c.json',
  'zh-1.x': '/assets/search-zh-1.x.d.json',
};

describe('searchPointerOf', () => {
  it("keeps the default version's indexes at the top and lists every version's", () => {
    const layout = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['2.x', '1.x'], defaultVersion: '2.x' };
    expect(searchPointerOf('https://x', layout, search)).toEqual({
      version: 1,
      siteUrl: 'https://x',
      lang: 'en',
      indexes: { en: search['en-2.x'], zh: search['zh-2.x'] },
      versions: {
        default: '2.x',
        indexes: { '2.x': { en: search['en-2.x'], zh: search['zh-2.x'] }, '1.x': { en: search['en-1.x'], zh: search['zh-1.x'] } },
      },
    });
  });
  it('has no versions on a site with one', () => {
    const layout = { langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' };
    expect(searchPointerOf('https://x', layout, { en: '/assets/search-en.a.json' })).toEqual({
      version: 1,
      siteUrl: 'https://x',
      lang: 'en',
      indexes: { en: '/assets/search-en.a.json' },
    });
  });
});
