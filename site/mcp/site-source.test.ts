import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDistSource } from './dist-source.ts';
import { createHttpSource } from './http-source.ts';
import { safeSitePath, SiteUnreachableError } from './site-source.ts';

describe('safeSitePath', () => {
  it('keeps root-relative paths and refuses the rest', () => {
    expect(safeSitePath('/config/mode.md')).toBe('/config/mode.md');
    expect(safeSitePath('config/mode.md')).toBeUndefined();
    expect(safeSitePath('//evil.example/x')).toBeUndefined();
    expect(safeSitePath('/a/../../etc/passwd')).toBeUndefined();
    expect(safeSitePath('/a\\..\\b')).toBeUndefined();
  });
});

describe('dist source', () => {
  const root = mkdtempSync(join(tmpdir(), 'mcp-dist-'));
  mkdirSync(join(root, 'zh'));
  writeFileSync(join(root, 'zh/llms.txt'), '# 文档');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads files, answers undefined for missing ones', async () => {
    const source = createDistSource(root);
    expect(await source.read('/zh/llms.txt')).toBe('# 文档');
    expect(await source.read('/nope.md')).toBeUndefined();
    expect(await source.read('/zh')).toBeUndefined();
    expect(await source.read('/../x')).toBeUndefined();
  });
  it('reports a missing build folder as unreachable', async () => {
    await expect(createDistSource(join(root, 'gone')).read('/llms.txt')).rejects.toThrow(/does not exist \(run npm run build\)/);
  });
});

describe('http source', () => {
  const answering =
    (status: number, contentType = 'text/plain'): typeof fetch =>
    async () =>
      new Response(status === 200 ? 'body' : 'x', { status, headers: { 'content-type': contentType } });

  it('reads a file under the origin', async () => {
    let asked = '';
    const source = createHttpSource('https://docs.example/', {
      fetch: async (url) => {
        asked = String(url);
        return new Response('text');
      },
    });
    expect(await source.read('/config-reference.json')).toBe('text');
    expect(asked).toBe('https://docs.example/config-reference.json');
  });
  it('maps 404 and an HTML shell to a missing file, other failures to unreachable', async () => {
    expect(await createHttpSource('https://d', { fetch: answering(404) }).read('/x.md')).toBeUndefined();
    expect(await createHttpSource('https://d', { fetch: answering(200, 'text/html; charset=utf-8') }).read('/x.md')).toBeUndefined();
    await expect(createHttpSource('https://d', { fetch: answering(503) }).read('/x.md')).rejects.toThrow(
      new SiteUnreachableError('https://d/x.md answered HTTP 503'),
    );
    const refused: typeof fetch = async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    };
    await expect(createHttpSource('https://d', { fetch: refused }).read('/x.md')).rejects.toThrow('cannot reach https://d/x.md: ECONNREFUSED');
  });
});
