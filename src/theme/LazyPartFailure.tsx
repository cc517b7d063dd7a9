/**
 * Shown in place of a lazy part that could not be loaded. After a new deployment the page reloads
 * once to get the new files; otherwise (or if that reload happened a moment ago) it says why, with
 * a retry, and the rest of the page keeps working.
 */
import { useEffect, useState } from 'react';
import { reloadOnce, type ChunkFailure } from '../runtime/index.ts';
import { useStrings } from './page-context.ts';
import './lazy-part.css';

export function LazyPartFailure({ cause, onRetry, className = '' }: { cause: ChunkFailure; onRetry: () => void; className?: string }) {
  const strings = useStrings();
  const [reloading, setReloading] = useState(false);
  useEffect(() => {
    if (cause === 'redeployed') setReloading(reloadOnce());
  }, [cause]);
  if (reloading) return null;
  return (
    <div className={`s-lazy-part-failure ${className}`} role="alert">
      <span>{cause === 'offline' ? strings.partOffline : strings.partFailed}</span>
      <button type="button" onClick={onRetry}>
        {strings.retry}
      </button>
    </div>
  );
}
