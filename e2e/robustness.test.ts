/**
 * Faults a reader or a maintainer runs into: malformed percent-encoding in the address, a build
 * stopped half-way, a server stopped with Ctrl-C or SIGTERM (also through npm), and clients that
 * are not browsers. Every wait is for a condition, with a generous deadline.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import { request } from 'node:http';
import { appReady, buildFixture, freePort, launchBrowser, openPage, startSite, type Site } from './harness.ts';

const repo = join(import.meta.dirname, '..');
const fixtures = join(import.meta.dirname, 'fixtures');
const cli = join(repo, 'src/node/cli.ts');

/** Polls `check` until it holds, failing with `what` after `timeoutMs`. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether something accepts connections on the port. */
function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The child's exit, or a failure after `timeoutMs` (the child is then killed, so no server outlives the test). */
function exited(child: ChildProcess, timeoutMs = 60_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`process ${child.pid} did not exit within ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

/** Every process a test started, killed at the end if a failed test left it running. */
const children: ChildProcess[] = [];
after(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** The site's CLI in `cwd`, as `npm run <script>` runs it (node --import tsx, no launcher in between). */
function runCli(cwd: string, args: string[], port?: number): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd,
    env: { ...process.env, ...(port && { PORT: String(port) }) },
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return Object.assign(child, { output: () => output });
}

describe('malformed percent-encoding', () => {
  let dist: string;
  let site: Site;
  before(async () => {
    dist = await buildFixture('i18n');
    site = await startSite(dist);
  });
  after(() => site?.close());

  it('shows the page with no page error for a malformed hash, and the 404 page for a malformed path', async () => {
    const browser = await launchBrowser();
    try {
      const { page, errors } = await openPage(browser);
      // A controlled clock: after hydration the router reads the hash from a timer (its scroll to the anchor).
      await page.clock.install();
      let routeTable = false;
      page.on('request', (request) => {
        if (/\/assets\/routes\.[^/]+\.json$/.test(request.url())) routeTable = true;
      });
      const home = await page.goto(`${site.base}/#%E0%A4%A`);
      assert.equal(home?.status(), 200);
      // The router's listeners exist only once React has hydrated (its effects ran): a hover then fetches the route
      // table, after a delay the controlled clock has to run through.
      await appReady(page);
      await page.locator('a[href^="/guide/"]').first().hover();
      await until('the route table requested', async () => {
        await page.clock.runFor(100);
        return routeTable;
      });
      await page.clock.runFor(2000);
      await page.locator('h1').first().waitFor();
      assert.deepEqual(errors, []);

      const broken = await page.goto(`${site.base}/guide/%E0%A4%A`);
      assert.equal(broken?.status(), 404);
      await page.locator('h1').first().waitFor();
      assert.deepEqual(
        errors.filter((e) => !/404/.test(e)),
        [],
      );
    } finally {
      await browser.close();
    }
  });
});

describe('stopping', () => {
  // Beside the other fixtures: their site.config.ts imports the engine by a path relative to e2e/fixtures/<site>/.
  const work = (name: string) => join(fixtures, `.tmp-stop-${name}-${process.pid}`);
  after(() => {
    for (const name of ['build', 'dev', 'npm']) rmSync(work(name), { recursive: true, force: true });
  });

  it('an interrupted build removes its temporary folder', async () => {
    const site = work('build');
    cpSync(join(fixtures, 'i18n'), site, { recursive: true });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const child = runCli(site, ['build']);
      const tmp = join(site, `dist.tmp-${child.pid}`);
      await until(`the build writing ${tmp}`, () => existsSync(tmp) || child.exitCode !== null);
      child.kill(signal);
      const { code } = await exited(child);
      assert.equal(code, signal === 'SIGINT' ? 130 : 143, child.output());
      assert.deepEqual(
        readdirSync(site).filter((name) => name.startsWith('dist')),
        [],
        `${signal}: no dist/ and no temporary folder left`,
      );
    }
  });

  it('Ctrl-C or SIGTERM stops the dev server and frees its port; it answers curl with the page HTML until then', async () => {
    const site = work('dev');
    cpSync(join(fixtures, 'i18n'), site, { recursive: true });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const port = await freePort();
      const child = runCli(site, ['dev'], port);
      // Serving, not only listening: the first answer comes once the dev server has started up.
      await until('the dev server answering', async () => (await get(port, '/guide/current', {}).catch(() => undefined))?.status === 200);
      for (const headers of [{}, { accept: '*/*' }] as Record<string, string>[]) {
        const { status, type, body } = await get(port, '/guide/current', headers);
        assert.equal(status, 200, JSON.stringify(headers));
        assert.match(type, /^text\/html/);
        assert.match(body, /<div id="root"><\/div>/);
      }
      child.kill(signal);
      await exited(child);
      assert.equal(await portAnswers(port), false, `${signal}: port ${port} is free`);
    }
  });

  it('SIGTERM to npm stops the server it started (npm run preview), and Ctrl-C to the server stops it', async () => {
    const site = work('npm');
    mkdirSync(join(site, 'dist'), { recursive: true });
    writeFileSync(join(site, 'dist/index.html'), '<h1>Home</h1>');
    writeFileSync(join(site, 'dist/404.html'), '<h1>Not found</h1>');
    symlinkSync(join(repo, 'node_modules'), join(site, 'node_modules'), 'dir');
    symlinkSync(join(repo, 'src'), join(site, 'src'), 'dir');
    // The repository's own script, run by npm in a folder that has a dist/.
    const { scripts } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    writeFileSync(join(site, 'package.json'), JSON.stringify({ name: 'stop-check', private: true, scripts: { preview: scripts.preview } }));

    const port = await freePort();
    const npm = spawn('npm', ['run', 'preview'], { cwd: site, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
    children.push(npm);
    await until('npm run preview serving', () => portAnswers(port));
    npm.kill('SIGTERM');
    await until('the port freed after npm got SIGTERM', async () => !(await portAnswers(port)), 30_000);

    const server = runCli(site, ['serve'], port);
    await until('the server listening', () => portAnswers(port));
    server.kill('SIGINT');
    assert.equal((await exited(server)).code, 130);
    assert.equal(await portAnswers(port), false);
  });
});

/** A GET with exactly the given headers (curl sends no Accept, or Accept: *\/*). */
function get(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    })
      .on('error', reject)
      .end();
  });
}
