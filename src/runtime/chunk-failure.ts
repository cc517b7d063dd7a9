/**
 * What a failed lazy chunk (a page, the search modal, a popover's list) means, and what to do.
 * A new deployment replaces the hashed asset files, so a tab opened before it asks for files that
 * are gone: the page's HTML, fetched afresh, names another entry script. Offline, the HTML cannot
 * be fetched at all. Anything else is a passing failure, worth a retry.
 */
import { bootOfHtml } from '../shared/site-boot.ts';

export type ChunkFailure = 'redeployed' | 'offline' | 'failed';

/** Whether the page's HTML, as served now, names another entry script than the one this tab runs. */
export function isRedeployed(servedHtml: string, runningEntry: string | undefined): boolean {
  return Boolean(runningEntry) && bootOfHtml(servedHtml)?.app !== runningEntry;
}

export async function chunkFailureCause(): Promise<ChunkFailure> {
  if (!navigator.onLine) return 'offline';
  // Undefined in the dev server, whose pages have no boot data: nothing there is ever redeployed.
  const entry = window.__SITE_BOOT__?.app;
  try {
    const response = await fetch(location.pathname, { cache: 'no-store' });
    return isRedeployed(await response.text(), entry) ? 'redeployed' : 'failed';
  } catch {
    return 'offline';
  }
}

const RELOADED_AT = 'site:redeploy-reload';
/** At most one reload a minute per tab: if the new deployment is broken too, a message beats a loop. */
export const RELOAD_GUARD_MS = 60_000;

export function mayReload(lastReloadAt: number, now: number): boolean {
  return !(now - lastReloadAt < RELOAD_GUARD_MS && now >= lastReloadAt);
}

/** Reloads the page to pick up a new deployment, unless it did so a moment ago; says whether it did. */
export function reloadOnce(now = Date.now()): boolean {
  try {
    if (!mayReload(Number(sessionStorage.getItem(RELOADED_AT) ?? 0), now)) return false;
    sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    return false; // without storage a reload could loop
  }
  location.reload();
  return true;
}
