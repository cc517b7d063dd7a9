/**
 * Relevance of the local search over the real content: every query of the relevance set must
 * have its page among the first five hits. Built from the sources, so it runs before the build.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordsFromSources } from './site-records.ts';
import { createLocalIndex, queryLocalIndex } from '../../shared/search/local-index.ts';
import { RELEVANCE_EN, RELEVANCE_ZH, type RelevanceCase } from './relevance-queries.ts';
import { packIndexFile, unpackIndexFile } from '../../shared/search/index-file.ts';

const records = recordsFromSources(join(import.meta.dirname, '../../../docs'));

function misses(lang: 'en' | 'zh', cases: RelevanceCase[]) {
  // Through the file format, as the browser reads it.
  const index = createLocalIndex(unpackIndexFile(JSON.parse(JSON.stringify(packIndexFile(lang, records.get(lang)!)))));
  return cases
    .map(({ query, page }) => ({
      query,
      page,
      top: queryLocalIndex(index, query)
        .slice(0, 5)
        .map((h) => h.url.split('#')[0]),
    }))
    .filter((c) => !c.top.includes(c.page));
}

describe('local search relevance (top 5)', () => {
  it('has at least 60 queries, half of them Chinese', () => {
    expect(RELEVANCE_EN.length + RELEVANCE_ZH.length).toBeGreaterThanOrEqual(60);
    expect(RELEVANCE_ZH.length).toBeGreaterThanOrEqual(RELEVANCE_EN.length);
  });
  it('finds the expected English pages', () => {
    expect(misses('en', RELEVANCE_EN)).toEqual([]);
  });
  it('finds the expected Chinese pages', () => {
    expect(misses('zh', RELEVANCE_ZH)).toEqual([]);
  });
});
