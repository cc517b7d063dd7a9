/**
 * While a phone menu or drawer is open, focus and clicks cannot leave it and Escape closes it (modal-region.ts,
 * loaded on the first opening); on closing, focus goes back to the trigger.
 */
import { useEffect } from 'react';

export function useModalRegion(open: boolean, regions: () => (Element | null | undefined)[], close: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: regions and close are read when opening; they do not change while open
  useEffect(() => {
    if (!open) return;
    // Read now: the drawer moves focus to its close button right after.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const kept = regions().filter((el): el is Element => Boolean(el));
    let release: (() => void) | undefined;
    let closed = false;
    import('./modal-region.ts').then(
      ({ holdFocusIn }) => {
        if (!closed) release = holdFocusIn(kept, opener, close);
      },
      // Without it the menu still opens and works; only focus is not held inside. The next opening tries again.
      (error) => console.warn('[site] focus handling of the menu failed to load:', error instanceof Error ? error.message : error),
    );
    return () => {
      closed = true;
      release?.();
    };
  }, [open]);
}
