/**
 * A modal layer (phone menu, sidebar drawer, search modal): while open, focus and clicks stay inside its elements
 * (focus-trap, loaded on the first opening), page scrolling is locked, Escape and navigation close it, and focus
 * goes back to the trigger. A `<dialog>` given as the first element is shown with showModal().
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useScrollLock } from '../use-scroll-lock.ts';
import { useDismiss } from './use-dismiss.ts';

type TrapModule = typeof import('./modal-trap.ts');
let trapModule: TrapModule | undefined;
const loadTrap = async () => {
  trapModule ??= await import('./modal-trap.ts');
  return trapModule;
};

export interface ModalOptions {
  /** The layer's elements; the first one is the layer itself. */
  regions: () => (HTMLElement | null | undefined)[];
  /** Focused on opening. */
  initialFocus?: () => HTMLElement | null | undefined;
}

export function useModal(open: boolean, close: () => void, { regions, initialFocus }: ModalOptions) {
  const latest = useRef({ close, regions, initialFocus });
  latest.current = { close, regions, initialFocus };
  // Escape belongs to the trap (so that only the topmost layer answers it); navigation closes any layer.
  useDismiss(open, close, { onEscape: false });
  useScrollLock(open);

  useLayoutEffect(() => {
    if (!open) return;
    // Read now: the layer may move focus inside right after.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const kept = latest.current.regions().filter((el): el is HTMLElement => Boolean(el));
    const dialog = kept[0] instanceof HTMLDialogElement ? kept[0] : undefined;
    if (dialog && !dialog.open) dialog.showModal();
    let release: (() => void) | undefined;
    let closed = false;
    const hold = ({ trapFocus }: TrapModule) => {
      if (closed) return;
      release = trapFocus(kept, { onEscape: () => latest.current.close(), opener, initialFocus: latest.current.initialFocus?.() });
    };
    // Activated at once when loaded already: a layer opened over another takes the keys before focus moves.
    if (trapModule) hold(trapModule);
    else
      loadTrap().then(hold, (error) =>
        // Without it the layer still opens and works; only focus is not held inside. The next opening tries again.
        console.warn('[site] focus handling of the menu failed to load:', error instanceof Error ? error.message : error),
      );
    return () => {
      closed = true;
      release?.();
      if (dialog?.open) dialog.close();
    };
  }, [open]);

  // A native dialog's own Escape (the cancel event) would close it behind React's back: the owner closes instead.
  useEffect(() => {
    const dialog = latest.current.regions()[0];
    if (!open || !(dialog instanceof HTMLDialogElement)) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.close();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [open]);
}
