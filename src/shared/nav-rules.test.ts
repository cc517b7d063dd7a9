import { describe, expect, it } from 'vitest';
import { isNavbarHidden, isNavItemActive, navItemsAt, splitSocialLinks } from './nav-rules.ts';
import type { SocialLink } from './site-config.ts';

describe('isNavItemActive', () => {
  it('uses activeMatch as a regular expression', () => {
    expect(isNavItemActive({ text: 'Guide', link: '/guide/start/', activeMatch: '^/guide/' }, '/guide/basic/cli')).toBe(true);
    expect(isNavItemActive({ text: 'Guide', link: '/guide/start/', activeMatch: '^/guide/' }, '/config/')).toBe(false);
  });
  it('falls back to the link prefix and never matches an invalid pattern or outbound link', () => {
    expect(isNavItemActive({ text: 'Config', link: '/config/' }, '/config/dev/hmr')).toBe(true);
    expect(isNavItemActive({ text: 'Bad', link: '/x/', activeMatch: '([' }, '/x/')).toBe(false);
    expect(isNavItemActive({ text: 'Out', link: 'https://example.com/' }, '/')).toBe(false);
  });
  it('a menu is active when one of its items is', () => {
    const menu = {
      text: 'More',
      items: [
        { text: 'A', link: '/a/' },
        { text: 'B', link: '/b/' },
      ],
    };
    expect(isNavItemActive(menu, '/b/page')).toBe(true);
    expect(isNavItemActive(menu, '/c/')).toBe(false);
  });
});

it('nav items default to the right', () => {
  const items = [{ text: 'A' }, { text: 'B', position: 'left' as const }, { text: 'C', position: 'right' as const }];
  expect(navItemsAt(items, 'left').map((i) => i.text)).toEqual(['B']);
  expect(navItemsAt(items, 'right').map((i) => i.text)).toEqual(['A', 'C']);
});

it('shows five social links inline and moves the rest into the popup', () => {
  const links: SocialLink[] = Array.from({ length: 7 }, (_, i) => ({ icon: 'github', mode: 'link', content: `https://e.com/${i}` }));
  expect(splitSocialLinks(links.slice(0, 5))).toEqual({ inline: links.slice(0, 5), overflow: [] });
  const split = splitSocialLinks(links);
  expect(split.inline).toHaveLength(5);
  expect(split.overflow.map((l) => l.content)).toEqual(['https://e.com/5', 'https://e.com/6']);
});

describe('isNavbarHidden', () => {
  it('always and never ignore scrolling', () => {
    expect(isNavbarHidden('always', 0, 0, false)).toBe(true);
    expect(isNavbarHidden('never', 900, 100, false)).toBe(false);
  });
  it('auto hides on scrolling down and shows on scrolling up or near the top', () => {
    expect(isNavbarHidden('auto', 400, 200, false)).toBe(true);
    expect(isNavbarHidden('auto', 300, 400, true)).toBe(false);
    expect(isNavbarHidden('auto', 40, 20, false)).toBe(false);
    expect(isNavbarHidden('auto', 400, 400, true)).toBe(true);
  });
});
