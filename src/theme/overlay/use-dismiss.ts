/**
 * How every menu, popover and modal of the theme goes away: when the reader follows a link to another page and, as asked,
 * on Escape or on a press outside its own elements. The one place for these listeners.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from '../../runtime/index.ts';

export interface DismissOptions {
  /** The elements that count as inside (the trigger and the panel); a press elsewhere closes. Omit to ignore presses. */
  within?: () => (Element | null | undefined)[];
  /** Close on Escape (default true); read when the element opens, like the other options. */
  onEscape?: boolean;
  /** On Escape, focus this element when focus was inside (the trigger). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

export function useDismiss(open: boolean, close: () => void, options: DismissOptions = {}) {
  // Navigations started, not pages shown: a layer opened while a page was still loading stays open when it arrives.
  const { navigations } = useRouter();
  // Read when an event comes, so callers may pass fresh closures on every render.
  const latest = useRef({ close, options });
  latest.current = { close, options };
  const seen = useRef(navigations);

  useEffect(() => {
    if (navigations === seen.current) return;
    seen.current = navigations;
    if (open) latest.current.close();
  }, [navigations, open]);

  // Listening from the commit that shows the layer, not from a later effect: an Escape or a press that comes as soon
  // as it is on screen (a fast hand, a busy page) already closes it.
  useLayoutEffect(() => {
    if (!open) return;
    const { options } = latest.current;
    const inside = (node: Node | null) => options.within?.().some((el) => el?.contains(node));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || options.onEscape === false) return;
      const focused = document.activeElement;
      latest.current.close();
      if (inside(focused)) options.returnFocusTo?.()?.focus();
    };
    const onPress = (event: PointerEvent) => !options.within || inside(event.target as Node) || latest.current.close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open]);
}
