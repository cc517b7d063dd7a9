/**
 * Content that scrolls sideways (a code block with a long line, a wide table) must be reachable and
 * scrollable from the keyboard: while it overflows, it is a focusable, named group; when it fits
 * again (a wider window, line wrap on) it goes back to plain content, so it adds no tab stop for nothing.
 */
import type { PageStrings } from '../shared/ui-strings.ts';

const SCROLLERS = '.code-block pre, .doc-content table';
/** Marks what this module added, so that it only ever removes its own attributes. */
const MARKED = 'data-scroll-region';

type RegionStrings = Pick<PageStrings, 'scrollableCode' | 'scrollableTable'>;

/** The accessible name of a scrolling element: its code block's title or language, or a table's caption. */
export function regionName(element: Element, strings: RegionStrings): string {
  if (element.tagName === 'TABLE') return element.querySelector('caption')?.textContent?.trim() || strings.scrollableTable;
  const block = element.closest('.code-block');
  const name = block?.querySelector('.code-title')?.textContent?.trim() || block?.getAttribute('data-lang') || 'text';
  return strings.scrollableCode.replace('{name}', name);
}

/** Makes `element` a keyboard stop while it overflows sideways, and plain again when it does not. */
export function markIfScrollable(element: Element, strings: RegionStrings): void {
  const overflows = element.scrollWidth > element.clientWidth + 1;
  if (overflows && !element.hasAttribute(MARKED)) {
    element.setAttribute(MARKED, '');
    element.setAttribute('tabindex', '0');
    // A group, not a region: a page holds many blocks of the same name, and regions are landmarks, which must differ.
    if (element.tagName !== 'TABLE') element.setAttribute('role', 'group');
    element.setAttribute('aria-label', regionName(element, strings));
  } else if (!overflows && element.hasAttribute(MARKED)) {
    for (const name of [MARKED, 'tabindex', 'role', 'aria-label']) element.removeAttribute(name);
  }
}

/** Watches the scrolling elements under `root` until the returned function is called. */
export function watchScrollableRegions(root: ParentNode, strings: RegionStrings): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) markIfScrollable(entry.target, strings);
  });
  for (const element of root.querySelectorAll(SCROLLERS)) observer.observe(element);
  return () => observer.disconnect();
}
