import { describe, expect, it } from 'vitest';
import { ArgsError, DEFAULT_HTTP_PORT, parseMcpArgs } from './args.ts';

const SITE = { siteUrl: 'https://rsbuild.rs' };
const BUILT = { ...SITE, localBuild: '/checkout/dist' };

describe('parseMcpArgs', () => {
  it('defaults to stdio over the configured site', () => {
    expect(parseMcpArgs([], SITE)).toEqual({ transport: { kind: 'stdio' }, source: { kind: 'site', url: SITE.siteUrl } });
  });
  it("reads the checkout's own build by default when it has one, and a named site or build when asked", () => {
    expect(parseMcpArgs([], BUILT)?.source).toEqual({ kind: 'dist', folder: '/checkout/dist' });
    expect(parseMcpArgs(['--site', 'https://rsbuild.rs'], BUILT)?.source).toEqual({ kind: 'site', url: 'https://rsbuild.rs' });
    expect(parseMcpArgs(['--dist', 'other'], BUILT)?.source).toEqual({ kind: 'dist', folder: 'other' });
  });
  it('reads --http, --port, --site and --dist', () => {
    expect(parseMcpArgs(['--http', '--port', '3010'], SITE)).toEqual({ transport: { kind: 'http', port: 3010 }, source: { kind: 'site', url: SITE.siteUrl } });
    expect(parseMcpArgs(['--http'], SITE)?.transport).toEqual({ kind: 'http', port: DEFAULT_HTTP_PORT });
    expect(parseMcpArgs(['--http', '--port=0'], SITE)?.transport).toEqual({ kind: 'http', port: 0 });
    expect(parseMcpArgs(['--site', 'http://127.0.0.1:4173/'], SITE)?.source).toEqual({ kind: 'site', url: 'http://127.0.0.1:4173' });
    expect(parseMcpArgs(['--site', 'https://example.com/docs/?x=1'], SITE)?.source).toEqual({ kind: 'site', url: 'https://example.com/docs' });
    expect(parseMcpArgs(['--dist', 'dist'], SITE)?.source).toEqual({ kind: 'dist', folder: 'dist' });
  });
  it('returns undefined for --help', () => {
    expect(parseMcpArgs(['--help'], SITE)).toBeUndefined();
    expect(parseMcpArgs(['-h'], SITE)).toBeUndefined();
  });
  it.each([
    [['--site', 'a', '--dist', 'b'], /exclude each other/],
    [['--port', '3010'], /--http only/],
    [['--http', '--port', 'abc'], /not a port/],
    [['--http', '--port', '70000'], /not a port/],
    [['--site', 'not a url'], /not a URL/],
    [['--site', 'ftp://x.org'], /only http and https/],
    [['--dist', ' '], /needs a folder/],
    [['--verbose'], /Unknown option/],
    [['extra'], /positional/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseMcpArgs(argv, SITE)).toThrow(ArgsError);
    expect(() => parseMcpArgs(argv, SITE)).toThrow(message);
  });
});
