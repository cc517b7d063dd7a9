/**
 * Shape of the held-out relevance set (not the search's score on it): enough real questions in
 * each language, queries that fit the search input, a public source for each, no repeats, no
 * overlap with the tuning set, and pages that exist in both languages.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_BOX_MAX_LENGTH } from '../../src/index.ts';
import { HELD_OUT_EN, HELD_OUT_ZH, type HeldOutCase } from './held-out-queries.ts';
import { FRESH_EN, FRESH_ZH } from './fresh-queries.ts';
import { RELEVANCE_EN, RELEVANCE_ZH } from './relevance-queries.ts';

const docs = join(import.meta.dirname, '../../docs');
const all: HeldOutCase[] = [...HELD_OUT_EN, ...HELD_OUT_ZH];

/** The file behind a route in one language folder: `/plugins/dev/` is `plugins/dev/index`. */
function pageExists(lang: 'en' | 'zh', route: string): boolean {
  const path = route.replace(/^\//, '') + (route.endsWith('/') ? 'index' : '');
  return ['.mdx', '.md'].some((ext) => existsSync(join(docs, lang, path + ext)));
}

describe('the held-out relevance set', () => {
  it('has at least 150 cases, at least 75 in each language', () => {
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(HELD_OUT_EN.length).toBeGreaterThanOrEqual(75);
    expect(HELD_OUT_ZH.length).toBeGreaterThanOrEqual(75);
  });

  it('keeps every query non-empty and within what the search box takes', () => {
    const bad = all.filter((c) => c.query.trim() === '' || c.query.length > SEARCH_BOX_MAX_LENGTH).map((c) => c.query);
    expect(bad).toEqual([]);
  });

  it('gives every case an https source and at least one page', () => {
    const bad = all.filter((c) => !/^https:\/\/\S+$/.test(c.source) || c.pages.length === 0).map((c) => c.query);
    expect(bad).toEqual([]);
  });

  it('repeats no query and uses no source for more than two cases', () => {
    const queries = all.map((c) => c.query.trim().toLowerCase());
    expect(queries.filter((q, i) => queries.indexOf(q) !== i)).toEqual([]);
    const uses = new Map<string, number>();
    for (const c of all) uses.set(c.source, (uses.get(c.source) ?? 0) + 1);
    expect([...uses].filter(([, n]) => n > 2)).toEqual([]);
  });

  it('shares no query with the tuning set or the fresh set', () => {
    const tuning = new Set([...RELEVANCE_EN, ...RELEVANCE_ZH, ...FRESH_EN, ...FRESH_ZH].map((c) => c.query.trim().toLowerCase()));
    expect(all.filter((c) => tuning.has(c.query.trim().toLowerCase())).map((c) => c.query)).toEqual([]);
  });

  it('names pages that exist in docs/en, and in docs/zh for the Chinese cases', () => {
    const missing: string[] = [];
    for (const c of HELD_OUT_EN) {
      for (const route of c.pages) if (!pageExists('en', route)) missing.push(`en ${route}`);
    }
    for (const c of HELD_OUT_ZH) {
      for (const route of c.pages) {
        if (!route.startsWith('/zh/')) missing.push(`zh ${route} (no /zh prefix)`);
        const twin = route.replace(/^\/zh/, '');
        if (!pageExists('en', twin)) missing.push(`en ${twin}`);
        if (!pageExists('zh', twin)) missing.push(`zh ${twin}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
