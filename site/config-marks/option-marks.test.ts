import { describe, expect, it } from 'vitest';
import type { OptionVersions } from '../checks/option-versions.ts';
import { introducedIn, type LineData, optionMarks } from './option-marks.ts';

const v1: OptionVersions = {
  package: '@rsbuild/core',
  scanned: ['1.0.1', '1.7.6'],
  // 1.4.0 and 1.4.1 are missing, as on the registry
  releases: ['1.0.1', '1.3.22', '1.4.2', '1.6.12', '1.6.13', '1.7.6'],
  skipped: [],
  firstVersion: {
    'dev.client': '1.0.1',
    'dev.client.logLevel': '1.6.13',
    logLevel: '1.4.2',
    'server.host': '1.0.1',
    'dev.setupMiddlewares': '1.0.1',
    'performance.profile': '1.0.1',
    'performance.bundleAnalyze': '1.0.1',
    'performance.bundleAnalyze.analyzerMode': '1.0.1',
  },
  deprecated: ['performance.bundleAnalyze'],
};
const v2: OptionVersions = {
  package: '@rsbuild/core',
  scanned: ['2.0.0', '2.3.2'],
  releases: ['2.0.0', '2.0.1', '2.2.12', '2.2.13', '2.2.14', '2.3.2'],
  skipped: [],
  firstVersion: {
    'dev.client': '2.0.0',
    'dev.client.logLevel': '2.0.0',
    logLevel: '2.0.0',
    'server.host': '2.0.0',
    'server.allowedHosts': '2.2.13',
    'server.serveAssets': '2.3.2',
    splitChunks: '2.0.0',
    'splitChunks.minSize': '2.0.0',
    'splitChunks.preset': '2.0.1',
    'dev.setupMiddlewares': '2.0.0',
  },
  deprecated: ['dev.setupMiddlewares'],
  changedFrom: { release: '1.7.6', options: { 'server.host': { default: ["'0.0.0.0'", "'localhost'"] } } },
};
const line1: LineData = { data: v1, next: v2 };
const line2: LineData = { data: v2, previous: v1 };

describe('optionMarks', () => {
  it('marks what a release added after what holds it, not what came with it', () => {
    expect(optionMarks('dev.client.logLevel', line1)).toEqual({ added: { release: '1.6.13' } });
    expect(optionMarks('dev.client', line1)).toEqual({});
    // New in 2.0: the page option is marked, its fields that came with it are not.
    expect(optionMarks('splitChunks', line2)).toEqual({ added: { release: '2.0.0' } });
    expect(optionMarks('splitChunks.minSize', line2)).toEqual({});
    expect(optionMarks('splitChunks.preset', line2)).toEqual({ added: { release: '2.0.1' } });
    expect(optionMarks('server.allowedHosts', line2)).toEqual({ added: { release: '2.2.13' } });
    // Options of the line before are not new in this one.
    expect(optionMarks('dev.client.logLevel', line2)).toEqual({});
  });

  it('says when the registry lacks the releases just before the first one found', () => {
    expect(optionMarks('logLevel', line1)).toEqual({ added: { release: '1.4.2', after: '1.3.22' } });
    expect(optionMarks('server.serveAssets', line2)).toEqual({ added: { release: '2.3.2', after: '2.2.14' } });
  });

  it('marks the defaults and types the major release changed', () => {
    expect(optionMarks('server.host', line2)).toEqual({ changed: { default: ["'0.0.0.0'", "'localhost'"], release: '2.0.0', from: '1.7.6' } });
  });

  it('marks deprecation, with the release when the line before had the option undeprecated', () => {
    expect(optionMarks('dev.setupMiddlewares', line2)).toEqual({ deprecated: { since: '2.0.0' } });
  });

  it('marks removal where it starts: on the older line and on the removed page of the newer one', () => {
    expect(optionMarks('performance.profile', line1)).toEqual({ removed: '2.0.0' });
    expect(optionMarks('performance.bundleAnalyze', line1)).toEqual({ deprecated: {}, removed: '2.0.0' });
    expect(optionMarks('performance.bundleAnalyze.analyzerMode', line1)).toEqual({});
    expect(optionMarks('performance.profile', line2)).toEqual({ removed: '2.0.0' });
    expect(optionMarks('unknown.option', line2)).toEqual({});
  });
});

describe('introducedIn', () => {
  it('names the release that introduced an option, whatever holds it', () => {
    expect(introducedIn('splitChunks.minSize', line2)).toBe('2.0.0');
    expect(introducedIn('server.allowedHosts', line2)).toBe('2.2.13');
    expect(introducedIn('dev.client.logLevel', line1)).toBe('1.6.13');
  });
  it('gives nothing for options older than the line', () => {
    expect(introducedIn('server.host', line2)).toBeUndefined();
    expect(introducedIn('dev.client', line1)).toBeUndefined();
    expect(introducedIn('performance.profile', line2)).toBeUndefined();
  });
});
