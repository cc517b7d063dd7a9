/**
 * Stopping the long-running commands cleanly. Ctrl-C (SIGINT), SIGTERM and SIGHUP run every
 * registered clean-up (close servers, remove a half-written build folder) and then exit with the
 * signal's status. While no clean-up is registered, signals keep Node's default behaviour.
 */
import { constants } from 'node:os';

type Cleanup = () => unknown;

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const cleanups = new Set<Cleanup>();
let stopping = false;

function onSignal(signal: NodeJS.Signals) {
  void shutdown(signal);
}

/** Runs `cleanup` if the process is told to stop; the returned function unregisters it. */
export function onShutdown(cleanup: Cleanup): () => void {
  if (cleanups.size === 0) for (const signal of SIGNALS) process.on(signal, onSignal);
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
    if (cleanups.size === 0) for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}

/** Runs every clean-up once (a second signal while they run exits at once), then exits. */
export async function shutdown(signal: NodeJS.Signals): Promise<never> {
  const status = 128 + (constants.signals[signal] ?? 15);
  if (stopping) process.exit(status);
  stopping = true;
  await Promise.allSettled([...cleanups].map(async (cleanup) => cleanup()));
  process.exit(status);
}

/**
 * A server started through `npm start` has a shell between it and npm; a SIGTERM sent to npm
 * ends that shell but is not passed on, and the server would keep its port with nobody left to
 * stop it. So a server also stops when the process that started it is gone (its parent changes).
 */
export function stopWhenOrphaned(intervalMs = 500): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown('SIGTERM');
  }, intervalMs).unref();
}
