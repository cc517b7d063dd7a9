/** The time of each phase of a build, printed as one line: `phases: compile 9.1 s (388 compiled) · client 6.2 s · …`. */
export class PhaseTimes {
  private readonly phases = new Map<string, { ms: number; note?: string }>();

  /** Runs `run`, adding its time to the phase `name` (phases print in the order they first ran). */
  async time<T>(name: string, run: () => T | Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } finally {
      const phase = this.phases.get(name) ?? { ms: 0 };
      phase.ms += performance.now() - started;
      this.phases.set(name, phase);
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
    return `phases: ${parts.join(' · ')}`;
  }
}
