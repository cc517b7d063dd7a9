import { describe, expect, it } from 'vitest';
import type { ConfigOption } from './config-options.ts';
import { findFirstVersions, optionChanges, type OptionVersions, releasesOf, staleDataProblems } from './option-versions.ts';

describe('releasesOf', () => {
  it('keeps the stable releases of one major version, oldest first', () => {
    expect(releasesOf(['1.10.0', '0.7.0', '1.2.0', '1.0.0-rc.1', '2.0.0', '1.9.3', 'x'], 1)).toEqual(['1.2.0', '1.9.3', '1.10.0']);
  });
});

describe('findFirstVersions', () => {
  const releases = ['1.0.0', '1.0.1', '1.0.2', '1.1.0', '1.1.1', '1.2.0', '1.2.1', '1.3.0'];
  // What each release declares: `b` from 1.1.0, `c` from 1.2.1, `d` from 1.0.2; 1.0.0 has no types.
  const appeared: Record<string, string> = { a: '1.0.1', b: '1.1.0', c: '1.2.1', d: '1.0.2' };
  const index = (v: string) => releases.indexOf(v);
  const declared = (v: string) => new Set(Object.keys(appeared).filter((p) => index(appeared[p]) <= index(v)));

  it('finds the first release of each option and skips unreadable releases', async () => {
    const read: string[] = [];
    const result = await findFirstVersions(releases, async (v) => {
      read.push(v);
      return v === '1.0.0' ? undefined : declared(v);
    });
    expect(result.firstVersion).toEqual(appeared);
    expect(result.scanned).toEqual(['1.0.1', '1.3.0']);
    expect(result.releases).toEqual(releases.slice(1));
    expect(result.skipped).toEqual(['1.0.0']);
    // Bisection: not every release needs to be read.
    expect(new Set(read).size).toBeLessThanOrEqual(releases.length);
  });

  it('reads only the two ends when nothing changed', async () => {
    const read: string[] = [];
    await findFirstVersions(releases, async (v) => {
      read.push(v);
      return new Set(['a']);
    });
    expect(read).toEqual(['1.0.0', '1.3.0']);
  });

  it('attributes options to the next readable release when the one between cannot be read', async () => {
    const result = await findFirstVersions(['1.0.0', '1.0.1', '1.0.2'], async (v) => (v === '1.0.1' ? undefined : declared(v === '1.0.0' ? '1.0.1' : '1.1.0')));
    expect(result.firstVersion).toEqual({ a: '1.0.0', b: '1.0.2', d: '1.0.2' });
    expect(result.skipped).toEqual(['1.0.1']);
  });
});

describe('optionChanges', () => {
  const option = (path: string, fields: Partial<ConfigOption>): ConfigOption => ({
    path,
    depth: 2,
    deprecated: false,
    ownType: true,
    webpackOnly: false,
    ...fields,
  });
  it('lists the defaults and declared types a release changed, of options in both', () => {
    const before = [
      option('server.host', { default: "'0.0.0.0'", type: 'string' }),
      option('server.cors', { default: 'false', type: 'boolean | cors.CorsOptions' }),
      option('performance.chunkSplit', { default: "{ strategy: 'split-by-experience' }" }),
      option('output.target', { default: "'web'" }),
    ];
    const after = [
      option('server.host', { default: "'localhost'", type: 'string | boolean' }),
      // The same type through a renamed namespace import, the same default in other quotes.
      option('server.cors', { default: 'false', type: 'boolean | Cors.CorsOptions' }),
      // A default the types stop stating is no change.
      option('performance.chunkSplit', {}),
      option('output.target', { default: '"web"' }),
      option('server.allowedHosts', { default: 'true' }),
    ];
    expect(optionChanges(before, after)).toEqual({ 'server.host': { default: ["'0.0.0.0'", "'localhost'"], type: ['string', 'string | boolean'] } });
  });
});

describe('staleDataProblems', () => {
  const data: OptionVersions = {
    package: '@rsbuild/core',
    scanned: ['2.0.0', '2.3.2'],
    releases: ['2.0.0', '2.3.2'],
    skipped: [],
    firstVersion: { mode: '2.0.0', 'dev.setupMiddlewares': '2.0.0' },
    deprecated: ['dev.setupMiddlewares'],
  };
  const option = (path: string, deprecated = false): ConfigOption => ({ path, depth: 2, deprecated, ownType: true, webpackOnly: false });
  it('accepts data that covers the installed types', () => {
    expect(staleDataProblems(data, [option('mode'), option('dev.setupMiddlewares', true)], 'v.json')).toEqual([]);
  });
  it('asks for a new scan when the types declare or deprecate what the data does not know', () => {
    expect(staleDataProblems(data, [option('mode', true), option('dev.setupMiddlewares', true), option('customLogger')], 'v.json')).toEqual([
      'v.json: customLogger is not in the data, run npm run versions:scan',
      'v.json: the deprecated options differ from the installed types (mode, dev.setupMiddlewares), run npm run versions:scan',
    ]);
  });
});
