/** Hits grouped by the page they are on (lvl0/lvl1), in rank order, at most 20 per group. */
import type { SearchHit } from '../../shared/search/records.ts';

export const MAX_HITS_PER_GROUP = 20;

export interface HitGroup {
  /** The page title (lvl1), or the section (lvl0) for hits without one. */
  title: string;
  /** The section of the site (lvl0), when it differs from the title. */
  section: string;
  hits: SearchHit[];
}

export function groupHits(hits: SearchHit[], limit = MAX_HITS_PER_GROUP): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const { lvl0, lvl1 } = hit.hierarchy;
    const title = lvl1 || lvl0;
    const key = `${lvl0}\u0000${title}`;
    let group = groups.get(key);
    if (!group) {
      group = { title, section: lvl0 !== title ? lvl0 : '', hits: [] };
      groups.set(key, group);
    }
    if (group.hits.length < limit) group.hits.push(hit);
  }
  return [...groups.values()];
}
