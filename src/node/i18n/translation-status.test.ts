import { describe, expect, it } from 'vitest';
import { layoutOf } from '../../shared/site-layout.ts';
import { compilePage } from '../markdown/compile-page.ts';
import { h2Count, sourceHashOf, translationReport, withSourceHash, type PageFile } from './translation-status.ts';

const compiled = (source: string) => compilePage('page.mdx', source, { highlight: false });

describe('source hashes in frontmatter', () => {
  it('hashes content shortly and ignores line endings', () => {
    expect(sourceHashOf('a\nb')).toMatch(/^[0-9a-f]{10}$/);
    expect(sourceHashOf('a\r\nb')).toBe(sourceHashOf('a\nb'));
    expect(sourceHashOf('a\nc')).not.toBe(sourceHashOf('a\nb'));
  });
  it('adds and replaces sourceHash, leaving the rest of the page as it was', async () => {
    const added = withSourceHash('---\ntitle: x\n---\n\n# X\n', 'abc123');
    expect(added).toBe("---\ntitle: x\nsourceHash: 'abc123'\n---\n\n# X\n");
    expect(withSourceHash(added, 'def456')).toBe("---\ntitle: x\nsourceHash: 'def456'\n---\n\n# X\n");
    expect(withSourceHash(added, 'abc123')).toBe(added);
    expect(withSourceHash('# X\n', 'abc')).toBe("---\nsourceHash: 'abc'\n---\n\n# X\n");
    expect(withSourceHash('---\r\ntitle: x\r\n---\r\n# X\r\n', 'abc')).toBe("---\r\ntitle: x\r\nsourceHash: 'abc'\r\n---\r\n# X\r\n");
    expect((await compiled(added)).frontmatter.sourceHash).toBe('abc123');
  });
  it('counts H2 sections outside code', async () => {
    expect(h2Count(await compiled('# T\n\n## A\n\n```md\n## not\n```\n\n### B\n\n## C {#c}\n'))).toBe(2);
  });
});

describe('translationReport', () => {
  const page =
    (lang: string, version: string) =>
    async (treePath: string, source: string): Promise<PageFile> => ({
      treePath,
      pagePath: `${version ? `${version}/` : ''}${lang}/${treePath}`,
      lang,
      version,
      source,
      compiled: await compiled(source),
    });
  const [en, zh] = [page('en', ''), page('zh', '')];
  const site = (versions: string[] = []) =>
    layoutOf({ lang: 'en', locales: [{ lang: 'en' }, { lang: 'zh' }], multiVersion: { default: versions[0] ?? '', versions } });
  it('lists missing, outdated and differently structured pages', async () => {
    const a = '# A\n\n## One\n';
    const b = '# B\n\n## One\n\n## Two\n';
    const files = await Promise.all([
      en('a.mdx', a),
      zh('a.mdx', withSourceHash('# 甲\n\n## 一\n', sourceHashOf(a))),
      en('b.mdx', b),
      zh('b.mdx', withSourceHash('# 乙\n\n## 一\n', 'stale00000')),
      en('c.mdx', '# C\n'),
      zh('d.mdx', '# 丁\n'),
    ]);
    expect(translationReport(files, site())).toEqual({
      missing: ['en/d.mdx', 'zh/c.mdx'],
      outdated: ['zh/b.mdx'],
      structure: ['zh/b.mdx: 1 H2 sections, en/b.mdx has 2'],
    });
  });
  it('compares the pages of each version with the source of that version', async () => {
    const a = '# A\n';
    const [en0, zh0] = [page('en', '0.x'), page('zh', '0.x')];
    const files = await Promise.all([
      en('a.mdx', a),
      zh('a.mdx', withSourceHash('# 甲\n', sourceHashOf(a))),
      en0('a.mdx', '# Old A\n'),
      zh0('a.mdx', withSourceHash('# 甲\n', sourceHashOf(a))),
      en0('b.mdx', a),
    ]);
    expect(translationReport(files, site(['1.x', '0.x']))).toEqual({ missing: ['0.x/zh/b.mdx'], outdated: ['0.x/zh/a.mdx'], structure: [] });
  });
});
