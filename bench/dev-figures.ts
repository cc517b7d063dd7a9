/**
 * Dev server figures for `npm run bench`, on a copy of the site (a page is edited): the time from
 * starting `npm run dev` (the CLI, as that script runs it) to the first page served and to that page
 * shown in Chromium (headless), first with no compile cache and then again with the cache the first
 * start wrote, and the time from saving a page to the browser showing the saved text, median of a
 * few edits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { appReady, freePort, launchBrowser } from '../e2e/harness.ts';

const PAGE = '/guide/start/quick-start';
const PAGE_FILE = 'docs/en/guide/start/quick-start.mdx';
const EDITS = 3;
const DEADLINE_MS = 180_000;

/** Polls `check` every 20 ms until it holds; fails after the deadline. */
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + DEADLINE_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`dev figures: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Started {
  server: ChildProcess;
  page: Page;
  /** From the start of `npm run dev` to the page's HTML answered, and to its heading shown. */
  served: number;
  shown: number;
}

async function startDev(dir: string, browser: Browser): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, ['--import', 'tsx', join(dir, 'src/node/cli.ts'), 'dev'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}${PAGE}`;
  await until('the first page', async () => {
    try {
      return (await fetch(url, { headers: { accept: 'text/html' } })).ok;
    } catch {
      return false;
    }
  });
  const served = performance.now() - started;
  const page = await browser.newPage();
  await page.goto(url);
  await page.locator('h1').first().waitFor({ timeout: DEADLINE_MS });
  return { server, page, served, shown: performance.now() - started };
}

export async function devFigures(root: string): Promise<[string, string][]> {
  const dir = mkdtempSync(join(tmpdir(), 'site-dev-bench-'));
  for (const item of ['docs', 'src', 'site', 'site.config.ts', 'package.json', 'tsconfig.json', 'tsconfig.node.json', 'tsconfig.browser.json'])
    cpSync(join(root, item), join(dir, item), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const browser = await launchBrowser();
  const servers: ChildProcess[] = [];
  try {
    const cold = await startDev(dir, browser);
    servers.push(cold.server);
    await appReady(cold.page);
    const updates: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const marker = `Saved edit number ${i} of the benchmark.`;
      const saved = performance.now();
      appendFileSync(join(dir, PAGE_FILE), `\n${marker}\n`);
      await cold.page.getByText(marker).waitFor({ timeout: DEADLINE_MS });
      updates.push(performance.now() - saved);
    }
    cold.server.kill('SIGTERM');
    // Started again: the pages come from the compile cache the first start wrote (the edited one is compiled).
    const warm = await startDev(dir, browser);
    servers.push(warm.server);
    return [
      ['dev server: start to first page (no cache)', `${seconds(cold.served)} served, ${seconds(cold.shown)} shown`],
      ['dev server: start to first page (cache warm)', `${seconds(warm.served)} served, ${seconds(warm.shown)} shown`],
      ['dev server: save to browser update', `median ${Math.round(median(updates))} ms of ${EDITS} edits (${updates.map((t) => Math.round(t)).join(', ')} ms)`],
    ];
  } finally {
    await browser.close();
    for (const server of servers) server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
