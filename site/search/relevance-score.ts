/**
 * Scores the local search on the relevance set as a reader sees it: hits grouped by page, in
 * rank order (as the modal shows them). recall@5: share of queries with an answering page among
 * the first five pages; MRR: mean of 1/rank of the first answering page (0 when not in the hits).
 */
import { type LocalIndex, queryLocalIndex } from '../../src/index.ts';
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
export function rankedPages(index: LocalIndex, query: string): string[] {
  return [...new Set(queryLocalIndex(index, query).map((h) => h.url.split('#')[0]))];
}

export function scoreRelevance(index: LocalIndex, cases: RelevanceCase[]): RelevanceScore {
  const misses: RelevanceScore['misses'] = [];
  const ranks = cases.map(({ query, pages }) => {
    const found = rankedPages(index, query);
    const rank = found.findIndex((p) => pages.includes(p)) + 1;
    if (rank === 0 || rank > 5) misses.push({ query, pages, top: found.slice(0, 5) });
    return rank;
  });
  const n = cases.length || 1;
  return {
    recallAt5: ranks.filter((r) => r > 0 && r <= 5).length / n,
    mrr: ranks.reduce((sum, r) => sum + (r ? 1 / r : 0), 0) / n,
    misses,
    ranks,
  };
}
