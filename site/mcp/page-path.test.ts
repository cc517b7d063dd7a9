import { describe, expect, it } from 'vitest';
import { routeIn, routeOfPathOrUrl } from './page-path.ts';

const layout = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['2.x', '1.x'], defaultVersion: '2.x' };
const single = { ...layout, versions: [], defaultVersion: '' };

describe('routeOfPathOrUrl', () => {
  it.each([
    ['/config/mode', '/config/mode'],
    ['config/mode', '/config/mode'],
    ['/config/mode.md', '/config/mode'],
    ['/config/mode.html#x', '/config/mode'],
    ['https://rsbuild.rs/config/output/dist-path?x=1#root', '/config/output/dist-path'],
    ['http://127.0.0.1:4173/zh/guide/start/', '/zh/guide/start/'],
    ['/guide/start/index.md', '/guide/start/'],
    ['/index.md', '/'],
    ['/', '/'],
    ['//config//mode', '/config/mode'],
  ])('%s -> %s', (input, route) => {
    expect(routeOfPathOrUrl(input)).toBe(route);
  });
  it('refuses other schemes and parent segments', () => {
    expect(routeOfPathOrUrl('javascript:alert(1)')).toBeUndefined();
    expect(routeOfPathOrUrl('file:///etc/passwd')).toBeUndefined();
    expect(routeOfPathOrUrl('/../package.json')).toBeUndefined();
    expect(routeOfPathOrUrl('/config/%2e%2e/x')).toBeUndefined();
    expect(routeOfPathOrUrl('/bad%E0%A4%A')).toBeUndefined();
  });
});

describe('routeIn', () => {
  const to = (route: string, asked: { lang?: string; version?: string } = {}, site = layout) => routeIn(route, asked, site);

  it('switches the language when one is asked for', () => {
    expect(to('/config/mode', { lang: 'zh' }).route).toBe('/zh/config/mode');
    expect(to('/zh/config/mode', { lang: 'en' }).route).toBe('/config/mode');
    expect(to('/zh/config/mode', { lang: 'zh' }).route).toBe('/zh/config/mode');
    expect(to('/', { lang: 'zh' }).route).toBe('/zh/');
    expect(to('/zh/', { lang: 'en' }).route).toBe('/');
    expect(to('/1.x/zh/config/mode', { lang: 'en' })).toEqual({ route: '/1.x/config/mode', version: '1.x' });
  });
  it('answers a bare route from the default version, or from the version asked', () => {
    expect(to('/config/mode')).toEqual({ route: '/config/mode', version: '2.x' });
    expect(to('/config/mode', { version: '2.x' })).toEqual({ route: '/config/mode', version: '2.x' });
    expect(to('/config/mode', { version: '1.x' })).toEqual({ route: '/1.x/config/mode', version: '1.x' });
    expect(to('/zh/guide/start/', { version: '1.X', lang: 'zh' })).toEqual({ route: '/1.x/zh/guide/start/', version: '1.x' });
    expect(to('/', { version: '1.x' })).toEqual({ route: '/1.x/', version: '1.x' });
  });
  it("takes the version from the route's prefix, the default one's included", () => {
    expect(to('/1.x/config/mode')).toEqual({ route: '/1.x/config/mode', version: '1.x' });
    expect(to('/1.x/config/mode', { version: '1.x' })).toEqual({ route: '/1.x/config/mode', version: '1.x' });
    expect(to('/1.x')).toEqual({ route: '/1.x/', version: '1.x' });
    expect(to('/2.x/zh/config/mode')).toEqual({ route: '/zh/config/mode', version: '2.x' });
    expect(to('/en/config/mode')).toEqual({ route: '/config/mode', version: '2.x' });
  });
  it('refuses a prefix and a version that disagree, saying how to ask', () => {
    expect(() => to('/1.x/config/mode', { version: '2.x' })).toThrow(
      '/1.x/config/mode is a page of 1.x, not 2.x: leave out version, or ask for /config/mode with version "2.x".',
    );
    expect(() => to('/2.x/zh/config/mode', { version: '1.x' })).toThrow(/is a page of 2\.x, not 1\.x: .* ask for \/1\.x\/zh\/config\/mode with version "1\.x"/);
  });
  it('refuses a version the site does not have', () => {
    expect(() => to('/config/mode', { version: '3.x' })).toThrow('The docs have no version "3.x": the versions are 2.x (the default), 1.x.');
    expect(to('/config/mode', {}, single)).toEqual({ route: '/config/mode', version: '' });
    expect(() => to('/config/mode', { version: '1.x' }, single)).toThrow(/single version/);
  });
});
