import { expect, it } from 'vitest';
import { barWidth, BENCHMARK, formatTime } from './benchmark.ts';

it('sizes bars against the largest time of all groups', () => {
  expect(barWidth(6.52, BENCHMARK)).toBe(100);
  expect(barWidth(3.26, BENCHMARK)).toBeCloseTo(50);
  expect(barWidth(0.08, BENCHMARK)).toBeCloseTo((0.08 / 6.52) * 100);
  expect(barWidth(1, [])).toBe(0);
});

it('labels under a second in whole milliseconds, otherwise seconds with two decimals', () => {
  expect(formatTime(0.41)).toBe('410ms');
  expect(formatTime(0.0504)).toBe('50ms');
  expect(formatTime(0.999)).toBe('999ms');
  expect(formatTime(1)).toBe('1.00s');
  expect(formatTime(6.523)).toBe('6.52s');
});

it('holds the published figures', () => {
  expect(BENCHMARK.map((g) => g.metrics.find((m) => m.desc === 'Rsbuild')!.time)).toEqual([0.41, 0.28, 0.08]);
});
