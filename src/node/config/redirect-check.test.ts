import { describe, expect, it } from 'vitest';
import { redirectProblems } from './redirect-check.ts';
import siteConfig from '../../../site.config.ts';
import { siteConfigSchema } from '../../shared/site-config.ts';
import { listContentFiles } from '../content/scan.ts';
import { layoutOf, placeOfFile } from '../../shared/site-layout.ts';
import { join } from 'node:path';

/** The site's config as the build reads it, defaults filled in. */
const config = siteConfigSchema.parse(siteConfig);

const routes = ['/', '/guide/start/', '/guide/new-page', '/zh/guide/new-page'];
const source = [
  'export default defineSiteConfig({',
  '  redirects: [',
  "    { from: '^/old/(unclosed$', to: '/guide/new-page' },",
  "    { from: '^/guide/moved\\\\.page/?$', to: '/guide/gone' },",
  '  ],',
  '});',
].join('\n');
const check = (redirects: { from: string; to: string }[]) => redirectProblems(redirects, routes, 'site.config.ts', source).map((e) => e.message);

describe('redirectProblems', () => {
  it('refuses a pattern the browser cannot read, at its place in the config', () => {
    expect(check([{ from: '^/old/(unclosed$', to: '/guide/new-page' }])).toEqual([
      'site.config.ts:3:13 redirects[0] "from" "^/old/(unclosed$" is not a valid regular expression (Invalid regular expression: /^/old/(unclosed$/: Unterminated group); the browser would skip it',
    ]);
  });
  it('refuses a target that is no page, found with doubled backslashes in the source', () => {
    expect(check([{ from: '^/guide/moved\\.page/?$', to: '/guide/gone' }])).toEqual([
      'site.config.ts:4:13 redirects[0] "to" "/guide/gone" leads to /guide/gone, which is no page',
    ]);
  });
  it('resolves captured groups for a literal pattern, and points at `redirects` for generated ones', () => {
    expect(check([{ from: '^/(zh/)?guide/renamed/?$', to: '/$1guide/new-page' }])).toEqual([]);
    expect(check([{ from: '^/zh/old-start$', to: '/zh/guide/start/#intro' }])).toEqual([
      'site.config.ts:2:3 redirects[0] "to" "/zh/guide/start/#intro" leads to /zh/guide/start/, which is no page',
    ]);
  });
  it('accepts existing pages (any case or trailing slash), external URLs, chains and open patterns', () => {
    expect(
      check([
        { from: '^/a/?$', to: '/Guide/Start' },
        { from: '^/b$', to: 'https://github.com/web-infra-dev/rsbuild' },
        { from: '^/c$', to: '/a' },
        { from: '^/old/(.*)$', to: '/new/$1' },
      ]),
    ).toEqual([]);
  });
  it('refuses a target that is neither a path nor an http(s) URL', () => {
    expect(check([{ from: '^/x$', to: 'javascript:alert(1)' }])[0]).toMatch(
      /redirects\[0\] "to" "javascript:alert\(1\)" must be a path starting with \/ or an http\(s\) URL$/,
    );
  });
  it("passes the site's own redirects", () => {
    const tree = { docsDir: join(import.meta.dirname, '../../../docs'), layout: layoutOf(config) };
    const routes = listContentFiles(tree).map((f) => placeOfFile(f, tree.layout)!.route);
    expect(redirectProblems(config.redirects, routes, 'site.config.ts', '')).toEqual([]);
  });
});
