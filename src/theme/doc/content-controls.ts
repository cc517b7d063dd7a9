/**
 * The controls of a doc page's content, on its markup: code block buttons (code/code-controls.ts) and tabs
 * (tabs/tab-controls.ts). One set of listeners on the article serves every page, rendered by React or shown
 * as prerendered HTML on a first load; each page shown gets the tab choices the reader stored.
 */
import { useEffect, useRef } from 'react';
import { usePageContext } from '../page-context.ts';
import { onCodeButton } from '../code/code-controls.ts';
import { onStorageChange, onTabClick, onTabKey, showStoredTabs } from '../tabs/tab-controls.ts';

export function useContentControls() {
  const article = useRef<HTMLElement>(null);
  const { page } = usePageContext();

  useEffect(() => {
    const element = article.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element) onCodeButton(event.target) || onTabClick(event.target);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof Element && onTabKey(event.target, event.key)) event.preventDefault();
    };
    element.addEventListener('click', onClick);
    element.addEventListener('keydown', onKey);
    window.addEventListener('storage', onStorageChange);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKey);
      window.removeEventListener('storage', onStorageChange);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each page shown brings its own tab groups
  useEffect(() => {
    if (article.current) showStoredTabs(article.current);
  }, [page]);

  return article;
}
