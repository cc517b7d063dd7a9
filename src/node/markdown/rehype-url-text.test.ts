import { describe, expect, it } from 'vitest';
import { showsItsUrl } from './rehype-url-text.ts';

describe('showsItsUrl', () => {
  it('is true when the text is the address, with or without scheme and trailing slash', () => {
    expect(showsItsUrl('https://rsbuild.rs/llms.txt', 'https://rsbuild.rs/llms.txt')).toBe(true);
    expect(showsItsUrl('https://github.com/web-infra-dev/rsbuild/', 'github.com/web-infra-dev/rsbuild')).toBe(true);
    expect(showsItsUrl('http://Example.com', ' example.com/ ')).toBe(true);
  });
  it('is false for other texts, empty texts and links that are not web addresses', () => {
    expect(showsItsUrl('https://rsbuild.rs/llms.txt', 'llms.txt')).toBe(false);
    expect(showsItsUrl('https://rsbuild.rs/', '')).toBe(false);
    expect(showsItsUrl('/guide/start/', '/guide/start/')).toBe(false);
    expect(showsItsUrl('mailto:a@b.c', 'a@b.c')).toBe(false);
  });
});
