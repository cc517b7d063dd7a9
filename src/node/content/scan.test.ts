import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lastCommitTimes, routeCollisions, scanContent } from './scan.ts';
import { ContentError } from '../content-error.ts';
import { ALLOW_HINT } from '../markdown/remark-no-scripts.ts';
import { layoutOf } from '../../shared/site-layout.ts';

const layout = layoutOf({ lang: 'en', locales: [{ lang: 'en' }, { lang: 'zh' }], multiVersion: { default: '', versions: [] } });

describe('lastCommitTimes', () => {
  it("keeps each file's newest commit from a newest-first log", () => {
    const log = ['\x00300', '', 'docs/en/a.mdx', '\x00200', '', 'docs/en/a.mdx', 'docs/en/b.mdx', '\x00100', '', 'docs/en/b.mdx', ''].join('\n');
    const times = lastCommitTimes(log, '/repo');
    expect(times.get('/repo/docs/en/a.mdx')).toBe(300_000);
    expect(times.get('/repo/docs/en/b.mdx')).toBe(200_000);
    expect(times.size).toBe(2);
  });
});

describe('routeCollisions', () => {
  const messages = (files: string[]) => routeCollisions({ docsDir: '/site/docs', layout }, files).map((e) => e.message);

  it('reports each file of a route that two files publish to', () => {
    expect(messages(['en/foo.md', 'en/foo.mdx', 'en/bar.mdx'])).toEqual([
      '/site/docs/en/foo.md:1:1 two files for the route /foo: /site/docs/en/foo.md, /site/docs/en/foo.mdx',
      '/site/docs/en/foo.mdx:1:1 two files for the route /foo: /site/docs/en/foo.md, /site/docs/en/foo.mdx',
    ]);
  });
  it('treats names that differ in letter case, and a page beside its folder index, as one route', () => {
    expect(messages(['en/guide/Glossary.mdx', 'en/guide/glossary.mdx'])).toHaveLength(2);
    expect(messages(['en/x.mdx', 'en/x/index.mdx'])[0]).toMatch(/two files for the route \/x: \/site\/docs\/en\/x\.mdx, \/site\/docs\/en\/x\/index\.mdx$/);
    expect(messages(['en/a.md', 'en/A.md', 'en/a/index.mdx'])[0]).toMatch(/3 files for the route \/a:/);
  });
  it('keeps languages and distinct pages apart', () => {
    expect(messages(['en/foo.mdx', 'zh/foo.mdx', 'en/foo/bar.mdx', 'en/index.mdx', 'zh/index.mdx'])).toEqual([]);
  });
});

describe('scanContent', () => {
  it('lists every bad file at once, each with file:line:column', async () => {
    const docs = join(mkdtempSync(join(tmpdir(), 'scan-')), 'docs');
    mkdirSync(join(docs, 'en'), { recursive: true });
    const write = (name: string, content: string | Uint8Array) => writeFileSync(join(docs, 'en', name), content);
    write('index.mdx', '# Home\n');
    write('foo.md', '# Foo\n');
    write('foo.mdx', '# Foo again\n');
    write('latin1.mdx', Buffer.from('# Café\n', 'latin1'));
    write('utf16.mdx', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# T\n', 'utf16le')]));
    write('empty.mdx', 'Some text, no heading.\n');
    write('script.mdx', '# Script\n\n<button onClick={() => alert(1)}>x</button>\n');
    const error = await scanContent(
      { docsDir: docs, layout },
      () => ({}),
      () => [new ContentError('site.config.ts', 9, 5, 'redirects[0] from the check')],
    ).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const lines = (error as Error).message.split('\n');
    expect(lines[0]).toBe('Content errors (7):');
    const at = (file: string) => join(docs, 'en', file);
    expect(lines.slice(1)).toEqual([
      `${at('empty.mdx')}:1:1 empty page: no "title" in the frontmatter and no "# Heading" (it would be published titled by its file name)`,
      `${at('foo.md')}:1:1 two files for the route /foo: ${at('foo.md')}, ${at('foo.mdx')}`,
      `${at('foo.mdx')}:1:1 two files for the route /foo: ${at('foo.md')}, ${at('foo.mdx')}`,
      `${at('latin1.mdx')}:1:6 not valid UTF-8 (byte 0xE9; Latin-1 or another legacy encoding?): save the file as UTF-8 (without a byte-order mark)`,
      `${at('script.mdx')}:3:9 inline event handler onClick on <button>: ${ALLOW_HINT}`,
      `${at('utf16.mdx')}:1:1 the file is UTF-16 (little-endian byte-order mark): save the file as UTF-8 (without a byte-order mark)`,
      'site.config.ts:9:5 redirects[0] from the check',
    ]);
  });
});
