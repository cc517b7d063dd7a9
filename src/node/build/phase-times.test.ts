import { describe, expect, it } from 'vitest';
import { PhaseTimes } from './phase-times.ts';

describe('PhaseTimes', () => {
  it('prints each phase once, in the order they first ran, with its note, also when a phase throws', async () => {
    const phases = new PhaseTimes();
    await phases.time('compile', () => 1);
    await phases.time('client', async () => 2);
    await expect(phases.time('compile', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    phases.note('compile', '1 compiled, 2 cached');
    expect(String(phases)).toMatch(/^phases: compile \d+\.\d s \(1 compiled, 2 cached\) · client \d+\.\d s · peak RSS \d+\.\d\d GB in (compile|client)$/);
  });

  it('names the phase in which the peak memory was reached', async () => {
    let peak = 2 ** 30;
    const phases = new PhaseTimes(undefined, () => peak);
    await phases.time('small', () => 1);
    await phases.time('large', () => {
      peak = 1.5 * 2 ** 30;
    });
    await phases.time('after', () => 1);
    expect(String(phases)).toMatch(/ · peak RSS 1\.50 GB in large$/);
  });
});
