/** The site config is checked as it loads: every malformed section fails naming its field. */
import { describe, expect, it } from 'vitest';
import config from '../../../site.config.ts';
import { validateSiteConfig } from './load-config.ts';
import type { SiteConfig } from '../../shared/site-config.ts';

const broken = (patch: Record<string, unknown>) => ({ ...config, ...patch }) as unknown as SiteConfig;

describe('validateSiteConfig', () => {
  it('accepts the site config', () => {
    expect(() => validateSiteConfig(config)).not.toThrow();
  });
  it.each(['themeConfig', 'multiVersion', 'route', 'markdown'])('names a missing %s section instead of crashing', (section) => {
    expect(() => validateSiteConfig(broken({ [section]: undefined }))).toThrow(new RegExp(`"${section}" must be an object`));
  });
  it('rejects unknown Markdown settings', () => {
    expect(() => validateSiteConfig(broken({ markdown: { ...config.markdown, deadLinks: 'ignore' } }))).toThrow(
      /"markdown\.deadLinks" must be "error" or "warn"/,
    );
    expect(() => validateSiteConfig(broken({ markdown: { ...config.markdown, showLineNumbers: 'yes' } }))).toThrow(/markdown\.showLineNumbers/);
  });
  it('rejects a bad navbar mode, a nav item without a target and a default version that is not listed', () => {
    expect(() => validateSiteConfig(broken({ themeConfig: { ...config.themeConfig, hideNavbar: 'sometimes' } }))).toThrow(/themeConfig\.hideNavbar/);
    const [first, ...rest] = config.locales;
    expect(() => validateSiteConfig(broken({ locales: [{ ...first, nav: [{ text: 'Lost' }] }, ...rest] }))).toThrow(
      /locales\[0\]\.nav\[0\]" needs a link or items/,
    );
    expect(() => validateSiteConfig(broken({ multiVersion: { default: '2.x', versions: ['1.x', '0.x'] } }))).toThrow(/multiVersion\.default/);
  });
});
