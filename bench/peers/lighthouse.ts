/**
 * `npm run bench:lighthouse [-- --runs N]`: serves our built dist/ and runs Lighthouse (mobile
 * preset, its default; simulated throttling) N times (default 3) on three pages, each run in a
 * fresh Chromium. Prints per page the median category scores, Lighthouse's benchmarkIndex (its
 * measure of this machine's CPU speed, which the simulated figures depend on) and the audits that
 * scored below 1 in any run. Run `npm run build` first.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveDist } from '../../src/index.ts';

const PAGES = ['/', '/config/output/target', '/zh/guide/start/quick-start'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

const dist = join(import.meta.dirname, '../../dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run npm run build first');
  process.exit(1);
}
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

// Port 0: any free port, so a running `npm run preview` is no obstacle.
const server = await serveDist(dist, 0, '127.0.0.1');
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
// Simulated throttling scales with this machine's speed, so a busy machine lowers the performance score.
console.log(`Lighthouse ${runs}x per page on ${origin} with ${chromePath}; ${availableParallelism()} cores, load average ${load()}\n`);
try {
  for (const page of PAGES) {
    const scores = new Map<string, number[]>(CATEGORIES.map((c) => [c, []]));
    const benchmarkIndex: number[] = [];
    /** Audit id -> title, category, and the score of every run in which it scored below 1. */
    const failing = new Map<string, { title: string; category: string; scores: number[] }>();
    for (let i = 0; i < runs; i++) {
      // A fresh browser per run: no cache, service worker or warmed-up JIT carried over.
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
      try {
        const result = await lighthouse(`${origin}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (!result) throw new Error(`Lighthouse returned no result for ${page}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        for (const c of CATEGORIES) scores.get(c)!.push(Math.round((lhr.categories[c].score ?? 0) * 100));
        benchmarkIndex.push(lhr.environment.benchmarkIndex);
        const categoryOf = new Map(CATEGORIES.flatMap((c) => lhr.categories[c].auditRefs.map((ref) => [ref.id, c] as const)));
        for (const [id, audit] of Object.entries(lhr.audits)) {
          // A null score is informative, manual or not applicable: not a failure.
          if (audit.score === null || audit.score >= 1) continue;
          const entry = failing.get(id) ?? { title: audit.title, category: categoryOf.get(id) ?? 'no category', scores: [] };
          entry.scores.push(audit.score);
          failing.set(id, entry);
        }
      } finally {
        await chrome.kill();
      }
    }
    console.log(`${page}`);
    console.log(
      `  ${CATEGORIES.map((c) => `${c} ${median(scores.get(c)!)}`).join(', ')} (runs: ${CATEGORIES.map((c) => scores.get(c)!.join('/')).join(', ')})`,
    );
    console.log(`  benchmarkIndex median ${median(benchmarkIndex)} (${benchmarkIndex.join(', ')})`);
    if (!failing.size) console.log('  no audit below 1');
    for (const [id, { title, category, scores: s }] of failing) {
      console.log(`  below 1 in ${s.length}/${runs} runs: [${category}] ${id} (${title}), scores ${s.map((n) => n.toFixed(2)).join(', ')}`);
    }
    console.log('');
  }
  console.log(`load average at end ${load()}`);
} finally {
  server.close();
  server.closeAllConnections();
}
