import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import english from '../../locales/en.ts';
import { loadStrings } from './load-strings.ts';

const dir = mkdtempSync(join(tmpdir(), 'site-strings-'));
const moduleOf = (name: string, texts: object) => {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, `export default ${JSON.stringify(texts)};`);
  return file;
};
const { outlineTitle: _outline, searchModal, ...withoutTwo } = english;

describe('loadStrings', () => {
  it('gives each language the engine defaults with the site texts over them', async () => {
    const strings = await loadStrings(
      ['en', 'zh'],
      { strings: { en: moduleOf('en', { outlineTitle: 'Contents', tools: 'Tools' }), zh: moduleOf('zh', { tools: '工具' }) } },
      'site.config.ts',
    );
    expect(strings.get('en')).toMatchObject({ outlineTitle: 'Contents', search: 'Search', tools: 'Tools' });
    expect(strings.get('zh')).toMatchObject({ outlineTitle: '目录', tools: '工具' });
  });
  it('takes a language the engine has no texts for from the site alone', async () => {
    const strings = await loadStrings(['en', 'de'], { strings: { de: moduleOf('de-full', { ...english, search: 'Suchen' }) } }, 'site.config.ts');
    expect(strings.get('de')).toMatchObject({ search: 'Suchen', outlineTitle: 'On this page' });
  });
  it('fails naming the config path, the language and the texts it lacks', async () => {
    const de = moduleOf('de-part', { ...withoutTwo, searchModal: { ...searchModal, cancel: undefined } });
    await expect(loadStrings(['en', 'de'], { strings: { de } }, 'site.config.ts')).rejects.toThrow(
      'site.config.ts: "strings.de" lacks 2 texts in "de": outlineTitle, searchModal.cancel (the engine has no texts in "de", so the site gives them all; src/locales/en.ts shows each)',
    );
  });
  it('fails on a language without texts, naming its config path', async () => {
    await expect(loadStrings(['en', 'de'], { strings: {} }, 'site.config.ts')).rejects.toThrow(
      /site\.config\.ts: "strings\.de" is missing: name a module whose default export gives the texts of "de": outlineTitle, .* and \d+ more \(the engine has no texts in "de"/,
    );
  });
  it('asks every language for the site texts given in any', async () => {
    await expect(loadStrings(['en', 'zh'], { strings: { en: moduleOf('en-tools', { tools: 'Tools' }) } }, 'site.config.ts')).rejects.toThrow(
      'site.config.ts: "strings.zh" is missing: name a module whose default export gives the texts of "zh": tools (the site gives these in its other languages)',
    );
  });
});
