import { describe, expect, it } from 'vitest';
import { packIndexFile, unpackIndexFile } from './index-file.ts';
import type { SearchRecord } from './records.ts';

const records: SearchRecord[] = [
  { u: '/a', t: 1, h: ['Guide', 'Page A'], c: 'intro' },
  { u: '/a#one', t: 2, h: ['Guide', 'Page A', 'One'], c: 'first', k: 'defineConfig' },
  { u: '/a#two', t: 3, h: ['Guide', 'Page A', 'One', 'Two'], c: 'second' },
  { u: '/b', t: 1, h: ['Config', 'Page B'], c: '' },
  { u: '/b#x', t: 3, h: ['Config', 'Page B', '', 'X'], c: 'x' },
];

describe('search index file', () => {
  it('round-trips the records', () => {
    expect(unpackIndexFile(JSON.parse(JSON.stringify(packIndexFile('en', records))))).toEqual(records);
  });
  it('writes shared page data once', () => {
    const file = packIndexFile('en', records);
    expect(file.groups).toEqual(['Guide', 'Config']);
    expect(file.pages.map(([url, , title, sections]) => [url, title, sections.length])).toEqual([
      ['/a', 'Page A', 3],
      ['/b', 'Page B', 2],
    ]);
  });
  it('keeps text and code apart from the structure, one entry per section', () => {
    const file = packIndexFile('en', records);
    expect(file.content).toEqual(['intro', 'first', 'second', '', 'x']);
    expect(file.code).toEqual(['', 'defineConfig', '', '', '']);
    expect(JSON.stringify(file.pages)).not.toContain('intro');
  });
  it('rejects a file of another format', () => {
    expect(() => unpackIndexFile({ version: 3 } as never)).toThrow(/unknown format/);
    // The previous format, from a cache that outlived a deploy.
    expect(() => unpackIndexFile({ version: 1, lang: 'en', groups: [], pages: [] } as never)).toThrow(/unknown format/);
  });
});
