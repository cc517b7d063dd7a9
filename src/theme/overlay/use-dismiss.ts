/**
 * How every menu, popover and modal of the theme goes away: when the reader goes to another page and, as asked,
 * on Escape or on a press outside its own elements. The one place for these listeners.
 */
import { useEffect, useRef } from 'react';
import { useRouter } from '../../runtime/router.tsx';

export interface DismissOptions {
  /** The elements that count as inside (the trigger and the panel); a press elsewhere closes. Omit to ignore presses. */
  within?: () => (Element | null | undefined)[];
  /** Close on Escape (default true). */
  onEscape?: boolean;
  /** On Escape, focus this element when focus was inside (the trigger). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

export function useDismiss(open: boolean, close: () => void, options: DismissOptions = {}) {
  const { pathname } = useRouter();
  // Read when an event comes, so callers may pass fresh closures on every render.
  const latest = useRef({ close, options });
  latest.current = { close, options };
  const shownAt = useRef(pathname);
  const { onEscape = true, within } = options;
  const pressesCount = Boolean(within);

  useEffect(() => {
    if (pathname === shownAt.current) return;
    shownAt.current = pathname;
    if (open) latest.current.close();
  }, [pathname, open]);

  useEffect(() => {
    if (!open) return;
    const inside = (node: Node | null) => latest.current.options.within?.().some((el) => el?.contains(node));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focused = document.activeElement;
      latest.current.close();
      if (inside(focused)) latest.current.options.returnFocusTo?.()?.focus();
    };
    const onPress = (event: PointerEvent) => inside(event.target as Node) || latest.current.close();
    if (onEscape) document.addEventListener('keydown', onKey);
    if (pressesCount) document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open, onEscape, pressesCount]);
}
