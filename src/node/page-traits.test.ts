import { describe, expect, it } from 'vitest';
import { hasStaticBody } from './page-traits.ts';
import type { PageRecord } from './content/scan.ts';

const page = (pageType: PageRecord['pageType'], components: string[] = [], routePath = '/guide/a') =>
  ({ pageType, routePath, compiled: { components, frontmatter: {} } }) as unknown as PageRecord;

describe('hasStaticBody', () => {
  it('shows a doc page first as its prerendered content when every component of it works from its markup', () => {
    expect(hasStaticBody(page('doc'))).toBe(true);
    expect(hasStaticBody(page('doc', ['PackageManagerTabs', 'Tabs', 'Tab']))).toBe(true);
    expect(hasStaticBody(page('doc', ['Overview'], '/config/overview'))).toBe(true);
  });

  it('hydrates in full a page holding a component of the site, and pages of other types', () => {
    expect(hasStaticBody(page('doc', ['Tabs', 'BenchmarkPanel']))).toBe(false);
    for (const type of ['home', 'custom', 'blank'] as const) expect(hasStaticBody(page(type))).toBe(false);
  });
});
