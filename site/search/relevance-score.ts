/**
 * Scores the local search on the relevance set as a reader sees it: hits grouped by page, in
 * rank order (as the modal shows them). recall@5: share of queries with an answering page among
 * the first five pages; MRR: mean of 1/rank of the first answering page (0 when not in the hits).
 */
import type { SplitSearch } from '../../src/index.ts';
import type { RelevanceCase } from './relevance-queries.ts';

/** Relevance goals per language (checked by relevance.test.ts). */
export const RELEVANCE_GOALS = { recallAt5: 0.97, mrr: 0.85 };

export interface RelevanceScore {
  recallAt5: number;
  mrr: number;
  /** Cases whose answer is not in the top 5, with the pages found instead. */
  misses: { query: string; pages: string[]; top: string[] }[];
  /** 1-based rank of the first answering page per case (0: not found). */
  ranks: number[];
}

/** Distinct pages of a query's hits, in the order of their first hit. */
export async function rankedPages(search: SplitSearch, query: string): Promise<string[]> {
  return [...new Set((await search.query(query)).hits.map((h) => h.url.split('#')[0]))];
}

export async function scoreRelevance(search: SplitSearch, cases: RelevanceCase[]): Promise<RelevanceScore> {
  const misses: RelevanceScore['misses'] = [];
  const ranks: number[] = [];
  for (const { query, pages } of cases) {
    const found = await rankedPages(search, query);
    const rank = found.findIndex((p) => pages.includes(p)) + 1;
    if (rank === 0 || rank > 5) misses.push({ query, pages, top: found.slice(0, 5) });
    ranks.push(rank);
  }
  const n = cases.length || 1;
  return {
    recallAt5: ranks.filter((r) => r > 0 && r <= 5).length / n,
    mrr: ranks.reduce((sum, r) => sum + (r ? 1 / r : 0), 0) / n,
    misses,
    ranks,
  };
}
