import { describe, expect, it } from 'vitest';
import { compileConfigPage } from './compile-config-page.ts';
import { compareVersionLines, findFirstVersions, type OptionVersions, releasesOf } from './option-versions.ts';

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

describe('compareVersionLines', () => {
  const data: OptionVersions = {
    package: '@rsbuild/core',
    scanned: ['1.0.1', '1.7.6'],
    // 1.4.0 and 1.4.1 are missing, as on the registry
    releases: ['1.0.1', '1.1.10', '1.1.11', '1.3.22', '1.4.2', '1.6.1', '1.6.2', '1.6.12', '1.6.13', '1.6.14', '1.7.0', '1.7.6'],
    skipped: [],
    firstVersion: {
      'dev.client': '1.0.1',
      'dev.client.logLevel': '1.6.13',
      'dev.client.overlay': '1.0.1',
      'dev.client.overlay.runtime': '1.7.0',
      'html.implementation': '1.6.2',
      logLevel: '1.4.2',
      'server.cors': '1.1.11',
      'server.cors.origin': '1.1.11',
    },
  };
  const current = new Set(Object.keys(data.firstVersion));
  const page = (file: string, source: string) => compileConfigPage(file, source);

  it('accepts Version items that name the first release, and options as old as their context without one', async () => {
    const cors = await page('cors.mdx', '# server.cors\n\n- **Version:** `>= 1.1.11`\n\n## Options\n\n### origin\n\n- **Default:** `true`\n');
    const client = await page(
      'client.mdx',
      '# dev.client\n\n## Options\n\n### overlay\n\n#### overlay.runtime\n\n- **Version:** `>= 1.7.0`\n\n### logLevel\n\n- **版本：** `>= 1.6.13`\n',
    );
    expect(compareVersionLines(data, current, [cors, client])).toEqual([]);
  });

  it('reports a wrong release with the line of the item', async () => {
    const implementation = await page('implementation.mdx', '# html.implementation\n\n- **Default:** `js`\n- **Version:** `>= 1.7.0`\n');
    expect(compareVersionLines(data, current, [implementation])).toEqual([
      'implementation.mdx:4 html.implementation: Version says 1.7.0, the types first declare it in 1.6.2 (not in 1.6.1)',
    ]);
  });

  it('accepts a release the registry lacks between the last release without the option and the first with it', async () => {
    const ok = await page('log-level.mdx', '# logLevel\n\n- **Version:** `>= 1.4.0`\n');
    const early = await page('log-level.mdx', '# logLevel\n\n- **Version:** `>= 1.3.22`\n');
    expect(compareVersionLines(data, current, [ok])).toEqual([]);
    expect(compareVersionLines(data, current, [early])).toEqual([
      'log-level.mdx:3 logLevel: Version says 1.3.22, the types first declare it in 1.4.2 (not in 1.3.22)',
    ]);
  });

  it('reports a missing Version item for a page option or a sub-option newer than its context', async () => {
    const implementation = await page('implementation.mdx', '# html.implementation\n');
    const client = await page('client.mdx', '# dev.client\n\n## Options\n\n### overlay\n\n#### runtime\n\n### logLevel\n');
    expect(compareVersionLines(data, current, [implementation, client])).toEqual([
      'client.mdx:7 dev.client.overlay.runtime: no Version item, the types first declare it in 1.7.0 (- **Version:** `>= 1.7.0`)',
      'client.mdx:9 dev.client.logLevel: no Version item, the types first declare it in 1.6.13 (- **Version:** `>= 1.6.13`)',
      'implementation.mdx:1 html.implementation: no Version item, the types first declare it in 1.6.2 (- **Version:** `>= 1.6.2`)',
    ]);
  });

  it('asks for a new scan when the types declare an option the data does not know', async () => {
    const mode = await page('mode.mdx', '# mode\n');
    expect(compareVersionLines(data, new Set([...current, 'mode']), [mode])).toEqual([
      'mode.mdx:1 mode: not in option-versions.json, run npm run versions:scan',
    ]);
  });

  it('ignores H4 sections that name values rather than fields, unless they carry a Version item', async () => {
    const decorators = await page('decorators.mdx', '# dev.client\n\n## Options\n\n### overlay\n\n#### 2022-03\n\n#### legacy\n\n- **Version:** `>= 1.2.0`\n');
    expect(compareVersionLines(data, current, [decorators])).toEqual([
      'decorators.mdx:11 dev.client.overlay.legacy: a Version item for something the types do not declare',
    ]);
  });
});
