/**
 * Loads a lazy part of the shell (the search modal, a popover's list) on first intent, and keeps
 * a failure from taking the page down: the part's state says why it failed, and its host shows
 * <LazyPartFailure> in its place (which reloads once for a new deployment, else offers a retry).
 */
import { useCallback, useRef, useState } from 'react';
import { chunkFailureCause, type ChunkFailure } from '../runtime/index.ts';

export type LazyPartState<T> = { status: 'idle' | 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; cause: ChunkFailure };

export function useLazyPart<T>(load: () => Promise<T>): [LazyPartState<T>, () => Promise<T | undefined>] {
  const [state, setState] = useState<LazyPartState<T>>({ status: 'idle' });
  const pending = useRef<Promise<T | undefined>>(undefined);
  const request = useCallback(() => {
    if (!pending.current) {
      setState({ status: 'loading' });
      pending.current = load().then(
        (value) => {
          setState({ status: 'ready', value });
          return value;
        },
        async (error) => {
          console.warn('[site] a part of the page failed to load:', error instanceof Error ? error.message : error);
          pending.current = undefined; // the next request tries again
          setState({ status: 'failed', cause: await chunkFailureCause() });
          return undefined;
        },
      );
    }
    return pending.current;
  }, [load]);
  return [state, request];
}
