import { describe, expect, it } from 'vitest';
import { isExternalLink, isScriptUrl, isWebUrl } from './web-url.ts';

describe('isWebUrl', () => {
  it('accepts http(s) URLs and paths of this site', () => {
    for (const url of [
      'https://rsbuild.rs/config/#a',
      'http://localhost:4173/x',
      '/guide/start/',
      '/zh/guide/#section',
      '#anchor',
      'guide/start',
      '//cdn.example.com/x',
    ]) {
      expect(isWebUrl(url), url).toBe(true);
    }
  });
  it('refuses script and other schemes, however they are spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:window.x=1',
      ' javascript:void 0',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'mailto:a@b.c',
      'http://[bad',
    ]) {
      expect(isWebUrl(url), url).toBe(false);
    }
  });
});

describe('isScriptUrl', () => {
  it('finds script schemes however they are spelled, and nothing else', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:void(0)', 'java\tscript:x()', 'vbscript:msgbox(1)']) expect(isScriptUrl(url), url).toBe(true);
    for (const url of ['/guide/start', 'https://rsbuild.rs', 'mailto:a@b.c', 'data:image/png;base64,AA', 'javascript-tips', '#javascript:x']) {
      expect(isScriptUrl(url), url).toBe(false);
    }
  });
});

describe('isExternalLink', () => {
  it('counts links with a scheme or a host of their own as external, //host links included', () => {
    for (const href of [
      'https://github.com/web-infra-dev/rsbuild',
      'HTTP://example.com',
      '//cdn.example.com/logo.svg',
      'mailto:team@example.com',
      'data:image/png;base64,AA',
    ]) {
      expect(isExternalLink(href), href).toBe(true);
    }
  });
  it('keeps paths, anchors and queries on the site', () => {
    for (const href of ['/guide/start/', '/zh/config/mode#x', './sibling', 'relative/page', '#anchor', '?q=1', '', undefined, '/\\/not-a-host']) {
      expect(isExternalLink(href), String(href)).toBe(false);
    }
  });
  it('with the site origin, treats absolute URLs on that origin as internal', () => {
    const origin = 'https://rsbuild.rs';
    expect(isExternalLink('https://rsbuild.rs/config/mode', origin)).toBe(false);
    expect(isExternalLink('//rsbuild.rs/config/mode', origin)).toBe(false);
    expect(isExternalLink('https://rspack.rs/', origin)).toBe(true);
    expect(isExternalLink('//cdn.example.com/x', origin)).toBe(true);
    expect(isExternalLink('/guide/', origin)).toBe(false);
  });
});
