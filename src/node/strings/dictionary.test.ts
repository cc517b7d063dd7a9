import { describe, expect, it } from 'vitest';
import { mergeDictionary, missingTexts, referenceTexts } from './dictionary.ts';

const engine = { search: 'Search', searchModal: { recent: 'Recent', cancel: 'Cancel' } };

describe('mergeDictionary', () => {
  it('lays the site texts over the engine defaults, a group text by text, and adds the site own', () => {
    expect(mergeDictionary(engine, { search: 'Find', searchModal: { cancel: 'Close' }, toolchain: 'Tools' })).toEqual({
      search: 'Find',
      searchModal: { recent: 'Recent', cancel: 'Close' },
      toolchain: 'Tools',
    });
  });
  it('is the site texts alone for a language without defaults, and the defaults alone without site texts', () => {
    expect(mergeDictionary(undefined, { search: 'Suche' })).toEqual({ search: 'Suche' });
    expect(mergeDictionary(engine, undefined)).toEqual(engine);
  });
  it('leaves the defaults as they were', () => {
    mergeDictionary(engine, { searchModal: { cancel: 'Close' } });
    expect(engine.searchModal.cancel).toBe('Cancel');
  });
});

describe('missingTexts', () => {
  const reference = referenceTexts(engine, [{ toolchain: 'Tools' }, { benchmark: '性能' }]);
  it('asks every language for the engine texts and the site texts given in any language', () => {
    expect(reference).toEqual({ ...engine, toolchain: 'Tools', benchmark: '性能' });
  });
  it('lists what a language lacks as paths, groups included', () => {
    expect(missingTexts(reference, { search: 'Suche', searchModal: { recent: 'Zuletzt' }, toolchain: 'Werkzeuge' })).toEqual([
      'searchModal.cancel',
      'benchmark',
    ]);
    expect(missingTexts(reference, {})).toEqual(['search', 'searchModal', 'toolchain', 'benchmark']);
  });
  it('counts a text of another shape as missing', () => {
    expect(missingTexts(engine, { search: ['Suche'], searchModal: 'Suche' })).toEqual(['search', 'searchModal']);
  });
  it('finds nothing missing in a complete dictionary', () => {
    expect(missingTexts(reference, mergeDictionary(engine, { toolchain: 'T', benchmark: 'B' }))).toEqual([]);
  });
});
