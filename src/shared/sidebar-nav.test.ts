import { describe, expect, it } from 'vitest';
import { containsPath, flattenSidebar, keyedEntries, prevNextOf } from './sidebar-nav.ts';
import type { SidebarEntry } from './site-config.ts';

const sidebar: SidebarEntry[] = [
  {
    text: 'Start',
    items: [
      { text: 'Intro', link: '/guide/start/' },
      { text: 'Quick', link: '/guide/start/quick-start' },
    ],
  },
  { dividerType: 'solid' },
  { sectionHeaderText: 'More' },
  {
    text: 'Basic',
    items: [
      { text: 'CLI', link: '/guide/basic/cli' },
      { text: 'Ext', link: 'https://example.com' },
    ],
  },
];

describe('sidebar order', () => {
  it('flattens linked items depth first, skipping dividers, headers and external links', () => {
    expect(flattenSidebar(sidebar).map((i) => i.link)).toEqual(['/guide/start/', '/guide/start/quick-start', '/guide/basic/cli']);
  });
  it('gives previous and next pages across groups', () => {
    expect(prevNextOf(sidebar, '/guide/start/quick-start')).toEqual({
      prev: { text: 'Intro', link: '/guide/start/' },
      next: { text: 'CLI', link: '/guide/basic/cli' },
    });
    expect(prevNextOf(sidebar, '/guide/start/').prev).toBeUndefined();
    expect(prevNextOf(sidebar, '/guide/basic/cli').next).toBeUndefined();
    expect(prevNextOf(sidebar, '/Guide/Start/Quick-Start.html').prev?.link).toBe('/guide/start/');
  });
  it('knows which group holds the active page', () => {
    expect(containsPath(sidebar[0], '/guide/start/quick-start')).toBe(true);
    expect(containsPath(sidebar[3], '/guide/start/quick-start')).toBe(false);
  });
});

describe('sidebar entry keys', () => {
  it('keys entries by what they are, so a key follows its entry when others move', () => {
    expect(keyedEntries(sidebar).map((e) => e.key)).toEqual(['item::Start', 'item::Start/divider', 'header:More', 'item::Basic']);
    const moved = keyedEntries([sidebar[3], sidebar[2], sidebar[0]]);
    expect(moved.map((e) => e.key)).toEqual(['item::Basic', 'header:More', 'item::Start']);
    expect(moved[0].entry).toBe(sidebar[3]);
  });
  it('keeps keys unique for repeated entries and dividers in a row', () => {
    const keys = keyedEntries([
      { text: 'A', link: '/a' },
      { dividerType: 'solid' },
      { dividerType: 'dashed' },
      { text: 'A', link: '/a' },
      { dividerType: 'solid' },
    ]).map((e) => e.key);
    expect(keys).toEqual(['item:/a:A', 'item:/a:A/divider', 'item:/a:A/divider/divider', 'item:/a:A#2', 'item:/a:A#2/divider']);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
