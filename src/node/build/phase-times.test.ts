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
    const phases = new PhaseTimes();
    await phases.time('small', () => 1);
    let held: Buffer[] = [];
    // Filled buffers are resident memory: 64 MB more than the largest resident set so far makes a new peak.
    const beyondPeak = process.resourceUsage().maxRSS * 1024 - process.memoryUsage().rss + 64 * 2 ** 20;
    await phases.time('large', () => {
      held = Array.from({ length: Math.ceil(beyondPeak / 2 ** 20) }, () => Buffer.alloc(2 ** 20, 1));
    });
    expect(held.length).toBeGreaterThan(0);
    expect(String(phases)).toMatch(/ · peak RSS \d+\.\d\d GB in large$/);
  });
});
