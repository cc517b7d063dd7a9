/**
 * What search-speed.ts installs in a page before it loads (`page.addInitScript`). These functions
 * run in the page, serialized: they declare no named inner function (tsx would wrap it in a
 * helper the page lacks), only arrows passed as arguments or assigned to properties.
 */

/** Times on the page's clock (performance.now()). */
export interface SearchTimes {
  /** When the search started: the shortcut, or Pagefind's loading. */
  start: number;
  /** The last keystroke of the query (for Pagefind: the call of search()). */
  lastKey: number;
  /** The first result painted (for Pagefind: the data of its first results). */
  result: number;
}

export interface TaskLog {
  list: [start: number, duration: number][];
  observer: PerformanceObserver;
}

/** Collects the main thread's long tasks (over 50 ms) into `window.__tasks`. */
export function installTaskProbe(): void {
  const log = { list: [] } as unknown as TaskLog;
  log.observer = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) log.list.push([entry.startTime, entry.duration]);
  });
  log.observer.observe({ type: 'longtask', buffered: true });
  (window as unknown as { __tasks: TaskLog }).__tasks = log;
}

export interface SearchProbeOptions {
  query: string;
  /**
   * The event that is a keystroke: `keydown` for keys, whose time is when the key came in even if
   * the main thread was busy; `beforeinput` for text an input method commits (insertText), which
   * has no key event.
   */
  keystroke: 'keydown' | 'beforeinput';
}

/**
 * Resolves `window.__searchProbe` with the times of one search in the site's modal: the Ctrl+K
 * shortcut, the query's last keystroke, and the first frame painted with results of the whole
 * query. That frame is found with a MutationObserver and requestAnimationFrame, not paint timing:
 * the Paint Timing API reports only a page's first (contentful) paint, and Element Timing needs an
 * attribute the modal does not set. The observer sees the DOM change that shows the results; the
 * frame that follows paints it, and a task queued from that frame's requestAnimationFrame runs
 * right after its paint. Results are those of the whole query once the modal answered (status
 * idle) and the results differ from what was shown at the last keystroke (those of a shorter
 * prefix, or none).
 */
export function installSearchProbe({ query, keystroke }: SearchProbeOptions): void {
  const length = [...query].length;
  const state = { start: 0, lastKey: 0, keys: 0, shown: '', found: false, resolve: undefined as ((times: SearchTimes) => void) | undefined };
  (window as unknown as { __searchProbe: Promise<SearchTimes> }).__searchProbe = new Promise((resolve) => {
    state.resolve = resolve;
  });
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.ctrlKey && event.key.toLowerCase() === 'k') state.start ||= event.timeStamp;
    },
    { capture: true },
  );
  window.addEventListener(
    keystroke,
    (event) => {
      if (event instanceof KeyboardEvent && (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey)) return;
      if (++state.keys !== length) return;
      state.lastKey = event.timeStamp;
      state.shown = document.getElementById('search-results')?.innerHTML ?? '';
    },
    { capture: true },
  );
  new MutationObserver(() => {
    if (!state.lastKey || state.found) return;
    const input = document.getElementById('search-input') as HTMLInputElement | null;
    const results = document.getElementById('search-results');
    if (input?.value.trim() !== query || input.closest('dialog')?.dataset.status !== 'idle') return;
    if (!results?.querySelector('[role="option"]') || results.innerHTML === state.shown) return;
    state.found = true;
    requestAnimationFrame(() => setTimeout(() => state.resolve?.({ start: state.start, lastKey: state.lastKey, result: performance.now() })));
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-status'] });
}
