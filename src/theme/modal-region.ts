/**
 * Holds focus in an open phone menu or drawer: everything outside its regions is inert, Tab wraps around
 * inside them and Escape closes. Loaded on the first opening (see use-modal-region.ts), not with the page.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab from the last stop goes to the first one, Shift+Tab from the first to the last. */
function wrapTab(e: KeyboardEvent, regions: Element[]) {
  if (e.key !== 'Tab') return;
  const stops = regions.flatMap((el) => [...el.querySelectorAll<HTMLElement>(FOCUSABLE)]).filter((el) => !el.closest('[inert]') && el.checkVisibility());
  if (!stops.length) return;
  const [first, last] = [stops[0], stops[stops.length - 1]];
  const at = document.activeElement as HTMLElement | null;
  const outside = !at || !stops.includes(at);
  if (outside || at === (e.shiftKey ? first : last)) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}

/**
 * Makes everything but `regions` inert and calls `onEscape` on Escape, until the returned release is called;
 * release then gives focus back to `opener` (the trigger) when focus was inside the regions or lost.
 */
export function holdFocusIn(regions: Element[], opener: HTMLElement | null, onEscape: () => void): () => void {
  const path = new Set<Element>();
  for (const el of regions) for (let up = el.parentElement; up && up !== document.documentElement; up = up.parentElement) path.add(up);
  const madeInert: HTMLElement[] = [];
  for (const parent of path) {
    for (const child of parent.children) {
      if (path.has(child) || regions.includes(child) || !(child instanceof HTMLElement) || child.inert) continue;
      child.inert = true;
      madeInert.push(child);
    }
  }
  const onKey = (e: KeyboardEvent) => {
    // A dialog opened on top (the search modal) handles its own keys.
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest('[aria-modal="true"]') && !regions.some((el) => el.contains(target))) return;
    if (e.key === 'Escape') onEscape();
    else wrapTab(e, regions);
  };
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('keydown', onKey);
    for (const el of madeInert) el.inert = false;
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || regions.some((el) => el.contains(focused));
    if (lost && opener?.isConnected) opener.focus();
  };
}
