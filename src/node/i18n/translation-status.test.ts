import { describe, expect, it } from 'vitest';
import { layoutOf } from '../../shared/site-layout.ts';
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
  const page =
    (lang: string, version: string) =>
    (path: string, source: string): PageFile => ({ path, file: `${version ? `${version}/` : ''}${lang}/${path}`, lang, version, source });
  const [en, zh] = [page('en', ''), page('zh', '')];
  const site = (versions: string[] = []) =>
    layoutOf({ lang: 'en', locales: [{ lang: 'en' }, { lang: 'zh' }], multiVersion: { default: versions[0] ?? '', versions } });
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
    expect(translationReport(files, site())).toEqual({
      missing: ['en/d.mdx', 'zh/c.mdx'],
      outdated: ['zh/b.mdx'],
      structure: ['zh/b.mdx: 1 H2 sections, en/b.mdx has 2'],
    });
  });
  it('compares the pages of each version with the source of that version', () => {
    const a = '# A\n';
    const [en0, zh0] = [page('en', '0.x'), page('zh', '0.x')];
    const files = [
      en('a.mdx', a),
      zh('a.mdx', withSourceHash('# 甲\n', sourceHashOf(a))),
      en0('a.mdx', '# Old A\n'),
      zh0('a.mdx', withSourceHash('# 甲\n', sourceHashOf(a))),
      en0('b.mdx', a),
    ];
    expect(translationReport(files, site(['1.x', '0.x']))).toEqual({ missing: ['0.x/zh/b.mdx'], outdated: ['0.x/zh/a.mdx'], structure: [] });
  });
});
