/** Search settings are checked when the config loads: a malformed Algolia setting fails the build clearly. */
import { describe, expect, it } from 'vitest';
import siteConfig from '../../../site.config.ts';
import { type SiteConfig, siteConfigSchema } from '../../shared/site-config.ts';
import { validateSiteConfig } from '../config/load-config.ts';

/** The site's config as the build reads it, defaults filled in. */
const config = siteConfigSchema.parse(siteConfig);

const withSearch = (search: Record<string, unknown>): SiteConfig => ({ ...config, themeConfig: { ...config.themeConfig, search: search as never } });
const algolia = (indexName: unknown) => withSearch({ provider: 'algolia', appId: 'APP', apiKey: 'key', indexName });

describe('search config', () => {
  it('accepts the local provider, one shared Algolia index and one index per locale', () => {
    expect(() => validateSiteConfig(withSearch({ provider: 'local' }))).not.toThrow();
    expect(() => validateSiteConfig(algolia('docs'))).not.toThrow();
    expect(() => validateSiteConfig(algolia({ en: 'docs-en', zh: 'docs-zh' }))).not.toThrow();
  });
  it('fails on a missing application id or search key, naming the field', () => {
    expect(() => validateSiteConfig(withSearch({ provider: 'algolia', apiKey: 'key', indexName: 'docs' }))).toThrow(/themeConfig\.search\.appId/);
    expect(() => validateSiteConfig(withSearch({ provider: 'algolia', appId: 'APP', indexName: 'docs' }))).toThrow(/themeConfig\.search\.apiKey/);
  });
  it('fails on a malformed index name, naming the field', () => {
    expect(() => validateSiteConfig(algolia(undefined))).toThrow(
      /"themeConfig\.search\.indexName" must be an index name, or an object with one index name per locale/,
    );
    expect(() => validateSiteConfig(algolia(''))).toThrow(/"themeConfig\.search\.indexName" is required/);
    expect(() => validateSiteConfig(algolia(['docs']))).toThrow(/"themeConfig\.search\.indexName" must be/);
    expect(() => validateSiteConfig(algolia({ en: 'docs-en' }))).toThrow(/"themeConfig\.search\.indexName\.zh" must be a non-empty index name/);
    expect(() => validateSiteConfig(algolia({ en: 'docs-en', zh: 7 }))).toThrow(/indexName\.zh/);
    expect(() => validateSiteConfig(algolia({ en: 'a', zh: 'b', fr: 'c' }))).toThrow(
      /"themeConfig\.search\.indexName\.fr" is not a locale of the site \(en, zh\)/,
    );
  });
  it('fails on an unknown provider', () => {
    expect(() => validateSiteConfig(withSearch({ provider: 'elastic' }))).toThrow(/themeConfig\.search\.provider/);
  });
});
