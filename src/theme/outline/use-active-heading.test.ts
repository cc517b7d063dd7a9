import { expect, it, vi } from 'vitest';
import { activeHeadingId, throttle } from './use-active-heading.ts';

const tops = [
  { id: 'a', top: -400 },
  { id: 'b', top: 40 },
  { id: 'c', top: 600 },
];

it('the active heading is the last one above the line', () => {
  expect(activeHeadingId(tops, 88, false)).toBe('b');
  expect(activeHeadingId(tops, 0, false)).toBe('a');
  expect(activeHeadingId([{ id: 'a', top: 300 }], 88, false)).toBeUndefined();
});

it('at the bottom of the page the last heading is active', () => {
  expect(activeHeadingId(tops, 88, true)).toBe('c');
  expect(activeHeadingId([], 88, true)).toBeUndefined();
});

it('throttle runs at most once per interval, trailing', () => {
  vi.useFakeTimers();
  const fn = vi.fn();
  const t = throttle(fn, 100);
  t();
  t();
  t();
  vi.advanceTimersByTime(0);
  expect(fn).toHaveBeenCalledTimes(1);
  t();
  vi.advanceTimersByTime(50);
  expect(fn).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(50);
  expect(fn).toHaveBeenCalledTimes(2);
  vi.useRealTimers();
});
