import { describe, expect, it } from 'vitest';
import { linkTranslations } from './page-translations.ts';
import { sourceHashOf } from './translation-status.ts';
import type { PageRecord } from '../content/scan.ts';
import { layoutOf, placeOfFile } from '../../shared/site-layout.ts';

const layout = layoutOf({ lang: 'en', locales: [{ lang: 'en' }, { lang: 'zh' }], multiVersion: { default: '1.x', versions: ['1.x', '0.x'] } });

function record(relativePath: string, source: string, sourceHash?: string): PageRecord {
  const { route: routePath, lang, version, treePath } = placeOfFile(relativePath, layout)!;
  return {
    pagePath: relativePath,
    treePath,
    routePath,
    lang,
    version,
    source,
    compiled: { frontmatter: sourceHash ? { sourceHash } : {} },
  } as unknown as PageRecord;
}

describe('linkTranslations', () => {
  it('sets alternates and the translation status of each page', () => {
    const current = record('en/a.mdx', 'A');
    const stale = record('en/b.mdx', 'B2');
    const pages = [
      current,
      record('zh/a.mdx', '甲', sourceHashOf('A')),
      stale,
      record('zh/b.mdx', '乙', sourceHashOf('B1')),
      record('en/only.mdx', 'x'),
      record('zh/zh-only.mdx', 'x'),
    ];
    linkTranslations(pages, 'en');
    expect(pages.map((p) => [p.routePath, p.alternates, p.translation])).toEqual([
      ['/a', { zh: '/zh/a' }, undefined],
      ['/zh/a', { en: '/a' }, { outdated: false, source: '/a' }],
      ['/b', { zh: '/zh/b' }, undefined],
      ['/zh/b', { en: '/b' }, { outdated: true, source: '/b' }],
      ['/only', {}, undefined],
      ['/zh/zh-only', {}, undefined],
    ]);
  });
  it('links translations within a version, and a page of another version to the same page in the default one', () => {
    const pages = [record('en/a.mdx', 'A'), record('0.x/en/a.mdx', 'A0'), record('0.x/zh/a.mdx', '甲', sourceHashOf('A0')), record('0.x/en/old.mdx', 'x')];
    linkTranslations(pages, 'en');
    expect(pages.map((p) => [p.routePath, p.alternates, p.translation, p.versions])).toEqual([
      ['/a', {}, undefined, { '0.x': '/0.x/a' }],
      ['/0.x/a', { zh: '/0.x/zh/a' }, undefined, { '': '/a' }],
      ['/0.x/zh/a', { en: '/0.x/a' }, { outdated: false, source: '/0.x/a' }, undefined],
      ['/0.x/old', {}, undefined, undefined],
    ]);
  });
});
