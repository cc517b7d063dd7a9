import { describe, expect, it, vi } from 'vitest';
import { compileRedirects, findRedirect, literalPathOf } from './redirects.ts';
import siteConfig from '../../site.config.ts';
import { siteConfigSchema } from './site-config.ts';

/** The site's config as the build reads it, defaults filled in. */
const config = siteConfigSchema.parse(siteConfig);

describe('redirects', () => {
  it('skips an invalid pattern with one warning and keeps the others', () => {
    const warn = vi.fn();
    const compiled = compileRedirects(
      [
        { from: '^/a(', to: '/x' },
        { from: '^/b$', to: '/y' },
      ],
      warn,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('^/a(');
    expect(findRedirect('/b', compiled)).toBe('/y');
  });
  it('supports capture groups in the target', () => {
    const compiled = compileRedirects([{ from: '^/old/(.*)$', to: '/new/$1' }]);
    expect(findRedirect('/old/page', compiled)).toBe('/new/page');
    expect(findRedirect('/other', compiled)).toBeUndefined();
  });
  it('covers the moved pages of the site in both languages', () => {
    const compiled = compileRedirects(config.redirects);
    expect(findRedirect('/config/source/alias', compiled)).toBe('/config/resolve/alias');
    expect(findRedirect('/config/source/alias-strategy', compiled)).toBe('/config/resolve/alias-strategy');
    expect(findRedirect('/guide/basic/css-modules', compiled)).toBe('/guide/styling/css-modules');
    expect(findRedirect('/zh/guide/basic/tailwindcss-v3', compiled)).toBe('/zh/guide/styling/tailwindcss-v3');
    expect(findRedirect('/guide/basic/configure-rspack', compiled)).toBe('/guide/configuration/rspack');
    expect(findRedirect('/zh/guide/basic/configure-swc/', compiled)).toBe('/zh/guide/configuration/swc');
    expect(findRedirect('/plugins/list/plugin-assets-retry', compiled)).toMatch(/^https:\/\/github\.com\//);
    expect(findRedirect('/config/resolve/alias', compiled)).toBeUndefined();
    expect(findRedirect('/guide/basic/css-usage-more', compiled)).toBeUndefined();
  });
  it('knows the one path of a literal pattern', () => {
    expect(literalPathOf('^/config/source/alias/?$')).toBe('/config/source/alias');
    expect(literalPathOf('^/zh/guide/basic/tailwindcss\\-v3$')).toBe('/zh/guide/basic/tailwindcss-v3');
    expect(literalPathOf('^/old/(.*)$')).toBeUndefined();
  });
});
