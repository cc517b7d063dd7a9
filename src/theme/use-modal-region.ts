/**
 * While a phone menu or drawer is open, everything outside it is inert and Tab wraps around inside it: focus
 * and clicks cannot leave it. On closing, focus goes back to what had it before (the trigger) when it was
 * inside the closing region.
 */
import { useEffect } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab from the last stop goes to the first one, Shift+Tab from the first to the last. */
function wrapTab(e: KeyboardEvent, regions: Element[]) {
  if (e.key !== 'Tab') return;
  const stops = regions.flatMap((el) => [...el.querySelectorAll<HTMLElement>(FOCUSABLE)]).filter((el) => !el.closest('[inert]') && el.checkVisibility());
  if (!stops.length) return;
  const [first, last] = [stops[0], stops[stops.length - 1]];
  const at = document.activeElement;
  const outside = !stops.includes(at as HTMLElement);
  if (e.shiftKey ? at === first || outside : at === last || outside) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}

export function useModalRegion(open: boolean, regions: () => (Element | null | undefined)[]) {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const kept = regions().filter((el): el is Element => Boolean(el));
    const path = new Set<Element>();
    for (const el of kept) for (let up = el.parentElement; up && up !== document.documentElement; up = up.parentElement) path.add(up);
    const madeInert: HTMLElement[] = [];
    for (const parent of path) {
      for (const child of parent.children) {
        if (path.has(child) || kept.includes(child) || !(child instanceof HTMLElement) || child.inert) continue;
        child.inert = true;
        madeInert.push(child);
      }
    }
    const onKey = (e: KeyboardEvent) => wrapTab(e, kept);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      for (const el of madeInert) el.inert = false;
      const focused = document.activeElement;
      const lost = !focused || focused === document.body || kept.some((el) => el.contains(focused));
      if (lost && opener?.isConnected) opener.focus();
    };
    // The regions are read when opening; they do not change while open.
  }, [open]);
}
