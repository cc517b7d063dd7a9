import { describe, expect, it } from 'vitest';
import type { ConfigReferenceOption } from '../checks/config-reference-format.ts';
import { configSections, findConfigOption, optionsInSection, pageOptions, subOptionsOf } from './config-lookup.ts';

const option = (name: string, anchor = ''): ConfigReferenceOption => ({
  name,
  type: 'string',
  default: null,
  since: null,
  summary: `About ${name}.`,
  url: `https://x/config/${name.split('.').slice(0, 2).join('/')}${anchor ? `#${anchor}` : ''}`,
});

const options = [
  option('mode'),
  option('dev.assetPrefix'),
  option('output.assetPrefix'),
  option('output.distPath'),
  option('output.distPath.js', 'js'),
  option('output.distPath.root', 'root'),
  option('output.filename'),
  option('output.filename.js', 'js'),
  option('server.port'),
];

const found = (name: string) => {
  const result = findConfigOption(options, name);
  return result.kind === 'found' ? result.option.name : result;
};

describe('findConfigOption', () => {
  it('finds the full path in any case and with dashes', () => {
    expect(found('output.distPath')).toBe('output.distPath');
    expect(found('OUTPUT.DISTPATH')).toBe('output.distPath');
    expect(found('output.dist-path')).toBe('output.distPath');
    expect(found('  server.port ')).toBe('server.port');
    expect(found('mode')).toBe('mode');
  });
  it('finds the last part when one option ends so, the shallowest first', () => {
    expect(found('distPath')).toBe('output.distPath');
    expect(found('port')).toBe('server.port');
    expect(found('distPath.root')).toBe('output.distPath.root');
    expect(found('root')).toBe('output.distPath.root');
  });
  it('names the candidates when several options end so', () => {
    expect(findConfigOption(options, 'assetPrefix')).toEqual({ kind: 'ambiguous', candidates: [options[1], options[2]] });
    expect(findConfigOption(options, 'js')).toMatchObject({ kind: 'ambiguous', candidates: [{ name: 'output.distPath.js' }, { name: 'output.filename.js' }] });
  });
  it('suggests close names for an unknown option', () => {
    expect(findConfigOption(options, 'output.dist')).toEqual({
      kind: 'missing',
      suggestions: ['output.distPath', 'output.distPath.js', 'output.distPath.root'],
    });
    expect(findConfigOption(options, 'filenames')).toEqual({ kind: 'missing', suggestions: ['output.filename'] });
    expect(findConfigOption(options, 'zzz')).toEqual({ kind: 'missing', suggestions: [] });
  });
});

describe('sections', () => {
  it('lists sections, their options and the options with a page', () => {
    expect(configSections(options)).toEqual(['dev', 'mode', 'output', 'server']);
    expect(optionsInSection(options, 'Server')?.map((o) => o.name)).toEqual(['server.port']);
    expect(optionsInSection(options, 'nope')).toBeUndefined();
    expect(pageOptions(options).map((o) => o.name)).not.toContain('output.distPath.js');
    expect(subOptionsOf(options, options[3]).map((o) => o.name)).toEqual(['output.distPath.js', 'output.distPath.root']);
  });
});
