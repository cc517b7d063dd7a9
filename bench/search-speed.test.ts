// The search bench's summary: medians over the runs, and how many runs had a task over 50 ms.
import { describe, expect, it } from 'vitest';
import { formatTables, PHONE, resultKey, type Sample, summarize } from './search-speed.ts';

const sample = (ms: number, longestTask: number): Sample => ({ ms, bytes: 2048, longestTask, files: [], errors: [] });

describe('search bench summary', () => {
  it('gives the median and range of the times and counts the runs with a long task', () => {
    const s = summarize([sample(700, 0), sample(900, 62), sample(800, 0), sample(750, 55), sample(820, 0)]);
    expect(s).toMatchObject({ median: 800, min: 700, max: 900, kb: 2, longestTask: 0, runsWithLongTask: 2 });
  });

  it('prints a row per build and language, the long-task count beside the median task', () => {
    const results = new Map([
      [resultKey(PHONE, 'before', 'en'), [sample(800, 60), sample(820, 70), sample(810, 0)]],
      [resultKey(PHONE, 'after', 'en'), [sample(790, 0), sample(805, 0), sample(780, 0)]],
    ]);
    const lines = formatTables(results, ['before', 'after'], [PHONE]).split('\n');
    expect(lines.find((l) => l.startsWith('before en'))).toMatch(/810 ms .* 60 ms \(2 of 3 over\)$/);
    expect(lines.find((l) => l.startsWith('after en'))).toMatch(/790 ms .* < 50 ms \(0 of 3 over\)$/);
  });
});
