import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderCache, renderKeys, renderSummary, type ServerChunk } from './render-cache.ts';

/** A server build: an entry naming both pages, a shared theme chunk, two sidebars and two pages. */
function output(code: Partial<Record<string, string>> = {}): ServerChunk[] {
  const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false): ServerChunk => ({
    fileName,
    code: code[fileName] ?? `code of ${fileName}`,
    imports,
    isEntry,
    facadeModuleId,
  });
  return [
    chunk('prerender.mjs', ['chunks/theme.mjs', 'react-dom/server'], null, true),
    chunk('chunks/theme.mjs', ['react']),
    chunk('chunks/sidebar-guide.mjs', []),
    chunk('chunks/sidebar-api.mjs', []),
    chunk('pages/guide.mjs', ['chunks/theme.mjs', 'chunks/sidebar-guide.mjs'], '\0page:guide.md'),
    chunk('pages/api.mjs', ['chunks/theme.mjs', 'chunks/sidebar-api.mjs'], '\0page:api.md'),
  ];
}

describe('renderKeys', () => {
  const before = renderKeys(output(), 'react@19');
  const changed = (code: Partial<Record<string, string>>, installed = 'react@19') => {
    const after = renderKeys(output(code), installed);
    return [...before.keys()].filter((id) => before.get(id) !== after.get(id)).sort();
  };

  it('gives each page module its own key, and the same keys for the same build', () => {
    expect([...before.keys()].sort()).toEqual(['\0page:api.md', '\0page:guide.md']);
    expect(before.get('\0page:api.md')).not.toBe(before.get('\0page:guide.md'));
    expect(changed({})).toEqual([]);
  });

  it('changes the key of a page whose own chunk or a chunk it imports changed, and of no other page', () => {
    expect(changed({ 'pages/guide.mjs': 'edited guide' })).toEqual(['\0page:guide.md']);
    expect(changed({ 'chunks/sidebar-api.mjs': 'a renamed sidebar entry' })).toEqual(['\0page:api.md']);
  });

  it('changes every key when the code every page renders with changes, or the installed packages do', () => {
    expect(changed({ 'chunks/theme.mjs': 'a new footer' })).toEqual(['\0page:api.md', '\0page:guide.md']);
    expect(changed({ 'prerender.mjs': 'a new shell' })).toEqual(['\0page:api.md', '\0page:guide.md']);
    expect(changed({}, 'react@20')).toEqual(['\0page:api.md', '\0page:guide.md']);
  });
});

describe('RenderCache', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const cacheDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'render-cache-'));
    dirs.push(dir);
    return join(dir, 'bodies');
  };

  it('renders a body once, gives it back to the next build and forgets what that build did not ask for', async () => {
    const dir = cacheDir();
    const first = new RenderCache(dir);
    expect(await first.body('a', async () => '<p>a</p>')).toBe('<p>a</p>');
    expect(await first.body('b', async () => '<p>b</p>')).toBe('<p>b</p>');
    expect(first.stats).toEqual({ rendered: 2, fromCache: 0 });
    expect(renderSummary(first.stats)).toBe('2 rendered');

    const second = new RenderCache(dir);
    const unexpected = async () => {
      throw new Error('rendered although kept');
    };
    expect(await second.body('a', unexpected)).toBe('<p>a</p>');
    expect(await second.body('c', async () => '<p>c</p>')).toBe('<p>c</p>');
    expect(second.stats).toEqual({ rendered: 1, fromCache: 1 });
    expect(renderSummary(second.stats)).toBe('1 rendered, 1 kept');
    second.prune();
    expect(readdirSync(dir).sort()).toEqual(['a.html', 'c.html']);
  });

  it('without a folder renders every time and keeps nothing', async () => {
    const cache = new RenderCache();
    await cache.body('a', async () => 'x');
    expect(await cache.body('a', async () => 'y')).toBe('y');
    expect(cache.stats).toEqual({ rendered: 2, fromCache: 0 });
  });
});
