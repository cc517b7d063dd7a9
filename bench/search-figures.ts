/**
 * Search figures of a built site: per locale the size of the search data (its head, and all its
 * files; raw and gzip), what a query fetches, recall@5 and MRR of the relevance sets (tuning,
 * held-out and fresh), and query latency (median and p95) once the files a query needs are loaded:
 * for a new query, which builds the index of the terms it can match, and for the same query again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openSplitSearch, SEARCH_POINTER_FILE, type SearchHead, type SearchPointerFile } from '../src/index.ts';
import { RELEVANCE_EN, RELEVANCE_ZH } from '../site/search/relevance-queries.ts';
import { FRESH_EN, FRESH_ZH } from '../site/search/fresh-queries.ts';
import { HELD_OUT_EN, HELD_OUT_ZH } from '../site/search/held-out-queries.ts';
import { scoreRelevance } from '../site/search/relevance-score.ts';
import vocabulary from '../site/search/vocabulary.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const gzipSize = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

/** The search data of a language's default version, as the search pointer names it: its head and the files beside it. */
export function searchDataOf(dist: string, lang: string): { headBytes: Buffer; files: Map<string, Buffer> } | undefined {
  const url = (JSON.parse(readFileSync(join(dist, SEARCH_POINTER_FILE), 'utf8')) as SearchPointerFile).indexes[lang];
  if (!url) return undefined;
  const read = (path: string) => readFileSync(join(dist, path));
  const names = readdirSync(join(dist, posix.dirname(url))).filter((name) => name.endsWith('.json') && name !== posix.basename(url));
  return { headBytes: read(url), files: new Map(names.map((name) => [name, read(posix.join(posix.dirname(url), name))])) };
}

/** All of a language's search data, each file compressed alone (as a host sends it). */
export function searchDataGzipBytes({ headBytes, files }: NonNullable<ReturnType<typeof searchDataOf>>): number {
  return [headBytes, ...files.values()].reduce((sum, bytes) => sum + gzipSize(bytes), 0);
}

export async function searchFigures(dist: string): Promise<[string, string][]> {
  const rows: [string, string][] = [];
  for (const lang of ['en', 'zh'] as const) {
    const data = searchDataOf(dist, lang);
    if (!data) continue;
    const { headBytes, files } = data;
    const head = JSON.parse(headBytes.toString('utf8')) as SearchHead;
    const all = [headBytes, ...files.values()];
    const open = (asked?: Set<string>) =>
      openSplitSearch(
        head,
        async (name) => {
          asked?.add(name);
          return JSON.parse(files.get(name)!.toString('utf8'));
        },
        vocabulary,
      );
    const search = open();
    const cases = lang === 'en' ? RELEVANCE_EN : RELEVANCE_ZH;
    const fetched: number[] = [];
    // What each query fetches, on a search that has loaded nothing else.
    for (const { query } of cases) {
      const asked = new Set<string>();
      await open(asked).query(query);
      fetched.push([...asked].reduce((sum, name) => sum + gzipSize(files.get(name)!), 0));
    }
    fetched.sort((a, b) => a - b);
    const { recallAt5, mrr } = await scoreRelevance(search, cases);
    const heldOut = await scoreRelevance(search, lang === 'en' ? HELD_OUT_EN : HELD_OUT_ZH);
    const fresh = await scoreRelevance(search, lang === 'en' ? FRESH_EN : FRESH_ZH);
    // Each query of the set once to load its files, then 11 times, keeping its median (a busy
    // machine's scheduler pauses are not the query's); the figures are over the queries.
    for (const { query } of cases) await search.query(query);
    const times: number[] = [];
    for (const { query } of cases) {
      const runs: number[] = [];
      for (let round = 0; round < 11; round++) {
        const started = performance.now();
        await search.query(query);
        runs.push(performance.now() - started);
      }
      times.push(runs.sort((a, b) => a - b)[5]);
    }
    times.sort((a, b) => a - b);
    // Each query after the one before, as a reader's next question: its index built anew (the search keeps the last
    // few, and the queries differ). Three rounds, each query's median.
    const rounds: number[][] = cases.map(() => []);
    for (let round = 0; round < 3; round++)
      for (const [i, { query }] of cases.entries()) {
        const started = performance.now();
        await search.query(query);
        rounds[i].push(performance.now() - started);
      }
    const newQueryTimes = rounds.map((runs) => runs.sort((a, b) => a - b)[1]).sort((a, b) => a - b);
    const records = head.pages.reduce((sum, page) => sum + page[3].length, 0);
    rows.push(
      [
        `search data ${lang} (${records} records, ${all.length} files)`,
        `head ${kb(gzipSize(headBytes))} gzip; all files ${kb(all.reduce((s, b) => s + b.length, 0))} raw / ${kb(searchDataGzipBytes(data))} gzip`,
      ],
      [
        `search data a query fetches after the head ${lang} (${cases.length} queries)`,
        `median ${kb(percentile(fetched, 0.5))} / p95 ${kb(percentile(fetched, 0.95))} / largest ${kb(fetched.at(-1)!)} gzip`,
      ],
      [`search relevance ${lang} (${cases.length} queries)`, `recall@5 ${recallAt5.toFixed(3)} / MRR ${mrr.toFixed(3)}`],
      [
        `search relevance ${lang}, held-out real questions (${heldOut.ranks.length})`,
        `recall@5 ${heldOut.recallAt5.toFixed(3)} / MRR ${heldOut.mrr.toFixed(3)}`,
      ],
      [
        `search relevance ${lang}, fresh real questions, not yet tuned for (${fresh.ranks.length})`,
        `recall@5 ${fresh.recallAt5.toFixed(3)} / MRR ${fresh.mrr.toFixed(3)}`,
      ],
      [
        `search query latency ${lang}, a new query (index built)`,
        `median ${percentile(newQueryTimes, 0.5).toFixed(2)} ms / p95 ${percentile(newQueryTimes, 0.95).toFixed(2)} ms`,
      ],
      [`search query latency ${lang}, the same query again`, `median ${percentile(times, 0.5).toFixed(2)} ms / p95 ${percentile(times, 0.95).toFixed(2)} ms`],
    );
  }
  return rows;
}
