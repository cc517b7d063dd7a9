import { expect, it } from 'vitest';
import { starShift, STARS } from './hero-stars.ts';

it('has 35 stars sized index/20 + 3', () => {
  expect(STARS).toHaveLength(35);
  expect(STARS[0].size).toBe(3);
  expect(STARS[34].size).toBeCloseTo(34 / 20 + 3);
  for (const s of STARS) {
    expect(s.x).toBeGreaterThanOrEqual(0);
    expect(s.x).toBeLessThanOrEqual(100);
  }
});

it('moves a star toward a pointer only within 100 px on both axes', () => {
  expect(starShift(100, 100, 150, 130)).toEqual({ dx: 10, dy: 6 });
  expect(starShift(100, 100, 150, 201)).toEqual({ dx: 0, dy: 0 });
  expect(starShift(100, 100, 201, 100)).toEqual({ dx: 0, dy: 0 });
  expect(starShift(100, 100, 0, 0)).toEqual({ dx: -20, dy: -20 });
});
