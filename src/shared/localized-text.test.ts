import { describe, expect, it } from 'vitest';
import { textIn } from './localized-text.ts';

describe('textIn', () => {
  it('gives the text of the language', () => {
    expect(textIn({ en: 'Guide', zh: '指南' }, 'zh')).toBe('指南');
  });
  it('throws on a language the text lacks, naming the text and the language, instead of showing another language', () => {
    expect(() => textIn({ en: 'Guide', zh: '指南' }, 'fr')).toThrow('the text "Guide" has no "fr" version (it has en, zh)');
  });
});
