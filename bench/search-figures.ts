/**
 * Search figures of a built site: per locale the size of the search data (raw and gzip), the time
 * to index it, recall@5 and MRR of the relevance set, and query latency (median and p95) once loaded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createLocalIndex, queryLocalIndex, SEARCH_POINTER_FILE, type SearchIndexFile, type SearchPointerFile, unpackIndexFile } from '../src/index.ts';
import { RELEVANCE_EN, RELEVANCE_ZH } from '../site/search/relevance-queries.ts';
import { HELD_OUT_EN, HELD_OUT_ZH } from '../site/search/held-out-queries.ts';
import { scoreRelevance } from '../site/search/relevance-score.ts';
import vocabulary from '../site/search/vocabulary.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export function searchFigures(dist: string): [string, string][] {
  const rows: [string, string][] = [];
  for (const lang of ['en', 'zh'] as const) {
    // The default version's data of the language, as the search pointer names it.
    const url = (JSON.parse(readFileSync(join(dist, SEARCH_POINTER_FILE), 'utf8')) as SearchPointerFile).indexes[lang];
    if (!url) continue;
    const buf = readFileSync(join(dist, url));
    let started = performance.now();
    const data = JSON.parse(buf.toString('utf8')) as SearchIndexFile;
    const index = createLocalIndex(unpackIndexFile(data), vocabulary, data.lang);
    const indexMs = performance.now() - started;
    const cases = lang === 'en' ? RELEVANCE_EN : RELEVANCE_ZH;
    const { recallAt5, mrr } = scoreRelevance(index, cases);
    const heldOut = scoreRelevance(index, lang === 'en' ? HELD_OUT_EN : HELD_OUT_ZH);
    // Warm up, then time each query of the set 11 times and keep its median (a busy machine's
    // scheduler pauses are not the query's); the figures are over the queries.
    for (const { query } of cases) queryLocalIndex(index, query);
    const times = cases.map(({ query }) => {
      const runs: number[] = [];
      for (let round = 0; round < 11; round++) {
        started = performance.now();
        queryLocalIndex(index, query);
        runs.push(performance.now() - started);
      }
      return runs.sort((a, b) => a - b)[5];
    });
    times.sort((a, b) => a - b);
    rows.push(
      [
        `search data ${lang} (${index.records.length} records)`,
        `${kb(buf.length)} raw / ${kb(gzipSync(buf, { level: 9 }).length)} gzip, indexed in ${indexMs.toFixed(0)} ms`,
      ],
      [`search relevance ${lang} (${cases.length} queries)`, `recall@5 ${recallAt5.toFixed(3)} / MRR ${mrr.toFixed(3)}`],
      [
        `search relevance ${lang}, held-out real questions (${heldOut.ranks.length})`,
        `recall@5 ${heldOut.recallAt5.toFixed(3)} / MRR ${heldOut.mrr.toFixed(3)}`,
      ],
      [`search query latency ${lang}`, `median ${percentile(times, 0.5).toFixed(2)} ms / p95 ${percentile(times, 0.95).toFixed(2)} ms`],
    );
  }
  return rows;
}
