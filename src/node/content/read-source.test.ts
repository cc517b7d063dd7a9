import { describe, expect, it } from 'vitest';
import { decodeContent } from './read-source.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: (Uint8Array | number[])[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

describe('decodeContent', () => {
  it('returns UTF-8 text as is, Chinese included', () => {
    expect(decodeContent('a.mdx', utf8('---\ntitle: 构建\n---\n# 构建\n'))).toBe('---\ntitle: 构建\n---\n# 构建\n');
  });
  it('drops a UTF-8 byte-order mark so that the frontmatter is read', () => {
    expect(decodeContent('a.mdx', concat([0xef, 0xbb, 0xbf], utf8('---\ntitle: T\n---\n')))).toBe('---\ntitle: T\n---\n');
  });
  it('refuses UTF-16 with either byte-order mark', () => {
    const le = concat(
      [0xff, 0xfe],
      [...'# T'].flatMap((c) => [c.charCodeAt(0), 0]),
    );
    const be = concat(
      [0xfe, 0xff],
      [...'# T'].flatMap((c) => [0, c.charCodeAt(0)]),
    );
    expect(() => decodeContent('docs/en/a.mdx', le)).toThrow(
      /^docs\/en\/a\.mdx:1:1 the file is UTF-16 \(little-endian byte-order mark\): save the file as UTF-8/,
    );
    expect(() => decodeContent('docs/en/a.mdx', be)).toThrow(/^docs\/en\/a\.mdx:1:1 the file is UTF-16 \(big-endian byte-order mark\)/);
  });
  it('refuses Latin-1 bytes at the line and column of the first one', () => {
    // Latin-1 writes é as the single byte 0xE9.
    const bytes = Buffer.from('---\ntitle: T\n---\n# T\n\nUn café noir.\n', 'latin1');
    expect(() => decodeContent('docs/en/a.mdx', bytes)).toThrow(/^docs\/en\/a\.mdx:6:7 not valid UTF-8 \(byte 0xE9; Latin-1 or another legacy encoding\?\)/);
  });
  it('counts columns in characters after multi-byte text, and reports a file cut inside a character', () => {
    expect(() => decodeContent('a.md', concat(utf8('中文'), [0xff]))).toThrow(/^a\.md:1:3 not valid UTF-8 \(byte 0xFF/);
    expect(() => decodeContent('a.md', concat(utf8('ab\ncd'), [0xe4, 0xb8]))).toThrow(/^a\.md:2:3 not valid UTF-8 \(byte 0xE4/);
  });
  it('refuses NUL characters (UTF-16 saved without a byte-order mark)', () => {
    expect(() => decodeContent('a.md', concat([0x23, 0, 0x20, 0]))).toThrow(/^a\.md:1:2 contains a NUL character/);
  });
});
