import { describe, expect, it } from 'vitest';
import { groupByIndex, searchIndexKey, versionOfRoute } from './index-key.ts';
import { layoutOf } from '../site-layout.ts';

const site = (multiVersion: { default: string; versions: string[] }) => layoutOf({ lang: 'en', locales: [{ lang: 'en' }, { lang: 'zh' }], multiVersion });
const single = site({ default: '', versions: [] });
const several = site({ default: '1.x', versions: ['1.x', '0.x'] });
const page = (lang: string, routePath: string) => ({ lang, routePath });

describe('search index per locale and version', () => {
  it('reads the version from the route, the default one without a prefix', () => {
    expect(versionOfRoute('/guide/start/', single)).toBe('');
    expect(versionOfRoute('/0.x/guide/start/', single)).toBe('');
    expect(versionOfRoute('/guide/start/', several)).toBe('1.x');
    expect(versionOfRoute('/zh/guide/', several)).toBe('1.x');
    expect(versionOfRoute('/0.x/zh/guide/', several)).toBe('0.x');
    expect(versionOfRoute('/0.x', several)).toBe('0.x');
    expect(versionOfRoute('/0.xy/guide/', several)).toBe('1.x');
  });
  it('keys an index by locale, and by version when there are several', () => {
    expect(searchIndexKey('en', '')).toBe('en');
    expect(searchIndexKey('zh', '0.x')).toBe('zh-0.x');
    expect(searchIndexKey('en', 'v/2')).toBe('en-v_2');
  });
  it('groups one locale into one index without versions', () => {
    const groups = groupByIndex([page('en', '/'), page('zh', '/zh/'), page('en', '/guide/')], single);
    expect([...groups].map(([key, g]) => [key, g.lang, g.version, g.items.map((p) => p.routePath)])).toEqual([
      ['en', 'en', '', ['/', '/guide/']],
      ['zh', 'zh', '', ['/zh/']],
    ]);
  });
  it('groups by locale and version when the site has several versions', () => {
    const groups = groupByIndex(
      [page('en', '/guide/'), page('en', '/0.x/guide/'), page('zh', '/zh/guide/'), page('zh', '/0.x/zh/guide/'), page('en', '/0.x/api/')],
      several,
    );
    expect(Object.fromEntries([...groups].map(([key, g]) => [key, g.items.map((p) => p.routePath)]))).toEqual({
      'en-1.x': ['/guide/'],
      'en-0.x': ['/0.x/guide/', '/0.x/api/'],
      'zh-1.x': ['/zh/guide/'],
      'zh-0.x': ['/0.x/zh/guide/'],
    });
    expect(groups.get('zh-0.x')).toMatchObject({ lang: 'zh', version: '0.x' });
  });
});
