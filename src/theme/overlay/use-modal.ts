/**
 * A modal layer (phone menu, sidebar drawer, search modal): while open, focus and clicks stay inside its elements
 * and the rest of the page is inert (modal-trap.ts, loaded on the first opening), page scrolling is locked, Escape
 * and navigation close it, and focus goes back to the trigger.
 */
import { useLayoutEffect, useRef } from 'react';
import { useScrollLock } from '../use-scroll-lock.ts';
import { useDismiss } from './use-dismiss.ts';

type Trap = typeof import('./modal-trap.ts');
let loaded: Trap | undefined;

export interface ModalOptions {
  /** The layer's elements; the first one is the layer itself (a `<dialog>` is shown with showModal()). */
  regions: () => (HTMLElement | null | undefined)[];
  /** Focused on opening. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Where focus goes back on closing; default: what had it when the layer opened. */
  opener?: () => HTMLElement | null | undefined;
  /** The trap, when the layer's own chunk brings it along (shown without waiting for it). */
  trap?: Trap;
  /**
   * Shown a task after the render that opens it, not in that render's task: for a layer whose first render is a long
   * task of its own on a slow phone (the search modal).
   */
  showLater?: boolean;
  /** A class on <html> while the layer is shown, added just before it shows. */
  rootClass?: string;
  /** Runs right after the layer is shown, in the same task: before the browser handles another event. */
  onShown?: () => void;
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
    const { regions, initialFocus, trap, opener: openerOf, showLater, rootClass } = latest.current.options;
    const opener = openerOf?.() ?? (document.activeElement as HTMLElement | null);
    const root = document.documentElement;
    let release: (() => void) | undefined;
    let closed = false;
    const hold = (m: Trap) => {
      loaded = m;
      if (closed) return;
      if (rootClass) root.classList.add(rootClass);
      release = m.holdModal(
        regions().filter((el): el is HTMLElement => Boolean(el)),
        {
          close: () => latest.current.close(),
          opener,
          initialFocus: initialFocus?.(),
        },
      );
      latest.current.options.onShown?.();
    };
    // At once when loaded already: a layer opened over another takes the keys before focus moves.
    const ready = trap ?? loaded;
    let later: ReturnType<typeof setTimeout> | undefined;
    if (ready && showLater) later = setTimeout(() => hold(ready));
    else if (ready) hold(ready);
    // Without it the layer still opens and works; only focus is not held inside. The next opening tries again.
    else import('./modal-trap.ts').then(hold, (error) => console.warn('[site] a part of the page failed to load:', error));
    return () => {
      closed = true;
      clearTimeout(later);
      // After the commit: React puts back the focus it saw before a commit when something moves it meanwhile.
      queueMicrotask(() => {
        release?.();
        if (rootClass) root.classList.remove(rootClass);
      });
    };
  }, [open]);
}
