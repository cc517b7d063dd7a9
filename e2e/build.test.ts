/** Build failures and the dev server: clear messages, nothing half-written, edits shown without a restart. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import type { ViteDevServer } from 'vite';
import { build } from '../src/node/build/build.ts';
import { dev } from '../src/node/dev.ts';
import { launchBrowser } from './harness.ts';

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
  it('builds with SITE_DEAD_LINKS=warn and prints every problem as a warning', async (t) => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'site-warn-')), 'dist');
    const warnings: string[] = [];
    t.mock.method(console, 'warn', (message: string) => warnings.push(String(message)));
    process.env.SITE_DEAD_LINKS = 'warn';
    try {
      await build(join(fixtures, 'broken'), { outDir });
    } finally {
      delete process.env.SITE_DEAD_LINKS;
    }
    assert.ok(existsSync(join(outDir, 'guide/links.html')), 'the page with dead links is built');
    assert.match(warnings.join('\n'), /3 broken link\(s\) or sidebar entries[\s\S]*\/guide\/missing-page/);
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
    const port = 21000 + (process.pid % 20000);
    assert.match(await start(port), /Built \d+ routes/, 'no dist/: builds');
    assert.doesNotMatch(await start(port), /Built/, 'unchanged: serves as is');
    const page = join(copy, 'docs/en/index.mdx');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\nOne more line.\n`);
    assert.match(await start(port), /Built \d+ routes/, 'a page changed: builds again');
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
    const port = 20000 + (process.pid % 20000);
    server = await dev(copy, port, { quiet: true });
    const base = server.resolvedUrls!.local[0].replace(/\/$/, '');
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/guide/no-title`);
      await page.locator('h1', { hasText: 'Page without a heading' }).waitFor({ timeout: 60_000 });

      const file = join(copy, 'docs/en/guide/no-title.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace('## Second part', '## Freshly edited part'));
      await page.locator('h2', { hasText: 'Freshly edited part' }).waitFor({ timeout: 30_000 });

      const config = join(copy, 'site.config.ts');
      writeFileSync(config, readFileSync(config, 'utf8').replace("text: 'Left'", "text: 'Renamed'"));
      await page.getByRole('link', { name: 'Renamed' }).waitFor({ timeout: 30_000 });
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
});
