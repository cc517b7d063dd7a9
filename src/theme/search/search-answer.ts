import type { SearchHit } from '../../shared/search/records.ts';

/** What the modal shows for a query. */
export interface SearchAnswer {
  hits: SearchHit[];
  /** Other queries worth trying when there are no hits. */
  suggestions: string[];
}
