/**
 * `npm run bench:peers [-- --runs N]`: builds our site and an Rspress 2 site made from the same
 * pages (rspress-site.ts), alternating, N times each (default 3), each build a fresh process with
 * no output or cache left from the run before, and prints the medians of wall time, CPU time and
 * peak memory with the ratios ours / Rspress.
 *
 * Measurement: every build runs under GNU time (`%e %U %S %M`): wall time, user + system CPU of
 * the whole process tree (children are waited for, so their time is included), and the largest
 * single process's max RSS. Since both builds spread work over several processes, this script
 * also samples /proc every 100 ms and keeps the peak of the tree's summed RSS (pages shared
 * between processes are counted once per process, so it errs high).
 */
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareRspressSite } from './rspress-site.ts';

const repo = join(import.meta.dirname, '../..');
const workDir = join(import.meta.dirname, '.work');
const rspressBin = join(import.meta.dirname, 'node_modules/@rspress/core/bin/rspress.js');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number');

const GNU_TIME = '/usr/bin/time';
function checkGnuTime() {
  try {
    execFileSync(GNU_TIME, ['-f', '%e', 'true'], { stdio: 'pipe' });
  } catch {
    console.error(`GNU time is missing at ${GNU_TIME}: install it (Debian/Ubuntu: sudo apt-get install -y time) and run again.`);
    process.exit(1);
  }
}

const PAGE_SIZE = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }));

/** Summed resident memory of `root` and all its descendants, read from /proc. */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    // Fields after the command name (which may hold spaces): state, ppid, … rss is the 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    const ppid = Number(fields[1]);
    rss.set(pid, Number(fields[21]) * PAGE_SIZE);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

interface Run {
  wall: number;
  cpu: number;
  maxRssOne: number;
  peakTreeRss: number;
}

/** Runs one build under GNU time, sampling the tree's memory; throws with the output's tail on failure. */
function measure(command: string[], cwd: string): Promise<Run> {
  const timeFile = join(mkdtempSync(join(tmpdir(), 'bench-peers-')), 'time.txt');
  const env = { ...process.env };
  // Nothing from this process (tsx's loader, a test NODE_ENV) may leak into the measured builds.
  delete env.NODE_OPTIONS;
  delete env.NODE_ENV;
  const child = spawn(GNU_TIME, ['-f', '%e %U %S %M', '-o', timeFile, ...command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let peakTreeRss = 0;
  const sampler = setInterval(() => {
    peakTreeRss = Math.max(peakTreeRss, treeRss(child.pid!));
  }, 100);
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      clearInterval(sampler);
      const time = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!;
      rmSync(join(timeFile, '..'), { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`${command.join(' ')} failed (${code}):\n${output.slice(-4000)}`));
      const [wall, user, sys, maxRssKb] = time.split(' ').map(Number);
      resolve({ wall, cpu: user + sys, maxRssOne: maxRssKb * 1024, peakTreeRss });
    });
  });
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f));
}

/** HTML files, and the pages among them: without 404.html and the meta-refresh stubs of moved paths. */
function countHtml(dir: string) {
  const files = htmlFiles(dir);
  const pages = files.filter((f) => !f.endsWith('/404.html') && !/http-equiv="refresh"/i.test(readFileSync(f, 'utf8')));
  return { html: files.length, pages: pages.length };
}

const ours = {
  name: 'ours',
  prepare() {
    // Our build writes dist/ (through dist.tmp-<pid>/) and may write .cache/; .cache/rsbuild-core holds the
    // releases downloaded by `npm run versions:scan`, which the build never reads, so it stays.
    rmSync(join(repo, 'dist'), { recursive: true, force: true });
    const cache = join(repo, '.cache');
    if (existsSync(cache)) for (const entry of readdirSync(cache)) if (entry !== 'rsbuild-core') rmSync(join(cache, entry), { recursive: true, force: true });
  },
  command: [process.execPath, '--import', 'tsx', 'src/node/cli.ts', 'build'],
  cwd: repo,
  outDir: join(repo, 'dist'),
};

