import { describe, expect, it } from 'vitest';
import { filterOverview, normalizeFilterText, overviewGroupsOf, type OverviewGroup } from './overview.ts';
import type { SidebarEntry } from './site-config.ts';
import type { TocItem } from './types.ts';

const toc = (...texts: [number, string][]): TocItem[] => texts.map(([depth, text]) => ({ depth, text, id: text.toLowerCase(), charIndex: 0 }));

describe('overviewGroupsOf', () => {
  const pages: Record<string, { title: string; toc: TocItem[] }> = {
    '/config/': { title: 'Config overview', toc: [] },
    '/config/mode': { title: 'mode', toc: toc([2, 'Example'], [3, 'Deep']) },
    '/config/dev/hmr': { title: 'dev.hmr', toc: toc([2, 'Example'], [2, 'Pitfalls']) },
    '/config/dev/lazy-compilation': { title: 'dev.lazyCompilation', toc: [] },
  };
  const sidebar: SidebarEntry[] = [
    { text: 'Overview', link: '/config/' },
    { dividerType: 'solid' },
    { text: 'dev', items: [{ link: '/config/dev/hmr', text: 'dev.hmr' }, { link: '/config/dev/lazy-compilation' }, { link: '/config/missing' }] },
    { link: '/config/mode', text: 'mode' },
  ];
  const groups = overviewGroupsOf(sidebar, (link) => pages[link], '/config/');

  it('turns sidebar groups into groups with depth-2 headings and leaves the overview page out', () => {
    expect(groups[0]).toEqual({
      name: 'dev',
      items: [
        {
          title: 'dev.hmr',
          link: '/config/dev/hmr',
          headers: [
            { text: 'Example', id: 'example' },
            { text: 'Pitfalls', id: 'pitfalls' },
          ],
        },
        { title: 'dev.lazyCompilation', link: '/config/dev/lazy-compilation', headers: [] },
      ],
    });
  });
  it('collects loose pages into an unnamed last group', () => {
    expect(groups[1]).toEqual({ name: '', items: [{ title: 'mode', link: '/config/mode', headers: [{ text: 'Example', id: 'example' }] }] });
    expect(groups).toHaveLength(2);
  });
});

describe('filterOverview', () => {
  const groups: OverviewGroup[] = [
    { name: 'output', items: [{ title: 'output.assetPrefix', link: '/a', headers: [{ text: 'Example', id: 'e' }] }] },
    {
      name: 'dev',
      items: [
        {
          title: 'dev.hmr',
          link: '/b',
          headers: [
            { text: 'Live reload fallback', id: 'l' },
            { text: 'Example', id: 'e' },
          ],
        },
        { title: 'dev.writeToDisk', link: '/c', headers: [] },
      ],
    },
  ];
  it('ignores case and hyphens', () => {
    expect(normalizeFilterText('Asset-Prefix')).toBe('assetprefix');
    expect(filterOverview(groups, 'ASSET-prefix').map((g) => g.items.map((i) => i.title))).toEqual([['output.assetPrefix']]);
  });
  it('a matching group name keeps the whole group', () => {
    expect(filterOverview(groups, 'DEV')[0].items).toHaveLength(2);
  });
  it('a heading match keeps the page with only the matching headings', () => {
    expect(filterOverview(groups, 'live reload')).toEqual([
      { name: 'dev', items: [{ title: 'dev.hmr', link: '/b', headers: [{ text: 'Live reload fallback', id: 'l' }] }] },
    ]);
  });
  it('no match leaves nothing, an empty query everything', () => {
    expect(filterOverview(groups, 'zzz')).toEqual([]);
    expect(filterOverview(groups, '  ')).toBe(groups);
  });
});
