/** Algolia settings are checked when the config loads: a build without an id or key fails clearly. */
import { describe, expect, it } from 'vitest';
import config from '../../../site.config.ts';
import { validateSiteConfig } from '../config/load-config.ts';
import type { SiteConfig } from '../../shared/site-config.ts';

const withSearch = (search: Record<string, string>): SiteConfig => ({ ...config, themeConfig: { ...config.themeConfig, search: search as never } });

describe('search config', () => {
  it('accepts the local provider and a complete Algolia setting', () => {
    expect(() => validateSiteConfig(withSearch({ provider: 'local' }))).not.toThrow();
    expect(() => validateSiteConfig(withSearch({ provider: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'docs' }))).not.toThrow();
  });
  it('fails on a missing application id or search key, naming the field', () => {
    expect(() => validateSiteConfig(withSearch({ provider: 'algolia', apiKey: 'key', indexName: 'docs' }))).toThrow(/themeConfig\.search\.appId/);
    expect(() => validateSiteConfig(withSearch({ provider: 'algolia', appId: 'APP', indexName: 'docs' }))).toThrow(/themeConfig\.search\.apiKey/);
  });
});
