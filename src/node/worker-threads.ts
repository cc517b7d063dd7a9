/** How many worker threads the build's large batches use; `wanted` (`SITE_THREADS`, env-switches.ts) overrides. */
import { availableParallelism, totalmem } from 'node:os';

/**
 * For page compiles (content/page-compiler.ts): one per core but one, which the build's own thread keeps, and at
 * most one per 2 GiB of memory (0: compile in the build's thread).
 */
export function compileThreads(wanted?: number): number {
  return wanted ?? Math.max(1, Math.min(availableParallelism() - 1, Math.floor(totalmem() / 2 ** 31)));
}

/** For social cards: one per core, the build's own thread only waiting for them (0 or 1: draw in the build's thread). */
export function cardThreads(wanted?: number): number {
  return wanted ?? availableParallelism();
}
