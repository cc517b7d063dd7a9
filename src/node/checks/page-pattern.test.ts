import { describe, expect, it } from 'vitest';
import { pagePath, selectsPage } from './page-pattern.ts';

describe('selectsPage', () => {
  it('selects every page without a pattern', () => {
    expect(selectsPage(undefined, 'config/mode')).toBe(true);
  });

  it('treats a plain path as a route prefix of whole segments', () => {
    expect(selectsPage('config/dev', 'config/dev/hmr')).toBe(true);
    expect(selectsPage('/config/dev/', 'config/dev')).toBe(true);
    expect(selectsPage('config/dev', 'config/dev-server')).toBe(false);
  });

  it('matches globs', () => {
    expect(selectsPage('guide/*/env-vars', 'guide/advanced/env-vars')).toBe(true);
    expect(selectsPage('guide/*', 'guide/advanced/env-vars')).toBe(false);
    expect(selectsPage('**/migration/**', 'guide/migration/cra')).toBe(true);
  });
});

describe('pagePath', () => {
  it('drops the language and the extension', () => {
    expect(pagePath('zh/guide/start/index.mdx')).toBe('guide/start/index');
  });
});
