import { describe, expect, it } from 'vitest';
import { hitUrlOnSite } from './hit-url.ts';

const here = { href: 'http://localhost:4173/guide/start/', origin: 'http://localhost:4173' };
const site = 'https://rsbuild.rs';

describe('hitUrlOnSite', () => {
  it('turns URLs of this site (either origin) into paths', () => {
    expect(hitUrlOnSite('https://rsbuild.rs/config/server/proxy#example', here, site)).toBe('/config/server/proxy#example');
    expect(hitUrlOnSite('http://localhost:4173/zh/guide/?a=1#b', here, site)).toBe('/zh/guide/?a=1#b');
    expect(hitUrlOnSite('/api/start/', here, site)).toBe('/api/start/');
  });
  it('keeps other http(s) URLs whole', () => {
    expect(hitUrlOnSite('https://example.com/docs#x', here, site)).toBe('https://example.com/docs#x');
  });
  it('drops hits whose URL is not a web page', () => {
    for (const url of ['javascript:window.__pwned=1', 'JAVASCRIPT:alert(1)', 'java\nscript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(hitUrlOnSite(url, here, site), url).toBeUndefined();
    }
    expect(hitUrlOnSite(undefined as unknown as string, here, site)).toBeUndefined();
  });
});
