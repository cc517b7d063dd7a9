/** Build failures and the dev server: clear messages, nothing half-written, edits shown without a restart. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
