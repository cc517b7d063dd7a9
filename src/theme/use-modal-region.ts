/**
 * While a phone menu or drawer is open, everything outside it is inert: focus and clicks cannot leave it.
 * On closing, focus goes back to what had it before (the trigger) when it was inside the closing region.
 */
import { useEffect } from 'react';

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
    return () => {
      for (const el of madeInert) el.inert = false;
      const focused = document.activeElement;
      const lost = !focused || focused === document.body || kept.some((el) => el.contains(focused));
      if (lost && opener?.isConnected) opener.focus();
    };
    // The regions are read when opening; they do not change while open.
  }, [open]);
}
