/**
 * Holds an open modal layer (phone menu, sidebar drawer, search modal) with focus-trap: Tab wraps inside, everything
 * else is inert, Escape closes and focus goes back to the trigger. One stack for all of them, so a layer opened over
 * another (search over the phone menu) takes the keys until it closes. A `<dialog>` layer is shown with showModal(),
 * and its trap starts a task later: showModal() already moves the focus in and makes the page inert, and on a slow
 * phone the two together made one task of over 50 ms.
 * Loaded on the first opening (the search modal's chunk brings it along).
 */
import { createFocusTrap, type FocusTrap } from 'focus-trap';

const stack: FocusTrap[] = [];

export interface HoldOptions {
  /** Closes the layer (its owner's state); the owner's cleanup then calls the release. */
  close: () => void;
  /** Where focus goes on closing (the trigger, read when the layer opened). */
  opener: HTMLElement | null;
  /** Focused on opening; else focus stays where it is when already inside, or goes to the first stop. */
  initialFocus?: HTMLElement | null;
}

/** Holds `layers` (the first one is the layer itself) until the returned release is called. */
export function holdModal(layers: HTMLElement[], { close, opener, initialFocus }: HoldOptions): () => void {
  const dialog = layers[0] instanceof HTMLDialogElement ? layers[0] : undefined;
  // The dialog's own Escape would close it behind its owner's back: the owner closes it instead.
  const onCancel = (event: Event) => {
    event.preventDefault();
    close();
  };
  dialog?.addEventListener('cancel', onCancel);
  // Under a dialog, whose trap starts later, the layer below lets go of the keys now (activating a trap pauses it).
  const below = dialog ? stack.at(-1) : undefined;
  below?.pause();
  if (dialog && !dialog.open) dialog.showModal();
  let trap: FocusTrap | undefined;
  const activate = () => {
    trap = createFocusTrap(layers, {
      trapStack: stack,
      // A modal <dialog> already makes the rest of the page inert; marking it again restyles the whole page.
      isolateSubtrees: dialog ? false : 'inert',
      // Where the reader has moved the focus inside meanwhile, it stays.
      initialFocus: layers.some((el) => el.contains(document.activeElement)) ? false : (initialFocus ?? undefined),
      fallbackFocus: layers[0],
      // The owner closes the layer, which releases the trap.
      escapeDeactivates: () => {
        close();
        return false;
      },
      allowOutsideClick: true,
      delayInitialFocus: false,
      delayReturnFocus: false,
      setReturnFocus: () => (opener?.isConnected ? opener : false),
      preventScroll: true,
    });
    trap.activate();
  };
  const later = dialog ? setTimeout(activate) : undefined;
  if (!dialog) activate();
  return () => {
    clearTimeout(later);
    dialog?.removeEventListener('cancel', onCancel);
    // Focus goes back to the trigger when it was in the layer or lost; a click that moved it elsewhere keeps it there.
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || layers.some((el) => el.contains(focused));
    if (trap) trap.deactivate({ returnFocus: lost });
    else {
      below?.unpause();
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    }
    dialog?.close();
  };
}
