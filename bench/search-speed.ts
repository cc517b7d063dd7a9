/**
 * Search speed as a reader meets it, in Chromium, cold (a fresh browser context, so an empty
 * cache, for every run): on a doc page that has become interactive, Ctrl+K then the query typed
 * at 80 ms a key; measured are the time from the last keystroke to the first result painted, the
 * bytes fetched from the shortcut to that result, and the longest main-thread task meanwhile.
 * Two profiles: a phone (4x slower CPU and a slow 4G network, the nominal figures of
 * Lighthouse's mobile preset, and its screen) and an unthrottled desktop. The search is a
 * `Subject`, so that another engine can be run the same way (bench/peers/bench-search.ts runs
 * Pagefind beside ours). `npx tsx bench/search-speed.ts [dist]` prints our figures alone;
 * bench.ts prints them among its own. Given several builds (`npx tsx bench/search-speed.ts
 * distA distB --runs 7 --phone`), it runs them taking turns and prints a row for each, to compare a
 * change with the build before it on the same load.
 */
import type { Server } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { appReady, launchBrowser, openPage, startSite, type Device, type Site } from '../e2e/harness.ts';
import { installSearchProbe, installTaskProbe, type SearchProbeOptions, type SearchTimes, type TaskLog } from './search-probe.ts';

export type Lang = 'en' | 'zh';

