/**
 * The navbar's search button and the global shortcuts (Ctrl/Cmd+K, and / outside text fields).
 * The modal, the search data and MiniSearch load only on intent: hovering or focusing the
 * button, or a shortcut. Nothing of them is in a page's first load.
 *
 * Until the modal is there, a hidden text field holds the focus, so that whatever reaches the page
 * meanwhile — keys, a paste, an input method's committed text — is typed by the browser itself,
 * in order; the modal's search box starts from it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageContext, useStrings } from '../page-context.ts';
import { SearchIcon } from './SearchIcon.tsx';
import { useLazyPart } from '../use-lazy-part.ts';
import { LazyPartFailure } from '../LazyPartFailure.tsx';
import './search-button.css';

const loadModal = () => import('./SearchModal.tsx');
/** Loaded beside the modal, not after it, so that the search data is on its way as soon as possible. */
const loadSearchSource = () => import('./search-source.ts');

/** Where `/` is typing, not a shortcut. */
const isTextField = (element: Element | null) =>
  element instanceof HTMLElement && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));

export function SearchButton() {
  const { lang } = usePageContext();
  const strings = useStrings();
  const [open, setOpen] = useState(false);
  const [apple, setApple] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const opening = useRef(false);
  const typeAhead = useRef<HTMLInputElement>(null);
  const [modal, requestModal] = useLazyPart(loadModal);

  // A failure is shown only once the reader opens search (useLazyPart keeps its cause).
  const preload = useCallback(() => {
    void requestModal();
    loadSearchSource().then(
      (m) => m.preloadSearch(lang),
      () => {},
    );
  }, [lang, requestModal]);

  const takeTypedAhead = useCallback(() => {
    const field = typeAhead.current;
    const typed = field?.value ?? '';
    if (field) field.value = '';
    return typed;
  }, []);

  const openerOf = useCallback(() => button.current, []);

  const close = useCallback(() => {
    setOpen(false);
    takeTypedAhead();
    button.current?.focus({ preventScroll: true });
  }, [takeTypedAhead]);

  useEffect(() => {
    // After hydration only, so that the prerendered HTML and the first render agree.
    setApple(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const onKey = (event: KeyboardEvent) => {
      // Until the modal is shown (its dialog open), the stand-in field has the keys.
      const waiting = opening.current && !document.querySelector('dialog[open] #search-input');
      if (waiting && event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        if (opening.current) close();
        else {
          typeAhead.current?.focus({ preventScroll: true });
          setOpen(true);
        }
      } else if (event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTextField(document.activeElement)) {
        event.preventDefault();
        typeAhead.current?.focus({ preventScroll: true });
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close]);

  useEffect(() => {
    opening.current = open;
    if (!open) return;
    // A task after the one that opened it: a shortcut's keydown already renders the opening and moves the focus, and
    // the modal's imports (their preload links, added to the head) made it one task of over 50 ms on a slow phone.
    const timer = setTimeout(preload);
    return () => clearTimeout(timer);
  }, [open, preload]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="s-search-button"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          typeAhead.current?.focus({ preventScroll: true });
          setOpen(true);
        }}
      >
        <SearchIcon />
        <span className="s-search-button-text">{strings.search}</span>
        <span className="s-search-button-keys" aria-hidden="true">
          <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      <input ref={typeAhead} className="s-visually-hidden" tabIndex={-1} aria-label={strings.search} autoComplete="off" />
      {open && modal.status === 'ready' && (
        <modal.value.default lang={lang} strings={strings} onClose={close} takeTypedAhead={takeTypedAhead} opener={openerOf} />
      )}
      {open && modal.status === 'failed' && <LazyPartFailure className="s-search-failure" cause={modal.cause} onRetry={preload} />}
    </>
  );
}
