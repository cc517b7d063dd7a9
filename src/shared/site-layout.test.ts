import { describe, expect, it } from 'vitest';
import { contentFolders, homePathOf, layoutOf, movePath, pathOfPlace, placeOfFile, placeOfPath, withoutDefaultSegments } from './site-layout.ts';

const site = (langs: string[], versions: string[] = [], defaultVersion = '') => ({
  lang: langs[0],
  locales: langs.map((lang) => ({ lang })),
  multiVersion: { default: defaultVersion, versions },
});
const two = layoutOf(site(['en', 'zh']));
const three = layoutOf(site(['en', 'zh', 'ja']));
const versioned = layoutOf(site(['en', 'zh'], ['1.x', '0.x'], '1.x'));

describe('placeOfFile', () => {
  it('maps content files to clean routes in every language', () => {
    expect(placeOfFile('en/index.mdx', two)?.route).toBe('/');
    expect(placeOfFile('en/guide/start/index.mdx', two)?.route).toBe('/guide/start/');
    expect(placeOfFile('en/config/output/target.mdx', two)?.route).toBe('/config/output/target');
    expect(placeOfFile('zh/index.mdx', two)?.route).toBe('/zh/');
    expect(placeOfFile('zh/config/mode.md', two)).toMatchObject({ route: '/zh/config/mode', lang: 'zh', version: '', treePath: 'config/mode.md' });
    expect(placeOfFile('ja/guide/a.mdx', three)).toMatchObject({ route: '/ja/guide/a', lang: 'ja' });
  });
  it('reads another version from its own folder, the default version from docs/<lang>', () => {
    expect(placeOfFile('0.x/zh/guide/a.mdx', versioned)).toMatchObject({ route: '/0.x/zh/guide/a', lang: 'zh', version: '0.x', treePath: 'guide/a.mdx' });
    expect(placeOfFile('0.x/en/index.md', versioned)?.route).toBe('/0.x/');
    expect(placeOfFile('en/guide/a.mdx', versioned)).toMatchObject({ route: '/guide/a', version: '' });
  });
  it('ignores files outside the content folders', () => {
    expect(placeOfFile('ja/guide/a.mdx', two)).toBeUndefined();
    expect(placeOfFile('public/x.md', two)).toBeUndefined();
    expect(placeOfFile('2.x/en/a.md', versioned)).toBeUndefined();
  });
  it('lists a folder per language and version', () => {
    expect(contentFolders(versioned).map((f) => f.folder)).toEqual(['en', 'zh', '0.x/en', '0.x/zh']);
    expect(contentFolders(three).map((f) => f.folder)).toEqual(['en', 'zh', 'ja']);
  });
});

describe('placeOfPath', () => {
  it('reads language and version prefixes, in any letter case', () => {
    expect(placeOfPath('/zh/guide/', two)).toEqual({ lang: 'zh', version: '', path: '/guide/' });
    expect(placeOfPath('/ZH', two)).toEqual({ lang: 'zh', version: '', path: '/' });
    expect(placeOfPath('/zhong/', two)).toEqual({ lang: 'en', version: '', path: '/zhong/' });
    expect(placeOfPath('/ja/guide/a', three)).toEqual({ lang: 'ja', version: '', path: '/guide/a' });
    expect(placeOfPath('/0.x/zh/no/such', versioned)).toEqual({ lang: 'zh', version: '0.x', path: '/no/such' });
    expect(placeOfPath('/0.x', versioned)).toEqual({ lang: 'en', version: '0.x', path: '/' });
  });
  it('knows only the configured versions, and only before the language', () => {
    expect(placeOfPath('/zh/0.x/', versioned)).toEqual({ lang: 'zh', version: '', path: '/0.x/' });
    expect(placeOfPath('/2.x/zh/', versioned)).toEqual({ lang: 'en', version: '', path: '/2.x/zh/' });
    expect(placeOfPath('/1.x/guide/', versioned)).toEqual({ lang: 'en', version: '', path: '/1.x/guide/' });
    expect(placeOfPath('/0.x/guide/', two)).toEqual({ lang: 'en', version: '', path: '/0.x/guide/' });
  });
  it('writes paths back with prefixes only for other than the defaults', () => {
    for (const path of ['/', '/zh/', '/guide/a', '/zh/guide/a', '/0.x/', '/0.x/zh/', '/0.x/zh/guide/a'])
      expect(pathOfPlace(placeOfPath(path, versioned), versioned)).toBe(path);
    expect(homePathOf('en', '', versioned)).toBe('/');
    expect(homePathOf('en', '1.x', versioned)).toBe('/');
    expect(homePathOf('zh', '0.x', versioned)).toBe('/0.x/zh/');
    expect(homePathOf('ja', '', three)).toBe('/ja/');
  });
  it('finds the page a path written with default segments names', () => {
    expect(withoutDefaultSegments('/en/guide/start/', two)).toBe('/guide/start/');
    expect(withoutDefaultSegments('/EN', two)).toBe('/');
    expect(withoutDefaultSegments('/guide/', two)).toBeUndefined();
    expect(withoutDefaultSegments('/english/', two)).toBeUndefined();
    expect(withoutDefaultSegments('/zh/guide/', two)).toBeUndefined();
    expect(withoutDefaultSegments('/1.x/zh/guide/start', versioned)).toBe('/zh/guide/start');
    expect(withoutDefaultSegments('/1.x/en/', versioned)).toBe('/');
    expect(withoutDefaultSegments('/0.x/en/guide', versioned)).toBe('/0.x/guide');
    expect(withoutDefaultSegments('/0.x/guide', versioned)).toBeUndefined();
  });
  it('moves a path to another language or version', () => {
    expect(movePath('/guide/start/', { lang: 'zh' }, two)).toBe('/zh/guide/start/');
    expect(movePath('/zh/', { lang: 'en' }, two)).toBe('/');
    expect(movePath('/0.x/zh/guide/a', { version: '' }, versioned)).toBe('/zh/guide/a');
    expect(movePath('/zh/guide/a', { version: '0.x' }, versioned)).toBe('/0.x/zh/guide/a');
  });
});
