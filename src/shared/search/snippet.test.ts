import { describe, expect, it } from 'vitest';
import { highlightSegments, snippetOf } from './snippet.ts';

const render = (segments: { text: string; hit?: boolean }[]) => segments.map((s) => (s.hit ? `[${s.text}]` : s.text)).join('');

describe('highlightSegments', () => {
  it('marks every match, ignoring case', () => {
    expect(render(highlightSegments('Set assetPrefix or ASSET', ['asset']))).toBe('Set [asset]Prefix or [ASSET]');
  });
  it('merges overlapping Chinese terms into one mark', () => {
    expect(render(highlightSegments('使用构建工具来', ['构建', '建工', '工具']))).toBe('使用[构建工具]来');
  });
  it('treats regular-expression characters in terms as text', () => {
    expect(render(highlightSegments('a (*[ b', ['(*[']))).toBe('a [(*[] b');
  });
  it('returns the text unmarked without terms', () => {
    expect(highlightSegments('plain', [])).toEqual([{ text: 'plain' }]);
  });
});

describe('snippetOf', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen target sixteen seventeen eighteen nineteen twenty';
  it('cuts about N words around the first match', () => {
    const out = render(snippetOf(text, ['target'], 10));
    expect(out).toBe('… twelve thirteen fourteen fifteen [target] sixteen seventeen eighteen nineteen twenty');
    expect(render(snippetOf(text, ['target'], 5))).toBe('… fifteen [target] sixteen seventeen eighteen …');
  });
  it('centres on the longest match, where the whole query was found', () => {
    const chinese = '联邦兼容的策略说明。这里是一段很长很长很长的文字内容。模块联邦让应用共享代码';
    expect(render(snippetOf(chinese, ['模块', '块联', '联邦'], 4))).toBe('… 内容。[模块联邦]让应 …');
  });
  it('starts at the beginning when nothing matches', () => {
    expect(render(snippetOf(text, ['nothing'], 3))).toBe('one two three …');
  });
  it('counts two Chinese characters as a word', () => {
    expect(render(snippetOf('甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳', ['辰巳'], 3))).toBe('… 子丑寅卯[辰巳]');
  });
  it('is empty for empty text', () => {
    expect(snippetOf('', ['x'], 10)).toEqual([]);
  });
});
