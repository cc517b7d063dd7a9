/** The parts of the page the query string hides; the pre-paint script marks <html> with the same flags. */
import { useEffect, useState } from 'react';
import { usePageContext } from './page-context.ts';
import { hiddenByQuery, type QueryFlag } from '../shared/query-flags.ts';

/** Read after hydration so the prerendered HTML matches. */
export function useHiddenByQuery(): Set<QueryFlag> {
  const [hidden, setHidden] = useState<Set<QueryFlag>>(() => new Set());
  const { pathname } = usePageContext();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is read again for each page shown
  useEffect(() => setHidden(hiddenByQuery(location.search)), [pathname]);
  return hidden;
}
