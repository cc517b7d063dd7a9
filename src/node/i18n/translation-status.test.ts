import { describe, expect, it } from 'vitest';
import { h2Count, recordedSourceHash, sourceHashOf, translationReport, withSourceHash, type PageFile } from './translation-status.ts';

describe('source hashes in frontmatter', () => {
  it('hashes content shortly and ignores line endings', () => {
    expect(sourceHashOf('a\nb')).toMatch(/^[0-9a-f]{10}$/);
    expect(sourceHashOf('a\r\nb')).toBe(sourceHashOf('a\nb'));
    expect(sourceHashOf('a\nc')).not.toBe(sourceHashOf('a\nb'));
  });
  it('adds, replaces and reads sourceHash', () => {
    const added = withSourceHash('---\ntitle: x\n---\n\n# X\n', 'abc123');
    expect(added).toBe("---\ntitle: x\nsourceHash: 'abc123'\n---\n\n# X\n");
    expect(withSourceHash(added, 'def456')).toBe("---\ntitle: x\nsourceHash: 'def456'\n---\n\n# X\n");
    expect(withSourceHash('# X\n', 'abc')).toBe("---\nsourceHash: 'abc'\n---\n\n# X\n");
    expect(recordedSourceHash(added)).toBe('abc123');
    expect(recordedSourceHash('# X\n\nsourceHash: abc\n')).toBeUndefined();
  });
  it('counts H2 sections outside code', () => {
    expect(h2Count('# T\n\n## A\n\n```md\n## not\n```\n\n### B\n\n## C {#c}\n')).toBe(2);
  });
});

describe('translationReport', () => {
  const en = (path: string, source: string): PageFile => ({ path, lang: 'en', source });
  const zh = (path: string, source: string): PageFile => ({ path, lang: 'zh', source });
  it('lists missing, outdated and differently structured pages', () => {
    const a = '# A\n\n## One\n';
    const b = '# B\n\n## One\n\n## Two\n';
    const files = [
      en('a.mdx', a),
      zh('a.mdx', withSourceHash('# 甲\n\n## 一\n', sourceHashOf(a))),
      en('b.mdx', b),
      zh('b.mdx', withSourceHash('# 乙\n\n## 一\n', 'stale00000')),
      en('c.mdx', '# C\n'),
      zh('d.mdx', '# 丁\n'),
    ];
    expect(translationReport(files, ['en', 'zh'])).toEqual({
      missing: ['en/d.mdx', 'zh/c.mdx'],
      outdated: ['zh/b.mdx'],
      structure: ['zh/b.mdx: 1 H2 sections, en/b.mdx has 2'],
    });
  });
});
