import { describe, expect, it } from 'vitest';
import { containsPath, flattenSidebar, prevNextOf } from './sidebar-nav.ts';
import type { SidebarEntry } from './site-config.ts';

const sidebar: SidebarEntry[] = [
  { text: 'Start', items: [{ text: 'Intro', link: '/guide/start/' }, { text: 'Quick', link: '/guide/start/quick-start' }] },
  { dividerType: 'solid' },
  { sectionHeaderText: 'More' },
  { text: 'Basic', items: [{ text: 'CLI', link: '/guide/basic/cli' }, { text: 'Ext', link: 'https://example.com' }] },
];

describe('sidebar order', () => {
  it('flattens linked items depth first, skipping dividers, headers and external links', () => {
    expect(flattenSidebar(sidebar).map((i) => i.link)).toEqual(['/guide/start/', '/guide/start/quick-start', '/guide/basic/cli']);
  });
  it('gives previous and next pages across groups', () => {
    expect(prevNextOf(sidebar, '/guide/start/quick-start')).toEqual({ prev: { text: 'Intro', link: '/guide/start/' }, next: { text: 'CLI', link: '/guide/basic/cli' } });
    expect(prevNextOf(sidebar, '/guide/start/').prev).toBeUndefined();
    expect(prevNextOf(sidebar, '/guide/basic/cli').next).toBeUndefined();
    expect(prevNextOf(sidebar, '/Guide/Start/Quick-Start.html').prev?.link).toBe('/guide/start/');
  });
  it('knows which group holds the active page', () => {
    expect(containsPath(sidebar[0], '/guide/start/quick-start')).toBe(true);
    expect(containsPath(sidebar[3], '/guide/start/quick-start')).toBe(false);
  });
});
