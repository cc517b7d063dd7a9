/**
 * A modal layer (phone menu, sidebar drawer, search modal): while open, focus and clicks stay inside its elements
 * and the rest of the page is inert (modal-trap.ts, loaded on the first opening), page scrolling is locked, Escape
 * and navigation close it, and focus goes back to the trigger. A `<dialog>` given as the first element is shown
 * with showModal().
 */
import { useLayoutEffect, useRef } from 'react';
import { useScrollLock } from '../use-scroll-lock.ts';
import { useDismiss } from './use-dismiss.ts';

type TrapModule = typeof import('./modal-trap.ts');
let loaded: TrapModule | undefined;

export interface ModalOptions {
  /** The layer's elements; the first one is the layer itself. */
  regions: () => (HTMLElement | null | undefined)[];
  /** Focused on opening. */
  initialFocus?: () => HTMLElement | null | undefined;
}

export function useModal(open: boolean, close: () => void, options: ModalOptions) {
  const latest = useRef({ close, options });
  latest.current = { close, options };
  // Escape belongs to the trap (only the topmost layer answers it); navigation closes any layer.
  useDismiss(open, close, { onEscape: false });
  useScrollLock(open);

  useLayoutEffect(() => {
    if (!open) return;
    // Read now: the layer may move focus inside right after.
    const opener = document.activeElement as HTMLElement | null;
    const { regions, initialFocus } = latest.current.options;
    const kept = regions().filter((el): el is HTMLElement => Boolean(el));
    const dialog = kept[0] instanceof HTMLDialogElement ? kept[0] : undefined;
    dialog?.showModal();
    // Its own Escape would close the dialog behind React's back: the owner closes it instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.close();
    };
    dialog?.addEventListener('cancel', onCancel);
    let release: (() => void) | undefined;
    let closed = false;
    const hold = (m: TrapModule) => {
      loaded = m;
      if (!closed) release = m.trapFocus(kept, { onEscape: () => latest.current.close(), opener, initialFocus: initialFocus?.() });
    };
    // At once when loaded already: a layer opened over another takes the keys before focus moves.
    if (loaded) hold(loaded);
    // Without it the layer still opens and works; only focus is not held inside. The next opening tries again.
    else import('./modal-trap.ts').then(hold, (error) => console.warn('[site] focus handling failed to load:', error));
    return () => {
      closed = true;
      dialog?.removeEventListener('cancel', onCancel);
      dialog?.close();
      // After the commit: React puts back the focus it saw before a commit when something moves it meanwhile.
      queueMicrotask(() => release?.());
    };
  }, [open]);
}
