/**
 * Holds focus in an open modal layer (phone menu, sidebar drawer, search modal) with focus-trap: Tab wraps inside,
 * everything else is inert, Escape closes and focus goes back to the trigger. One stack for all of them, so a layer
 * opened over another (search over the phone menu) takes the keys until it closes. Loaded on the first opening.
 */
import { createFocusTrap, type FocusTrap } from 'focus-trap';

const stack: FocusTrap[] = [];

export interface TrapOptions {
  onEscape: () => void;
  /** Where focus goes on closing (the trigger, read when the layer opened). */
  opener: HTMLElement | null;
  /** Focused on opening; else focus stays where it is when already inside, or goes to the first stop. */
  initialFocus?: HTMLElement | null;
}

export function trapFocus(containers: HTMLElement[], { onEscape, opener, initialFocus }: TrapOptions): () => void {
  const trap = createFocusTrap(containers, {
    trapStack: stack,
    isolateSubtrees: 'inert',
    initialFocus: initialFocus ?? undefined,
    fallbackFocus: containers[0],
    escapeDeactivates: () => {
      onEscape();
      // The owner closes the layer, which releases the trap.
      return false;
    },
    allowOutsideClick: true,
    delayInitialFocus: false,
    setReturnFocus: () => (opener?.isConnected ? opener : false),
    delayReturnFocus: false,
    preventScroll: true,
  });
  trap.activate();
  return () => {
    // Focus goes back to the trigger when it was in the layer or lost; a click that moved it elsewhere keeps it there.
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || containers.some((el) => el.contains(focused));
    trap.deactivate({ returnFocus: lost });
  };
}
