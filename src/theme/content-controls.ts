/**
 * The controls of a page's content, on its markup: code block buttons (code/code-controls.ts), tabs
 * (tabs/tab-controls.ts) and the overview's filter (overview/overview-controls.ts). One set of listeners on the
 * document serves every layout and every page, rendered by React or shown as prerendered HTML on a first load;
 * each page shown gets the tab choices the reader stored, and the cursor in its overview filter.
 */
import { useEffect } from 'react';
import { usePageContext } from './page-context.ts';
import { onCodeButton } from './code/code-controls.ts';
import { onStorageChange, onTabClick, onTabKey, showStoredTabs } from './tabs/tab-controls.ts';
import { focusOverviewFilter, onOverviewInput } from './overview/overview-controls.ts';

export function useContentControls() {
  const { page } = usePageContext();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element) onCodeButton(event.target) || onTabClick(event.target);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof Element && onTabKey(event.target, event.key)) event.preventDefault();
    };
    const onInput = (event: Event) => {
      if (event.target instanceof Element) onOverviewInput(event.target);
    };
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('click', onClick, { signal });
    document.addEventListener('keydown', onKey, { signal });
    document.addEventListener('input', onInput, { signal });
    window.addEventListener('storage', onStorageChange, { signal });
    return () => listening.abort();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each page shown brings its own tab groups and filter
  useEffect(() => {
    showStoredTabs(document);
    focusOverviewFilter(document);
  }, [page]);
}
