/** Build failures and the dev server: clear messages, nothing half-written, edits shown without a restart. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawn } from 'node:child_process';
import type { ViteDevServer } from 'vite';
import { build } from '../src/node/build/build.ts';
import { dev } from '../src/node/dev.ts';
import { envSwitches } from '../src/node/env-switches.ts';
import { freePort, launchBrowser, searchAnswered } from './harness.ts';
import { pageTextFile, type SearchHead } from '../src/shared/search/search-files.ts';

const fixtures = join(import.meta.dirname, 'fixtures');

describe('a failing build', () => {
  it('lists every dead link and sidebar gap at once and leaves the previous dist/ untouched', async () => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'site-broken-')), 'dist');
    mkdirSync(outDir);
    writeFileSync(join(outDir, 'index.html'), 'previous build');
    await assert.rejects(build(join(fixtures, 'broken'), { outDir }), (error: Error) => {
      assert.match(error.message, /3 broken link\(s\) or sidebar entries/);
      assert.match(error.message, /docs\/en\/guide\/links\.md:3:\d+ .*\/guide\/missing-page/);
      assert.match(error.message, /docs\/en\/guide\/links\.md:5:\d+ .*no-such-heading/);
      assert.match(error.message, /\/guide\/gone/);
      return true;
    });
    assert.equal(readFileSync(join(outDir, 'index.html'), 'utf8'), 'previous build');
    assert.equal(existsSync(`${outDir}.tmp-${process.pid}`), false, 'no temporary folder left behind');
  });

  it('names each page that cannot compile with its file, line and reason', async () => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'site-bad-')), 'dist');
    await assert.rejects(build(join(fixtures, 'bad-pages'), { outDir }), (error: Error) => {
      assert.match(error.message, /docs\/en\/index\.md:2:\d+ .*pageType.*landing/);
      assert.match(error.message, /docs\/en\/syntax\.mdx:5:\d+ /);
      return true;
    });
    assert.equal(existsSync(outDir), false);
  });
});

describe('dead links in warn mode', () => {
  it('builds with deadLinks: warn (SITE_DEAD_LINKS=warn on the command line) and prints every problem as a warning', async (t) => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'site-warn-')), 'dist');
    const warnings: string[] = [];
    t.mock.method(console, 'warn', (message: string) => warnings.push(String(message)));
    await build(join(fixtures, 'broken'), { outDir, ...envSwitches({ SITE_DEAD_LINKS: 'warn' }, []) });
    assert.ok(existsSync(join(outDir, 'guide/links.html')), 'the page with dead links is built');
    assert.match(warnings.join('\n'), /3 broken link\(s\) or sidebar entries[\s\S]*\/guide\/missing-page/);
  });
});

describe('content that would publish wrong', () => {
  const site = join(fixtures, `.tmp-bad-content-${process.pid}`);
  after(() => rmSync(site, { recursive: true, force: true }));

  it('fails the build naming every bad file with line and column, and keeps the previous dist/', async () => {
    // Written here rather than committed: case variants cannot coexist in a checkout on macOS or Windows.
    const page = (name: string, content: string | Uint8Array) => {
      mkdirSync(dirname(join(site, 'docs/en', name)), { recursive: true });
      writeFileSync(join(site, 'docs/en', name), content);
    };
    page('index.mdx', '# Home\n');
    page('foo.md', '# Foo\n');
    page('foo.mdx', '# Foo in MDX\n');
    page('guide/Glossary.mdx', '# Glossary\n');
    page('guide/glossary.mdx', '# glossary\n');
    page('latin1.md', Buffer.from('# Latin-1\n\nUn café.\n', 'latin1'));
    page('utf16.mdx', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('---\ntitle: UTF-16\n---\n', 'utf16le')]));
    page('bom.mdx', `\uFEFF---\ntitle: A UTF-8 byte-order mark is fine\n---\nText.\n`);
    page('empty.mdx', 'Text without a title.\n');
    page('script.mdx', '# Script\n\n<script>track()</script>\n');
    page('unclosed.mdx', '# Unclosed\n\n<Tabs>\n\ntext\n');
    writeFileSync(
      join(site, 'site.config.ts'),
      [
        `export default { title: 'Bad', description: 'Bad content', siteUrl: 'https://bad.example', icon: '/favicon.svg', logo: '/logo.svg',`,
        '  redirects: [',
        `    { from: '^/old/(unclosed$', to: '/foo' },`,
        `    { from: '^/moved/?$', to: '/nowhere' },`,
        '  ],',
        '};',
        '',
      ].join('\n'),
    );
    const outDir = join(mkdtempSync(join(tmpdir(), 'site-bad-content-')), 'dist');
    mkdirSync(outDir);
    writeFileSync(join(outDir, 'index.html'), 'previous build');
    const at = (file: string) => `e2e/fixtures/.tmp-bad-content-${process.pid}/${file}`;
    await assert.rejects(build(site, { outDir }), (error: Error) => {
      const expected = [
        `${at('docs/en/empty.mdx')}:1:1 empty page`,
        `${at('docs/en/foo.md')}:1:1 two files for the route /foo: ${at('docs/en/foo.md')}, ${at('docs/en/foo.mdx')}`,
        `${at('docs/en/foo.mdx')}:1:1 two files for the route /foo:`,
        `${at('docs/en/guide/Glossary.mdx')}:1:1 two files for the route /guide/Glossary: ${at('docs/en/guide/Glossary.mdx')}, ${at('docs/en/guide/glossary.mdx')}`,
        `${at('docs/en/guide/glossary.mdx')}:1:1 two files for the route /guide/Glossary:`,
        `${at('docs/en/latin1.md')}:3:7 not valid UTF-8 (byte 0xE9`,
        `${at('docs/en/script.mdx')}:3:1 <script> element: pages are data, not code`,
        `${at('docs/en/unclosed.mdx')}:3:1 invalid MDX: Expected a closing tag for \`<Tabs>\``,
        `${at('docs/en/utf16.mdx')}:1:1 the file is UTF-16`,
        `${at('site.config.ts')}:3:13 redirects[0] "from" "^/old/(unclosed$" is not a valid regular expression`,
        `${at('site.config.ts')}:4:13 redirects[1] "to" "/nowhere" leads to /nowhere, which is no page`,
      ];
      const lines = error.message.split('\n');
      assert.equal(lines[0], `Content errors (${expected.length}):`);
      for (const line of expected)
        assert.ok(
          lines.some((l) => l.startsWith(line)),
          `missing: ${line}\nin:\n${error.message}`,
        );
      assert.doesNotMatch(error.message, /bom\.mdx|index\.mdx/);
      return true;
    });
    assert.equal(readFileSync(join(outDir, 'index.html'), 'utf8'), 'previous build');
    assert.equal(existsSync(`${outDir}.tmp-${process.pid}`), false, 'no temporary folder left behind');
  });
});

describe('npm start', () => {
  const copy = join(fixtures, `.tmp-start-${process.pid}`);
  after(() => rmSync(copy, { recursive: true, force: true }));

  /** Runs `start` in the copy until it serves, and returns what it printed. */
  async function start(port: number): Promise<string> {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../src/node/cli.ts'), 'start'], {
      cwd: copy,
      env: { ...process.env, PORT: String(port) },
    });
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d) => {
          output += d;
          if (/Serving dist\//.test(output)) resolve();
        });
        child.stderr.on('data', (d) => (output += d));
        child.on('exit', (code) => reject(new Error(`start exited with ${code}:\n${output}`)));
      });
      const home = await fetch(`http://localhost:${port}/`);
      assert.equal(home.status, 200);
      return output;
    } finally {
      child.kill();
    }
  }

  it('builds when dist/ is missing or stale, and otherwise serves what is there', async () => {
    cpSync(join(fixtures, 'i18n'), copy, { recursive: true, filter: (src) => !src.includes('node_modules') });
    const port = await freePort();
    assert.match(await start(port), /Built \d+ routes/, 'no dist/: builds');
    assert.doesNotMatch(await start(port), /Built/, 'unchanged: serves as is');
    const page = join(copy, 'docs/en/index.mdx');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\nOne more line.\n`);
    assert.match(await start(port), /Built \d+ routes/, 'a page changed: builds again');
  });
});

describe('the compile cache', () => {
  const copy = join(fixtures, `.tmp-cache-${process.pid}`);
  after(() => rmSync(copy, { recursive: true, force: true }));

  /** Every file under `dir`, relative to it. */
  const filesOf = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(join(dir, f)).isFile()).sort();

  it('builds after an edit exactly what a build without the cache does, compiling and rendering only what the edit changed', async () => {
    // Without the caches an earlier build of the fixture left in it: this test starts from none.
    cpSync(join(fixtures, 'i18n'), copy, { recursive: true, filter: (src) => !src.includes('/.cache') });
    const out = mkdtempSync(join(tmpdir(), 'site-cache-'));
    const dir = (name: string) => join(out, name);
    await build(copy, { outDir: dir('a'), cache: false });
    const first = await build(copy, { outDir: dir('first') });
    const pageCount = first.model.pages.length;
    assert.deepEqual(first.model.compiler.stats, { compiled: pageCount, fromDisk: 0, inWorkers: 0 });

    // An English page edited: its Chinese translation becomes outdated too, which is not the compile's to know.
    const page = join(copy, 'docs/en/guide/current.mdx');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\nOne more sentence.\n`);
    assert.deepEqual(first.prerendered, { rendered: pageCount, fromCache: 0 });
    const warm = await build(copy, { outDir: dir('b') });
    assert.deepEqual(warm.model.compiler.stats, { compiled: 1, fromDisk: pageCount - 1, inWorkers: 0 });
    // Rendered again: the edited page and its translation, whose outdated notice is new; every other body is kept.
    assert.deepEqual(warm.prerendered, { rendered: 2, fromCache: pageCount - 2 });
    await build(copy, { outDir: dir('c'), cache: false });

    const files = filesOf(dir('c'));
    assert.deepEqual(filesOf(dir('b')), files);
    for (const file of files) assert.ok(readFileSync(join(dir('b'), file)).equals(readFileSync(join(dir('c'), file))), `${file} differs`);
    assert.notEqual(readFileSync(join(dir('a'), 'guide/current.html'), 'utf8'), readFileSync(join(dir('c'), 'guide/current.html'), 'utf8'));
    assert.match(readFileSync(join(dir('b'), 'guide/current.md'), 'utf8'), /One more sentence\./);

    // Social cards: all drawn at first, all copied while what they show is unchanged, and a new title draws one card.
    assert.deepEqual(first.cards, { rendered: pageCount, fromCache: 0 });
    assert.deepEqual(warm.cards, { rendered: 0, fromCache: pageCount });
    writeFileSync(page, readFileSync(page, 'utf8').replace('# Current page', '# Current page, renamed'));
    const renamed = await build(copy, { outDir: dir('d') });
    assert.deepEqual(renamed.cards, { rendered: 1, fromCache: pageCount - 1 });
    assert.ok(
      !readFileSync(join(dir('d'), 'og/guide/current.png')).equals(readFileSync(join(dir('c'), 'og/guide/current.png'))),
      'the renamed page has a new card',
    );
    assert.ok(readFileSync(join(dir('d'), 'og/zh/guide/current.png')).equals(readFileSync(join(dir('c'), 'og/zh/guide/current.png'))));
  });
});

