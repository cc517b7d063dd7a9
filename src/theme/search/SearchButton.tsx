/**
 * The navbar's search button and the global shortcuts (Ctrl/Cmd+K, and / outside text fields).
 * The modal, the search data and MiniSearch load only on intent: hovering or focusing the
 * button, or a shortcut. Nothing of them is in a page's first load.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageContext } from '../page-context.ts';
import { SearchIcon } from './SearchIcon.tsx';
import { useLazyPart } from '../use-lazy-part.ts';
import { LazyPartFailure } from '../LazyPartFailure.tsx';
import './search-button.css';

const loadModal = () => import('./SearchModal.tsx');

/** Where `/` is typing, not a shortcut. */
const isTextField = (element: Element | null) =>
  element instanceof HTMLElement && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));

export function SearchButton() {
  const { lang, strings } = usePageContext();
  const [open, setOpen] = useState(false);
  const [apple, setApple] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const opening = useRef(false);
  const typedAhead = useRef('');
  const [modal, requestModal] = useLazyPart(loadModal);
  const failed = useRef(false);
  failed.current = modal.status === 'failed';

  // A failure is shown only once the reader opens search (useLazyPart keeps its cause).
  const preload = useCallback(() => {
    void requestModal().then((m) => m?.preloadSearch(lang));
  }, [lang, requestModal]);

  useEffect(() => {
    // After hydration only, so that the prerendered HTML and the first render agree.
    setApple(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const onKey = (event: KeyboardEvent) => {
      // Typed while the modal is still loading: kept for its query box.
      const waiting = opening.current && !document.getElementById('search-input');
      if (waiting && failed.current) {
        if (event.key === 'Escape') setOpen(false);
      } else if (waiting && event.key.length === 1 && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        typedAhead.current += event.key;
      } else if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        setOpen((was) => !was);
      } else if (event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTextField(document.activeElement)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    opening.current = open;
    if (open) preload();
  }, [open, preload]);

  const takeTypedAhead = useCallback(() => {
    const typed = typedAhead.current;
    typedAhead.current = '';
    return typed;
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus({ preventScroll: true });
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="search-button"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
        <span className="search-button-text">{strings.search}</span>
        <span className="search-button-keys" aria-hidden="true">
          <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && modal.status === 'ready' && <modal.value.default lang={lang} strings={strings} onClose={close} takeTypedAhead={takeTypedAhead} />}
      {open && modal.status === 'failed' && <LazyPartFailure className="search-failure" cause={modal.cause} onRetry={preload} />}
    </>
  );
}
