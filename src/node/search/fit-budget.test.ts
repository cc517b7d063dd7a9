import { describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../shared/search/records.ts';
import { createLocalIndex, queryLocalIndex } from '../../shared/search/local-index.ts';
import { fitToBudget, gzipSizeOf } from './fit-budget.ts';

// Text that compresses badly, as prose does compared with repeats.
const prose = (seed: number, words: number) => Array.from({ length: words }, (_, i) => ((seed * 7919 + i * 104729) % 1_000_003).toString(36)).join(' ');
const records: SearchRecord[] = [
  { u: '/a', t: 1, h: ['', 'A'], c: 'Short intro.' },
  { u: '/a#long', t: 2, h: ['', 'A', 'Long'], c: prose(1, 400) },
  { u: '/b', t: 1, h: ['', 'B'], c: prose(2, 60) },
];

describe('fitToBudget', () => {
  it('leaves data that fits as it is', () => {
    expect(fitToBudget(records, 1024 * 1024)).toEqual({ records });
  });
  it('cuts only the long sections, to the longest length that fits', () => {
    const budget = gzipSizeOf(records) - 600;
    const { records: fitted, sectionLimit } = fitToBudget(records, budget);
    expect(gzipSizeOf(fitted)).toBeLessThanOrEqual(budget);
    expect(fitted[0]).toBe(records[0]);
    expect(fitted[1].c.length).toBeLessThan(records[1].c.length);
    expect(records[1].c.startsWith(fitted[1].c)).toBe(true);
    expect(fitted[1].c.endsWith(' ')).toBe(false);
    // Ten characters longer would not fit.
    const longer = records.map((r) => (r.c.length > sectionLimit! + 10 ? { ...r, c: r.c.slice(0, sectionLimit! + 10) } : r));
    expect(gzipSizeOf(longer)).toBeGreaterThan(budget);
  });
  it('indexes the inline code of what a cut leaves out with the code, and keeps it out of the text', () => {
    const message = "Expected '>', got 'class'";
    const long: SearchRecord = {
      u: '/a#jsx',
      t: 2,
      h: ['', 'A', 'JSX'],
      c: `Use \`pluginBabel\` first. ${prose(3, 300)} The parse error reads ${message}.`,
      k: 'pluginBabel',
      n: ['pluginBabel', message],
    };
    const all = [...records, long];
    const { records: fitted } = fitToBudget(all, gzipSizeOf(all) - 900);
    const cut = fitted.find((r) => r.u === '/a#jsx')!;
    expect(cut.c).not.toContain(message);
    expect(cut.k).toBe(`pluginBabel ${message}`);
    const hits = queryLocalIndex(createLocalIndex(fitted), message);
    expect(hits[0]?.url).toBe('/a#jsx');
  });
});
