import { NO_PROGRESS, type Progress } from './progress.ts';

/**
 * The time of each phase of a build and the process's peak memory with the phase that reached it,
 * printed as one line: `phases: compile 9.1 s (388 compiled) · client 6.2 s · … · peak RSS 1.10 GB in client`.
 */
export class PhaseTimes {
  private readonly phases = new Map<string, { ms: number; note?: string }>();
  private peak = { bytes: 0, phase: '' };

  /**
   * `progress` hears each phase begin (progress.ts); `peakMemory` reads the largest resident set so far, in bytes
   * (worker threads included).
   */
  constructor(
    readonly progress: Progress = NO_PROGRESS,
    private readonly peakMemory: () => number = () => process.resourceUsage().maxRSS * 1024,
  ) {}

  /**
   * Runs `run`, adding its time to the phase `name` (phases print in the order they first ran);
   * `pages`: how many pages it works through, each reported with `this.progress.step()`.
   */
  async time<T>(name: string, run: () => T | Promise<T>, pages?: number): Promise<T> {
    this.progress.start(name, pages);
    const started = performance.now();
    try {
      return await run();
    } finally {
      const phase = this.phases.get(name) ?? { ms: 0 };
      phase.ms += performance.now() - started;
      this.phases.set(name, phase);
      // The largest resident set so far: it grew during this phase if it is larger now.
      const bytes = this.peakMemory();
      if (bytes > this.peak.bytes) this.peak = { bytes, phase: name };
    }
  }

  /** A short note printed after the phase's time. */
  note(name: string, note: string) {
    const phase = this.phases.get(name) ?? { ms: 0 };
    phase.note = note;
    this.phases.set(name, phase);
  }

  toString(): string {
    const parts = [...this.phases].map(([name, { ms, note }]) => `${name} ${(ms / 1000).toFixed(1)} s${note ? ` (${note})` : ''}`);
    const peak = this.peak.bytes ? ` · peak RSS ${(this.peak.bytes / 2 ** 30).toFixed(2)} GB in ${this.peak.phase}` : '';
    return `phases: ${parts.join(' · ')}${peak}`;
  }
}