export interface Profile {
  name: string;
  label: string;
  device: Device;
  /** CPU slowdown factor (Emulation.setCPUThrottlingRate). */
  cpu?: number;
  /** Network.emulateNetworkConditions: latency in ms, throughput in bytes/s. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

export const PHONE: Profile = {
  name: 'phone',
  label: 'phone: 4x slower CPU, 150 ms round trip, 1.6 Mbit/s down / 750 kbit/s up, 412x823 at 1.75x',
  device: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  cpu: 4,
  network: { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
};

export const DESKTOP: Profile = {
  name: 'desktop',
  label: 'desktop: no throttling, 1280x800',
  device: { viewport: { width: 1280, height: 800 } },
};

export const PAGES: Record<Lang, { path: string; query: string }> = {
  en: { path: '/guide/start/', query: 'port' },
  zh: { path: '/zh/guide/start/', query: '端口' },
};

/** The reader's typing rhythm: a schedule to follow, not a wait for a condition. */
export const KEY_INTERVAL_MS = 80;
export const typingPause = () => new Promise((resolve) => setTimeout(resolve, KEY_INTERVAL_MS));

/** Longest the bench waits for one search before it gives up on the run. */
const SEARCH_TIMEOUT_MS = 60_000;

export function withTimeout<T>(promise: Promise<T>, what: () => Promise<string>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        void what()
          .catch(() => 'page not answering')
          .then((state) => reject(new Error(`no result within ${SEARCH_TIMEOUT_MS} ms: ${state}`))),
      SEARCH_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A search engine on a site: what to install before a page loads, and the reader's search once it is interactive. */
export interface Subject {
  name: string;
  site: Site;
  prepare?(page: Page, lang: Lang): Promise<void>;
  search(page: Page, lang: Lang): Promise<SearchTimes>;
}

/** Our modal: Ctrl+K, then the query. */
export function ourSearch(site: Site): Subject {
  return {
    name: 'ours',
    site,
    async prepare(page, lang) {
      const options: SearchProbeOptions = { query: PAGES[lang].query, keystroke: lang === 'en' ? 'keydown' : 'beforeinput' };
      await page.addInitScript(installSearchProbe, options);
    },
    async search(page, lang) {
      const { query } = PAGES[lang];
      await page.keyboard.press('Control+k');
      if (lang === 'en') {
        // Keys typed before the modal is there are kept for its query box (SearchButton).
        for (const key of query) {
          await typingPause();
          await page.keyboard.press(key);
        }
      } else {
        // An input method commits text into a focused field, with no key event the shortcut
        // handler could keep: the reader types once the query box has the focus.
        await page.waitForFunction(() => document.activeElement?.id === 'search-input', null, { timeout: SEARCH_TIMEOUT_MS });
        for (const [i, char] of [...query].entries()) {
          if (i) await typingPause();
          await page.keyboard.insertText(char);
        }
      }
      return withTimeout(
        page.evaluate(() => (window as unknown as { __searchProbe: Promise<SearchTimes> }).__searchProbe),
        () =>
          page.evaluate(
            () =>
              `query box "${(document.getElementById('search-input') as HTMLInputElement | null)?.value}", status ${document.getElementById('search-input')?.closest('dialog')?.getAttribute('data-status')}`,
          ),
      );
    },
  };
}

/**
 * What a site's server sent: each response's bytes, headers included, in the order the requests
 * came in. Counted by the server, not the page: Pagefind fetches from its web worker, whose
 * requests the page's resource timing does not list.
 */
function recordTransfers(server: Server) {
  const log: { path: string; bytes: number }[] = [];
  // Before the site's handler, which answers at once.
  server.prependListener('request', (req, res) => {
    const entry = { path: req.url ?? '', bytes: 0 };
    log.push(entry);
    // One request at a time per keep-alive connection: what the socket wrote meanwhile is this response.
    const before = req.socket.bytesWritten;
    res.on('finish', () => {
      entry.bytes = req.socket.bytesWritten - before;
    });
  });
  /** The responses to the requests that came in since `mark()`. */
  return { mark: () => log.length, since: (mark: number) => log.slice(mark) };
}

export interface Sample {
  ms: number;
  bytes: number;
  longestTask: number;
  files: { path: string; bytes: number }[];
  errors: string[];
}

type Transfers = ReturnType<typeof recordTransfers>;

async function runOnce(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  subject: Subject,
  transfers: Transfers,
  profile: Profile,
  lang: Lang,
): Promise<Sample> {
  const { page, errors } = await openPage(browser, { device: profile.device });
  try {
    await page.addInitScript(installTaskProbe);
    await subject.prepare?.(page, lang);
    const cdp = await page.context().newCDPSession(page);
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    }
    if (profile.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    await page.goto(subject.site.base + PAGES[lang].path);
    // Interactive: hydrated, every mount effect run (the shortcut's listener among them), marked by the router.
    await appReady(page);
    // Playwright compiles its helper scripts in the page's main world the first time it evaluates there: a task of
    // its own (about 50 ms at the phone's CPU) that is the harness's, not the site's, so it runs before the shortcut.
    await page.waitForFunction(() => true);
    // The requests of the search: those that came in from the shortcut until its first result is
    // known here, when both searches are done fetching. Told apart by order, not by the page's
    // clock: it differs from this process's by about as long as a request takes to arrive.
    const mark = transfers.mark();
    const times = await subject.search(page, lang);
    const files = transfers.since(mark);
    const tasks = await page.evaluate(() => {
      const log = (window as unknown as { __tasks: TaskLog }).__tasks;
      for (const entry of log.observer.takeRecords()) log.list.push([entry.startTime, entry.duration]);
      return log.list;
    });
    return {
      ms: times.result - times.lastKey,
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      longestTask: Math.max(0, ...tasks.filter(([start, duration]) => start + duration > times.start && start < times.result).map(([, duration]) => duration)),
      files,
      errors,
    };
  } finally {
    await page.context().close();
  }
}

export type Results = Map<string, Sample[]>;
export const resultKey = (profile: Profile, subject: string, lang: Lang) => `${profile.name} ${subject} ${lang}`;

/**
 * Runs every (profile, language, subject) `runs` times. The subjects alternate run by run (ours,
 * the other, ours…), and so do the languages and profiles, so that a change in the machine's load
 * weighs on all of them alike.
 */
export async function measureSearchSpeed(
  subjects: Subject[],
  options: { profiles?: Profile[]; runs?: number; onStart?: (browser: string) => void; onRun?: (key: string, sample: Sample) => void } = {},
): Promise<Results> {
  const { profiles = [PHONE, DESKTOP], runs = 5 } = options;
  const transfers = new Map(subjects.map((s) => [s, recordTransfers(s.site.server)]));
  // The full browser, not the headless shell the tests use: its frames are painted as a reader's are.
  const browser = await launchBrowser({ shell: false });
  options.onStart?.(`Chromium ${browser.version()}`);
  const results: Results = new Map();
  try {
    for (let run = 0; run < runs; run++)
      for (const profile of profiles)
        for (const lang of ['en', 'zh'] as const)
          for (const subject of subjects) {
            const key = resultKey(profile, subject.name, lang);
            const sample = await runOnce(browser, subject, transfers.get(subject)!, profile, lang);
            results.set(key, [...(results.get(key) ?? []), sample]);
            options.onRun?.(key, sample);
          }
  } finally {
    await browser.close();
  }
  return results;
}

export interface Summary {
  median: number;
  min: number;
  max: number;
  kb: number;
  longestTask: number;
  /** Runs with a task over 50 ms (the median above can hide them). */
  runsWithLongTask: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export function summarize(samples: Sample[]): Summary {
  const ms = samples.map((s) => s.ms);
  return {
    median: median(ms),
    min: Math.min(...ms),
    max: Math.max(...ms),
    kb: median(samples.map((s) => s.bytes)) / 1024,
    longestTask: median(samples.map((s) => s.longestTask)),
    runsWithLongTask: samples.filter((s) => s.longestTask > 0).length,
  };
}

/** One table per profile: a row per subject and language, medians over the runs. */
export function formatTables(results: Results, subjects: string[], profiles: Profile[] = [PHONE, DESKTOP]): string {
  const header = ['', 'last key → first result (median)', 'min–max', 'KB fetched before it', 'longest task'];
  const out: string[] = [];
  for (const profile of profiles) {
    const rows = subjects.flatMap((subject) =>
      (['en', 'zh'] as const).flatMap((lang) => {
        const samples = results.get(resultKey(profile, subject, lang));
        if (!samples?.length) return [];
        const s = summarize(samples);
        // A task under 50 ms is not reported by the browser: "< 50" when there was none longer.
        const task = `${s.longestTask ? `${s.longestTask.toFixed(0)} ms` : '< 50 ms'} (${s.runsWithLongTask} of ${samples.length} over)`;
        return [[`${subject} ${lang}`, `${s.median.toFixed(0)} ms`, `${s.min.toFixed(0)}–${s.max.toFixed(0)} ms`, s.kb.toFixed(1), task]];
      }),
    );
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
    const runs = results.get(resultKey(profile, subjects[0], 'en'))?.length ?? 0;
    out.push(`${profile.label} (${runs} cold runs each)`, line(header), ...rows.map(line), '');
  }
  return out.join('\n');
}

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Our figures for bench.ts: a row per profile and language. */
export async function searchSpeedRows(dist?: string, runs = 3): Promise<[string, string][]> {
  const site = await startSite(dist);
  try {
    const results = await measureSearchSpeed([ourSearch(site)], { runs });
    return [PHONE, DESKTOP].flatMap((profile) =>
      (['en', 'zh'] as const).map((lang): [string, string] => {
        const s = summarize(results.get(resultKey(profile, 'ours', lang))!);
        return [
          `search last key to first result ${lang} (${profile.name}, ${runs} cold runs)`,
          `median ${s.median.toFixed(0)} ms (${s.min.toFixed(0)}–${s.max.toFixed(0)}), ${s.kb.toFixed(1)} KB fetched, longest task ${s.longestTask ? `${s.longestTask.toFixed(0)} ms` : '< 50 ms'}`,
        ];
      }),
    );
  } finally {
    await site.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ options: { runs: { type: 'string', default: '5' }, phone: { type: 'boolean' } }, allowPositionals: true });
  const dists = positionals.length ? positionals : [undefined];
  const sites = await Promise.all(dists.map((dist) => startSite(dist)));
  try {
    const subjects = sites.map((site, i) => ({ ...ourSearch(site), name: dists.length > 1 ? String(dists[i]) : 'ours' }));
    const profiles = values.phone ? [PHONE] : [PHONE, DESKTOP];
    console.log(`load average at start ${loadAverage()}`);
    const results = await measureSearchSpeed(subjects, { profiles, runs: Number(values.runs), onStart: console.log });
    console.log(
      formatTables(
        results,
        subjects.map((s) => s.name),
        profiles,
      ),
    );
    console.log(`load average at end ${loadAverage()}`);
  } finally {
    await Promise.all(sites.map((site) => site.close()));
  }
}
