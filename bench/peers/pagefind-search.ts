/**
 * Pagefind as a subject of ../search-speed.ts, on a page of the copy pagefind-site.ts indexed.
 * It follows the reader of our modal: at the shortcut it starts loading (pagefind.js, then
 * init(), which fetches its entry, metadata and WebAssembly, as our modal fetches its data on
 * intent); the query takes as long to type; at the last keystroke it calls search(query) and is
 * done with the data of the first 5 results (titles, URLs, excerpts: what a result list shows).
 * That is the engine's best case, not its UI's: no search of the shorter prefixes, no debounce
 * (its own UI waits 300 ms after the last key), no rendering. Its default setup runs the search
 * and its fetches in a web worker, which the phone profile's CPU slowdown reaches only in part
 * (Chromium slows the page's main thread, and refuses Emulation.setCPUThrottlingRate on a
 * worker); `worker: false` keeps everything on the main thread (Pagefind's `noWorker`).
 */
import type { Site } from '../../e2e/harness.ts';
import { PAGES, typingPause, withTimeout, type Subject } from '../search-speed.ts';

interface Pagefind {
  options(options: { noWorker?: boolean }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: { data(): Promise<unknown> }[] }>;
}

type PagefindWindow = { __pagefind: Promise<Pagefind> };

export function pagefindSearch(site: Site, { worker = true } = {}): Subject {
  return {
    name: worker ? 'Pagefind' : 'Pagefind, no worker',
    site,
    async search(page, lang) {
      const { query } = PAGES[lang];
      const start = await page.evaluate(
        ({ url, noWorker }) => {
          (window as unknown as PagefindWindow).__pagefind = import(url).then(async (pagefind: Pagefind) => {
            await pagefind.options({ noWorker });
            await pagefind.init();
            return pagefind;
          });
          return performance.now();
        },
        { url: '/pagefind/pagefind.js', noWorker: !worker },
      );
      for (let i = 0; i < [...query].length; i++) await typingPause();
      const times = await withTimeout(
        page.evaluate(async (q) => {
          const lastKey = performance.now();
          const pagefind = await (window as unknown as PagefindWindow).__pagefind;
          const { results } = await pagefind.search(q);
          const data = await Promise.all(results.slice(0, 5).map((r) => r.data()));
          return { lastKey, result: performance.now(), count: data.length };
        }, query),
        async () => 'Pagefind did not answer',
      );
      if (!times.count) throw new Error(`Pagefind found nothing for "${query}"`);
      return { start, lastKey: times.lastKey, result: times.result };
    },
  };
}
