import { describe, expect, it } from 'vitest';
import { routeOfPathOrUrl } from './page-path.ts';

const layout = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
const inLang = (lang: string) => ({ lang, layout });

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
  it('switches the language when one is asked for', () => {
    expect(routeOfPathOrUrl('/config/mode', inLang('zh'))).toBe('/zh/config/mode');
    expect(routeOfPathOrUrl('/zh/config/mode', inLang('en'))).toBe('/config/mode');
    expect(routeOfPathOrUrl('/zh/config/mode', inLang('zh'))).toBe('/zh/config/mode');
    expect(routeOfPathOrUrl('/', inLang('zh'))).toBe('/zh/');
    expect(routeOfPathOrUrl('/zh/', inLang('en'))).toBe('/');
  });
  it('refuses other schemes and parent segments', () => {
    expect(routeOfPathOrUrl('javascript:alert(1)')).toBeUndefined();
    expect(routeOfPathOrUrl('file:///etc/passwd')).toBeUndefined();
    expect(routeOfPathOrUrl('/../package.json')).toBeUndefined();
    expect(routeOfPathOrUrl('/config/%2e%2e/x')).toBeUndefined();
    expect(routeOfPathOrUrl('/bad%E0%A4%A')).toBeUndefined();
  });
});
