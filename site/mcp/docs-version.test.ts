import { describe, expect, it } from 'vitest';
import { docsOf, VersionError, versionAsked, versionList, versionOfPrefix } from './docs-version.ts';

const layout = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['2.x', '1.x'], defaultVersion: '2.x' };
const single = { ...layout, versions: [], defaultVersion: '' };

describe('versionAsked', () => {
  it("answers the default version when none is asked, else the one asked in the site's spelling", () => {
    expect(versionAsked(undefined, layout)).toBe('2.x');
    expect(versionAsked('1.x', layout)).toBe('1.x');
    expect(versionAsked('1.X', layout)).toBe('1.x');
    expect(versionAsked(undefined, single)).toBe('');
  });
  it('refuses another version, listing the valid ones', () => {
    expect(() => versionAsked('3.x', layout)).toThrow(VersionError);
    expect(() => versionAsked('1', layout)).toThrow('The docs have no version "1": the versions are 2.x (the default), 1.x.');
    expect(() => versionAsked('1.x', single)).toThrow('The docs have no version "1.x": the site documents a single version.');
  });
});

describe('versions in routes and texts', () => {
  it('reads the version a route starts with, the default one included', () => {
    expect(versionOfPrefix('/1.x/config/mode', layout)).toBe('1.x');
    expect(versionOfPrefix('/2.X/zh/', layout)).toBe('2.x');
    expect(versionOfPrefix('/config/mode', layout)).toBeUndefined();
    expect(versionOfPrefix('/1.x/config/mode', single)).toBeUndefined();
  });
  it('names the versions and the docs of one', () => {
    expect(versionList(layout)).toBe('2.x (the default), 1.x');
    expect(docsOf('1.x')).toBe('the 1.x docs');
    expect(docsOf('')).toBe('the docs');
  });
});
