import { describe, expect, it } from 'vitest';
import { cjkTerm, termText, tokenize as terms } from './tokenize.ts';

/** Terms as they read in the text. */
const tokenize = (text: string) => terms(text).map(termText);

describe('tokenize', () => {
  it('splits camelCase and kebab-case names into the whole and its parts, lower-cased', () => {
    expect(tokenize('assetPrefix')).toEqual(['assetprefix', 'asset', 'prefix']);
    expect(tokenize('asset-prefix')).toEqual(['assetprefix', 'asset', 'prefix']);
    expect(tokenize('output.assetPrefix')).toEqual(['output', 'assetprefix', 'asset', 'prefix']);
  });
  it('gives every spelling of an option name the same parts', () => {
    const parts = (s: string) => new Set(tokenize(s).filter((t) => t !== 'assetprefix'));
    expect(parts('asset prefix')).toEqual(parts('assetPrefix'));
    expect(parts('asset_prefix')).toEqual(parts('asset-prefix'));
  });
  it('keeps acronyms and digits apart', () => {
    expect(tokenize('HTMLPlugin')).toEqual(['htmlplugin', 'html', 'plugin']);
    expect(tokenize('es2015')).toEqual(['es2015', 'es', '2015']);
  });
  it('drops English stop words', () => {
    expect(tokenize('How to set the port')).toEqual(['how', 'set', 'port']);
  });
  it('turns Chinese into overlapping two-character terms', () => {
    expect(tokenize('构建工具')).toEqual(['构建', '建工', '工具']);
    expect(tokenize('包')).toEqual(['包']);
  });
  it('turns Japanese and Korean into overlapping two-character terms too', () => {
    expect(tokenize('ビルドツール')).toEqual(['ビル', 'ルド', 'ドツ', 'ツー', 'ール']);
    expect(tokenize('設定する')).toEqual(['設定', '定す', 'する']);
    expect(tokenize('빌드 도구')).toEqual(['빌드', '도구']);
  });
  it('reads mixed Chinese and Latin text', () => {
    expect(tokenize('配置 Rsbuild 插件')).toEqual(['配置', 'rsbuild', '插件']);
    expect(tokenize('使用assetPrefix配置')).toEqual(['使用', 'assetprefix', 'asset', 'prefix', '配置']);
  });
  it('puts CJK terms apart from Latin ones in the index, their first character written as its code', () => {
    expect(terms('构建 build')).toEqual(['~GeE建', 'build']);
    expect(terms('ポート port')).toEqual(['~DDdー', '~DD8ト', 'port']);
  });
  it('reads every CJK term back as its text, at the length a prefix match is weighed by', () => {
    for (const text of ['端口', '包', 'ポー', '빌드', '\u4e00\u9fff', '\uffff']) {
      expect(termText(cjkTerm(text))).toBe(text);
      expect(cjkTerm(text)).toHaveLength(text.length + 3);
    }
    expect(cjkTerm('端口').startsWith(cjkTerm('端'))).toBe(true);
  });
  it('ignores punctuation and markup characters', () => {
    expect(tokenize('<img src=x onerror=alert(1)> (*[`')).toEqual(['img', 'src', 'x', 'onerror', 'alert', '1']);
    expect(tokenize('   ')).toEqual([]);
  });
});
