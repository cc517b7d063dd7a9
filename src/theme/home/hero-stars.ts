/** The hero's star field: 35 fixed positions; a star leans toward a pointer within 100 px on both axes. */

export const STAR_COUNT = 35;
export const STAR_REACH = 100;

/** Fixed, evenly scattered positions in percent of the hero (a golden-angle spiral, no randomness). */
export const STARS = Array.from({ length: STAR_COUNT }, (_, i) => {
  const angle = i * 2.399963;
  const radius = Math.sqrt((i + 0.5) / STAR_COUNT);
  return { x: 50 + Math.cos(angle) * radius * 48, y: 50 + Math.sin(angle) * radius * 46, size: i / 20 + 3 };
});

/** How far a star at (sx, sy) shifts toward the pointer at (px, py); zero when it is out of reach on either axis. */
export function starShift(sx: number, sy: number, px: number, py: number): { dx: number; dy: number } {
  const dx = px - sx;
  const dy = py - sy;
  if (Math.abs(dx) > STAR_REACH || Math.abs(dy) > STAR_REACH) return { dx: 0, dy: 0 };
  return { dx: dx * 0.2, dy: dy * 0.2 };
}
