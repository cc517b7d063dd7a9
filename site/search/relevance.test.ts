/**
 * Relevance of the local search over the real content, as the modal shows it (hits grouped by
 * page): recall@5 and MRR of the relevance set must reach the goals in each language. The records
 * are those the build writes for the 2.x edition, from the site model, which reads the pages the
 * build compiled (.cache/site-compile/; `npm test` runs this after the build) or compiles them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createLocalIndex,
  loadSiteModel,
  openSplitSearch,
  SEARCH_BOX_MAX_LENGTH,
  searchFilesOf,
  searchIndexKey,
  searchRecordsOf,
  sitePaths,
} from '../../src/index.ts';
import { FRESH_EN, FRESH_ZH } from './fresh-queries.ts';
import { RELEVANCE_EN, RELEVANCE_ZH, type RelevanceCase } from './relevance-queries.ts';
import { RELEVANCE_GOALS, scoreRelevance } from './relevance-score.ts';
import vocabulary from './vocabulary.ts';

const model = await loadSiteModel(sitePaths(join(import.meta.dirname, '../..')));
const indexes = searchRecordsOf(model);
const records = new Map((['en', 'zh'] as const).map((lang) => [lang, indexes.get(searchIndexKey(lang, model.layout.defaultVersion))!.records]));

function score(lang: 'en' | 'zh', cases: RelevanceCase[]) {
  // Through the data files, as the browser reads them.
  const { files } = searchFilesOf(lang, records.get(lang)!);
  const [head] = files.values();
  const search = openSplitSearch(JSON.parse(head), async (name) => JSON.parse(files.get(name)!), vocabulary);
  return scoreRelevance(search, cases);
}

describe('the vocabulary', () => {
  it('names only options and pages that exist, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const { pages } = createLocalIndex(records.get(lang)!, vocabulary, lang);
      const targets = [...vocabulary.concepts.flatMap((c) => c.pages), ...vocabulary.symptomPages];
      expect(
        targets.filter((t) => !pages.has(t.startsWith('/') ? t : t.toLowerCase())),
        lang,
      ).toEqual([]);
    }
  });
});

describe('local search relevance', () => {
  it('has at least 200 queries, half of them Chinese, 40 % of them questions or symptoms', () => {
    const all = [...RELEVANCE_EN, ...RELEVANCE_ZH];
    expect(all.length).toBeGreaterThanOrEqual(200);
    expect(RELEVANCE_ZH.length).toBeGreaterThanOrEqual(RELEVANCE_EN.length);
    expect(all.filter((c) => c.kind === 'ask').length / all.length).toBeGreaterThanOrEqual(0.4);
  });
  it('holds queries a reader can type, in it and in the fresh set: within what the search box takes, none twice', () => {
    for (const cases of [RELEVANCE_EN, RELEVANCE_ZH, FRESH_EN, FRESH_ZH]) {
      expect(cases.filter((c) => c.query.length > SEARCH_BOX_MAX_LENGTH).map((c) => c.query)).toEqual([]);
      expect(cases.length).toBe(new Set(cases.map((c) => c.query)).size);
    }
    const tuning = new Set([...RELEVANCE_EN, ...RELEVANCE_ZH].map((c) => c.query));
    expect([...FRESH_EN, ...FRESH_ZH].filter((c) => tuning.has(c.query)).map((c) => c.query)).toEqual([]);
  });
  // Each language's 330-odd questions go through the data files as in the browser, each building the index of its
  // shards: about 10 s on a quiet machine, and `npm test` runs these beside the browser tests, which take most of the
  // CPU. The limit only catches a hang.
  const SCORING_TIMEOUT = 300_000;
  for (const [lang, cases] of [
    ['en', RELEVANCE_EN],
    ['zh', RELEVANCE_ZH],
  ] as const) {
    it(
      `reaches recall@5 >= ${RELEVANCE_GOALS.recallAt5} and MRR >= ${RELEVANCE_GOALS.mrr} in ${lang}`,
      async () => {
        const { recallAt5, mrr, misses } = await score(lang, cases);
        // The misses are in the message, to see what a change broke.
        const seen = JSON.stringify(misses, null, 1);
        expect(recallAt5, seen).toBeGreaterThanOrEqual(RELEVANCE_GOALS.recallAt5);
        expect(mrr, seen).toBeGreaterThanOrEqual(RELEVANCE_GOALS.mrr);
      },
      SCORING_TIMEOUT,
    );
  }
});

describe('the vocabulary table', () => {
  it('has at least 150 concepts, each with English and Chinese terms', () => {
    expect(vocabulary.concepts.length).toBeGreaterThanOrEqual(150);
    for (const { terms } of vocabulary.concepts) expect(terms.en?.length && terms.zh?.length, terms.en?.join(', ')).toBeTruthy();
  });
});