// After the builds above in the same process: a build must leave no global state behind (NODE_ENV).
describe('dev server', () => {
  const copy = join(fixtures, `.tmp-dev-${process.pid}`);
  let server: ViteDevServer | undefined;
  after(async () => {
    await server?.close();
    rmSync(copy, { recursive: true, force: true });
  });

  it('shows edits to a page and to the site config without a restart', async () => {
    cpSync(join(fixtures, 'shell'), copy, { recursive: true });
    const port = await freePort();
    server = await dev(copy, port, { quiet: true });
    const base = server.resolvedUrls!.local[0].replace(/\/$/, '');
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/guide/no-title`);
      await page.locator('h1', { hasText: 'Page without a heading' }).waitFor({ timeout: 60_000 });

      // A page's text edited: the page is shown again in place (the window keeps what was set on it, the reader
      // stays where they were); a config edit reloads it.
      await page.evaluate(() => Object.assign(window, { marker: 1 }));
      const file = join(copy, 'docs/en/guide/no-title.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('## Second part', '## Freshly edited part'));
      await page.locator('h2', { hasText: 'Freshly edited part' }).waitFor({ timeout: 30_000 });
      assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'updated in place');
      // The Markdown copy and the search data come from the same compile as the page.
      const copyResponse = await fetch(`${base}/guide/no-title.md`);
      assert.equal(copyResponse.headers.get('content-type'), 'text/markdown; charset=utf-8');
      assert.match(await copyResponse.text(), /^## Freshly edited part$/m);
      // The fixture has two versions: the English index of the default one.
      const head = (await (await fetch(`${base}/__search/en-1.x/head.json`)).json()) as SearchHead;
      const edited = head.pages.findIndex(([url]) => url === '/guide/no-title');
      assert.match(await (await fetch(`${base}/__search/en-1.x/${pageTextFile(edited)}`)).text(), /Freshly edited part/);
      // The modal finds it: its worker runs in the dev server too, with the site's vocabulary.
      await searchAnswered(page, 'freshly edited');
      await page.locator('.s-search-hit', { hasText: 'Freshly edited part' }).first().waitFor();
      await page.keyboard.press('Escape');

      const config = join(copy, 'site.config.ts');
      writeFileSync(config, readFileSync(config, 'utf8').replace("text: 'Left'", "text: 'Renamed'"));
      await page.getByRole('link', { name: 'Renamed' }).waitFor({ timeout: 30_000 });
      assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), undefined, 'reloaded');
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
});
