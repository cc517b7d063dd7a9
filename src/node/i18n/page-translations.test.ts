import { describe, expect, it } from 'vitest';
import { linkTranslations } from './page-translations.ts';
import { sourceHashOf } from './translation-status.ts';
import type { PageRecord } from '../content/scan.ts';
import type { Lang } from '../../shared/types.ts';

function record(relativePath: string, routePath: string, source: string, sourceHash?: string): PageRecord {
  const lang = relativePath.slice(0, 2) as Lang;
  return { relativePath, routePath, lang, source, compiled: { frontmatter: sourceHash ? { sourceHash } : {} } } as unknown as PageRecord;
}

describe('linkTranslations', () => {
  it('sets alternates and the translation status of each page', () => {
    const current = record('en/a.mdx', '/a', 'A');
    const stale = record('en/b.mdx', '/b', 'B2');
    const pages = [
      current,
      record('zh/a.mdx', '/zh/a', '甲', sourceHashOf('A')),
      stale,
      record('zh/b.mdx', '/zh/b', '乙', sourceHashOf('B1')),
      record('en/only.mdx', '/only', 'x'),
      record('zh/zh-only.mdx', '/zh/zh-only', 'x'),
    ];
    linkTranslations(pages);
    expect(pages.map((p) => [p.routePath, p.alternates, p.translation])).toEqual([
      ['/a', { zh: '/zh/a' }, undefined],
      ['/zh/a', { en: '/a' }, { outdated: false, source: '/a' }],
      ['/b', { zh: '/zh/b' }, undefined],
      ['/zh/b', { en: '/b' }, { outdated: true, source: '/b' }],
      ['/only', {}, undefined],
      ['/zh/zh-only', {}, undefined],
    ]);
  });
});
