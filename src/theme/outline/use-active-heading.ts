/** Scroll spy: the id of the heading the reader is in, re-checked at most every 100 ms while scrolling. */
import { useEffect, useState } from 'react';

export const OUTLINE_SCROLL_THROTTLE = 100;

/** The last heading whose top has passed the line just under the navbar; the last one at the page bottom. */
export function activeHeadingId(tops: { id: string; top: number }[], line: number, atBottom: boolean): string | undefined {
  if (!tops.length) return undefined;
  if (atBottom) return tops[tops.length - 1].id;
  let active: string | undefined;
  for (const { id, top } of tops) {
    if (top <= line) active = id;
    else break;
  }
  return active;
}

/** Of the headings `ids`, the one the reader is in now (`activeHeadingId` at their current places). */
export function headingInView(ids: string[], atBottom = false): string | undefined {
  const line = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + 8;
  const tops = ids.flatMap((id) => {
    const el = document.getElementById(id);
    return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
  });
  return activeHeadingId(tops, line, atBottom);
}

export function throttle(fn: () => void, ms: number): (() => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = 0;
  const run = () => {
    last = Date.now();
    timer = undefined;
    fn();
  };
  const throttled = () => {
    if (timer) return;
    const wait = Math.max(0, ms - (Date.now() - last));
    timer = setTimeout(run, wait);
  };
  return Object.assign(throttled, { cancel: () => timer && clearTimeout(timer) });
}

export function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  // The effect restarts only when the headings change, not when the caller passes a new array.
  const key = ids.join('\n');
  useEffect(() => {
    if (!key) return;
    const headingIds = key.split('\n');
    const update = () => setActive(headingInView(headingIds, innerHeight + scrollY >= document.documentElement.scrollHeight - 2 && scrollY > 0));
    const onScroll = throttle(update, OUTLINE_SCROLL_THROTTLE);
    update();
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [key]);
  return active;
}
