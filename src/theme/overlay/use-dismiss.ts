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
  /** On Escape, focus this element when focus was inside or lost (the trigger). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** Whether `target` sits in a modal layer opened over the element (the search modal over a phone menu): its keys are its own. */
function inLayerAbove(target: EventTarget | null, within: Element[]): boolean {
  const layer = target instanceof Element ? target.closest('[aria-modal="true"]') : null;
  return Boolean(layer) && !within.some((el) => el.contains(layer) || layer?.contains(el));
}

export function useDismiss(open: boolean, close: () => void, { within, onEscape = true, returnFocusTo }: DismissOptions = {}) {
  const { pathname } = useRouter();
  // Read when an event comes, so callers may pass fresh closures on every render.
  const latest = useRef({ close, within, returnFocusTo });
  latest.current = { close, within, returnFocusTo };

  const shownAt = useRef(pathname);
  useEffect(() => {
    if (pathname === shownAt.current) return;
    shownAt.current = pathname;
    if (open) latest.current.close();
  }, [pathname, open]);

  const pressesCount = within !== undefined;
  useEffect(() => {
    if (!open) return;
    const inside = () => (latest.current.within?.() ?? []).filter((el): el is Element => Boolean(el));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || inLayerAbove(event.target, inside())) return;
      const focused = document.activeElement;
      const hadFocus = !focused || focused === document.body || inside().some((el) => el.contains(focused));
      latest.current.close();
      const trigger = latest.current.returnFocusTo?.();
      if (hadFocus && trigger && trigger !== focused) trigger.focus();
    };
    const onPress = (event: PointerEvent) => {
      if (!inside().some((el) => el.contains(event.target as Node))) latest.current.close();
    };
    if (onEscape) document.addEventListener('keydown', onKey);
    if (pressesCount) document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open, onEscape, pressesCount]);
}
