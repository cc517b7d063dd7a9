import { describe, expect, it } from 'vitest';
import { groupHits } from './group-hits.ts';
import type { SearchHit } from '../../shared/search/records.ts';

const hit = (id: string, lvl0: string, lvl1: string): SearchHit => ({
  objectID: id,
  url: `/${id}`,
  type: 'lvl2',
  hierarchy: { lvl0, lvl1 },
  title: [],
  snippet: [],
});

describe('groupHits', () => {
  it('groups by page in order of the first hit of each page', () => {
    const groups = groupHits([hit('a', 'Guide', 'Alias'), hit('b', 'Config', 'alias'), hit('c', 'Guide', 'Alias')]);
    expect(groups.map((g) => [g.section, g.title, g.hits.map((h) => h.objectID)])).toEqual([
      ['Guide', 'Alias', ['a', 'c']],
      ['Config', 'alias', ['b']],
    ]);
  });
  it('keeps at most 20 hits per group', () => {
    const many = Array.from({ length: 25 }, (_, i) => hit(String(i), 'Guide', 'Page'));
    expect(groupHits(many)[0].hits).toHaveLength(20);
  });
  it('uses the section as title when a hit has no page title', () => {
    expect(groupHits([hit('a', 'Guide', '')])[0]).toMatchObject({ title: 'Guide', section: '' });
  });
});
