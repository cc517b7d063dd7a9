/**
 * The local search as a reader meets it on a cold page, in Chromium at 4x CPU slowdown: the time
 * from the first keystroke (the `/` shortcut, which opens the modal and starts fetching the
 * search data) to the first results of a question typed right after it, and the longest task
 * the main thread ran meanwhile (building the index must not block typing). Needs a built site;
 * `npx tsx bench/search-keystroke.ts` prints it alone.
 */
import { launchBrowser, openPage, startSite } from '../e2e/harness.ts';

const CPU_SLOWDOWN = 4;

export async function keystrokeFigures(dist?: string): Promise<[string, string][]> {
  const site = await startSite(dist);
  const browser = await launchBrowser();
  const rows: [string, string][] = [];
  try {
    for (const [path, query] of [
      ['/guide/start/', 'how do I change the dev server port'],
      ['/zh/guide/start/', '打包太慢了怎么办'],
    ] as const) {
      const { page } = await openPage(browser);
      await page.addInitScript(() => {
        const w = window as unknown as { __search: { first?: number; results?: number; longest: number } };
        w.__search = { longest: 0 };
        addEventListener('keydown', () => (w.__search.first ??= performance.now()), { capture: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (w.__search.first !== undefined && !w.__search.results) w.__search.longest = Math.max(w.__search.longest, entry.duration);
        }).observe({ type: 'longtask', buffered: false });
        new MutationObserver(() => {
          if (w.__search.first !== undefined && !w.__search.results && document.querySelector('.search-hit')) w.__search.results = performance.now();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(site.base + path);
      await page.waitForLoadState('networkidle');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.keyboard.press('/');
      await page.locator('.search-input').pressSequentially(query);
      await page.locator('.search-hit').first().waitFor({ timeout: 60_000 });
      const {
        first = 0,
        results = 0,
        longest,
      } = await page.evaluate(() => (window as unknown as { __search: { first?: number; results?: number; longest: number } }).__search);
      rows.push([
        `search keystroke to results ${path.startsWith('/zh') ? 'zh' : 'en'} (${CPU_SLOWDOWN}x CPU slowdown)`,
        `${(results - first).toFixed(0)} ms; longest main-thread task meanwhile ${longest.toFixed(0)} ms`,
      ]);
      await page.context().close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) for (const [k, v] of await keystrokeFigures()) console.log(`${k}  ${v}`);