let rspressNotes: { pages: number; altered: Map<string, number> } | undefined;
const rspress = {
  name: 'Rspress',
  prepare() {
    // A fresh copy each time: no doc_build/, and no node_modules/.cache (Rspack) or .rspress in it.
    const site = prepareRspressSite(workDir, { checkDeadLinks: true });
    rspressNotes = site;
  },
  command: [process.execPath, rspressBin, 'build', '-c', 'rspress.config.ts'],
  cwd: workDir,
  outDir: join(workDir, 'doc_build'),
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

checkGnuTime();
const loadStart = load();
console.log(`${runs} run(s) each, alternating; ${availableParallelism()} cores; load average at start ${loadStart}`);
const results = new Map<string, Run[]>([
  [ours.name, []],
  [rspress.name, []],
]);
for (let i = 0; i < runs; i++) {
  // Alternate which build goes first, so neither always runs on a machine warmed by the other.
  for (const tool of i % 2 ? [rspress, ours] : [ours, rspress]) {
    tool.prepare();
    const run = await measure(tool.command, tool.cwd);
    results.get(tool.name)!.push(run);
    console.log(
      `run ${i + 1} ${tool.name.padEnd(7)} wall ${run.wall.toFixed(1)} s, CPU ${run.cpu.toFixed(1)} s, ` +
        `peak tree RSS ${mb(run.peakTreeRss)}, largest process ${mb(run.maxRssOne)}; load ${load()}`,
    );
  }
}
const loadEnd = load();

const oursCount = countHtml(ours.outDir);
const rspressCount = countHtml(rspress.outDir);
const rows: [string, (r: Run) => number, (n: number) => string][] = [
  ['wall time', (r) => r.wall, (n) => `${n.toFixed(1)} s`],
  ['CPU time (user+sys, process tree)', (r) => r.cpu, (n) => `${n.toFixed(1)} s`],
  ['peak RSS, summed over the process tree (sampled 100 ms)', (r) => r.peakTreeRss, mb],
  ['peak RSS, largest single process (GNU time %M)', (r) => r.maxRssOne, mb],
];
console.log(`\nMedians of ${runs} run(s):\n`);
console.log('| figure | ours | Rspress 2.0.22 | ours / Rspress |');
console.log('|---|---|---|---|');
for (const [label, pick, format] of rows) {
  const a = median(results.get(ours.name)!.map(pick));
  const b = median(results.get(rspress.name)!.map(pick));
  console.log(`| ${label} | ${format(a)} | ${format(b)} | ${(a / b).toFixed(2)} |`);
}
console.log(`| HTML files (pages without 404 and redirect stubs) | ${oursCount.html} (${oursCount.pages}) | ${rspressCount.html} (${rspressCount.pages}) | |`);
console.log(
  'Summed RSS counts pages shared between processes once per process; sampled every 100 ms, it can miss a short peak, ' +
    "so it may read below the largest process's own maximum.",
);
console.log(`\n${availableParallelism()} cores; load average (1, 5, 15 min) at start ${loadStart}, at end ${loadEnd}`);
if (oursCount.pages !== rspressCount.pages)
  console.log(`WARNING: the two outputs hold different numbers of pages (${oursCount.pages} / ${rspressCount.pages})`);
if (rspressNotes) {
  const altered = [...rspressNotes.altered].map(([reason, n]) => `${n} for ${reason}`).join(', ');
  console.log(`Rspress site: ${rspressNotes.pages} pages copied, ${altered ? `altered: ${altered}` : 'none altered'}; dead-link check on.`);
}
console.log(
  "Rspress's home layout draws the hero and features from the frontmatter and not the page body, so the " +
    "home pages' body (with the BenchmarkPanel and ToolchainBlock stand-ins) is compiled but not shown.",
);
rmSync(workDir, { recursive: true, force: true });
