/**
 * The controls of a page's content, on its markup: those of every built-in component (its browser.ts, listed in
 * components/browser-registry.ts). One set of listeners on the window serves every layout and every page,
 * rendered by React or shown as prerendered HTML on a first load; each page shown is handed to every component
 * (the tab choices the reader stored, the cursor in the overview's filter).
 */
import { useEffect } from 'react';
import { usePageContext } from './page-context.ts';
import { BROWSER_COMPONENTS } from './components/browser-registry.ts';
import type { ContentEvents } from './components/descriptor.ts';

const CONTENT_EVENTS: (keyof ContentEvents)[] = ['click', 'keydown', 'input', 'storage'];
/** Any component's handler of any of them (each takes its own type of event). */
type ContentHandler = (target: Element, event: Event) => unknown;

export function useContentControls() {
  const { page } = usePageContext();

  useEffect(() => {
    const listening = new AbortController();
    for (const type of CONTENT_EVENTS)
      addEventListener(
        type,
        (event) => {
          // The page's events come from its markup, whose targets are elements; a storage event's handlers read none.
          BROWSER_COMPONENTS.some((component) => (component[type] as ContentHandler | undefined)?.(event.target as Element, event));
        },
        { signal: listening.signal },
      );
    return () => listening.abort();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each page shown brings its own content
  useEffect(() => {
    for (const component of BROWSER_COMPONENTS) component.show?.(document);
  }, [page]);
}
