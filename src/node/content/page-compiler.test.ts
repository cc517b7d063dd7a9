import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileVersion, PageCompiler, WORKER_BATCH } from './page-compiler.ts';
import { compilePage, type CompileOptions } from '../markdown/compile-page.ts';
import { ContentError } from '../content-error.ts';
import { pageCompileOptions, sitePaths } from '../site-model.ts';

const options: CompileOptions = { highlight: false, lang: 'en' };

/** A folder with three pages, a cache folder, and a site module importing a helper. */
function site() {
  const root = mkdtempSync(join(tmpdir(), 'page-compiler-'));
  const cacheDir = join(root, '.cache/site-compile');
  const pages = ['a', 'b', 'c'].map((name) => join(root, `${name}.mdx`));
  for (const file of pages) writeFileSync(file, `# Page ${file.slice(-5, -4)}\n\nSome text.\n`);
  writeFileSync(join(root, 'rule.ts'), `import { words } from './helper.ts';\nexport default () => words;\n`);
  writeFileSync(join(root, 'helper.ts'), `export const words = [];\n`);
  const compiler = () => new PageCompiler({ cacheDir, siteModules: [join(root, 'rule.ts')] });
  const compileAll = (c: PageCompiler) => Promise.all(pages.map((file) => c.compile(file, readFileSync(file, 'utf8'), options)));
  return { root, cacheDir, pages, compiler, compileAll };
}

describe('PageCompiler', () => {
  it('compiles again only the page that changed, from a fresh compiler (a new build), and keeps one entry per page', async () => {
    const { cacheDir, pages, compiler, compileAll } = site();
    const cold = compiler();
    await compileAll(cold);
    expect(cold.stats).toEqual({ compiled: 3, fromDisk: 0, inWorkers: 0 });
    cold.prune();

    writeFileSync(pages[1], '# Page b\n\nEdited text.\n');
    const warm = compiler();
    const results = await compileAll(warm);
    expect(warm.stats).toEqual({ compiled: 1, fromDisk: 2, inWorkers: 0 });
    expect(results[1].markdown).toMatch(/Edited text/);
    for (const [i, file] of pages.entries()) expect(results[i]).toEqual(await compilePage(file, readFileSync(file, 'utf8'), options));
    warm.prune();
    expect(readdirSync(cacheDir)).toHaveLength(3);
  });

  it('compiles everything again when the code of the compile changes, even in a module imported by a site module', async () => {
    const { root, compiler, compileAll } = site();
    await compileAll(compiler());
    writeFileSync(join(root, 'helper.ts'), `export const words = ['x'];\n`);
    const after = compiler();
    await compileAll(after);
    expect(after.stats).toEqual({ compiled: 3, fromDisk: 0, inWorkers: 0 });
  });

  it('ignores a corrupt or truncated entry and compiles that page again', async () => {
    const { cacheDir, compiler, compileAll } = site();
    const before = await compileAll(compiler());
    const [first, second] = readdirSync(cacheDir).map((name) => join(cacheDir, name));
    writeFileSync(first, 'not a cache entry');
    writeFileSync(second, readFileSync(second).subarray(0, 20));
    const after = compiler();
    expect(await compileAll(after)).toEqual(before);
    expect(after.stats).toEqual({ compiled: 2, fromDisk: 1, inWorkers: 0 });
  });

  it('stores no failed compile: the page fails again on the next build', async () => {
    const { cacheDir, pages, compiler } = site();
    writeFileSync(pages[0], 'No heading.\n');
    await expect(compiler().compile(pages[0], readFileSync(pages[0], 'utf8'), options)).rejects.toThrow(/empty page/);
    expect(() => readdirSync(cacheDir)).toThrow();
    await expect(compiler().compile(pages[0], readFileSync(pages[0], 'utf8'), options)).rejects.toThrow(/empty page/);
  });
});

describe('compileVersion', () => {
  it('follows relative imports and changes with any file of the public folder', () => {
    const { root } = site();
    const publicDir = join(root, 'public');
    mkdirSync(join(publicDir, 'img'), { recursive: true });
    writeFileSync(join(publicDir, 'img/a.svg'), '<svg width="1" height="1"/>');
    const version = () => compileVersion([join(root, 'rule.ts')], publicDir);
    const first = version();
    expect(version()).toBe(first);
    writeFileSync(join(publicDir, 'img/a.svg'), '<svg width="20" height="10"/>');
    const resized = version();
    expect(resized).not.toBe(first);
    writeFileSync(join(root, 'helper.ts'), 'export const words = [1];\n');
    expect(version()).not.toBe(resized);
  });
});

describe('PageCompiler with worker threads', () => {
  it('compiles a large batch in worker threads, to the same pages and the same problems as in this thread', async () => {
    const root = mkdtempSync(join(tmpdir(), 'page-compiler-site-'));
    writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(
      join(root, 'site.config.ts'),
      `export default { title: 'T', description: 'D', siteUrl: 'https://t.example', icon: '/favicon.svg', logo: '/logo.svg' };\n`,
    );
    const pages = Array.from({ length: WORKER_BATCH }, (_, i) => [join(root, `docs/en/p${i}.mdx`), `# Page ${i}\n\n\`\`\`ts\nconst n = ${i};\n\`\`\`\n`]);
    pages.push([join(root, 'docs/en/broken.mdx'), '# Broken\n\n<Tabs>\n']);
    const optionsOf = await pageCompileOptions(sitePaths(root));
    const outcome = (r: PromiseSettledResult<unknown>) => (r.status === 'fulfilled' ? r.value : r.reason);
    const compiler = new PageCompiler({ workers: { root, threads: 2 } });
    const inWorkers = await Promise.allSettled(pages.map(([file, source]) => compiler.compile(file, source, optionsOf('en'))));
    expect(compiler.stats).toEqual({ compiled: pages.length, fromDisk: 0, inWorkers: pages.length });
    const here = await Promise.allSettled(pages.map(([file, source]) => compilePage(file, source, optionsOf('en'))));
    expect(inWorkers.slice(0, -1).map(outcome)).toEqual(here.slice(0, -1).map(outcome));
    const [problem, expected] = [outcome(inWorkers.at(-1)!), outcome(here.at(-1)!)];
    expect(problem).toBeInstanceOf(ContentError);
    expect(problem).toMatchObject({ message: expected.message, line: expected.line, column: expected.column });
  }, 60_000);
});
