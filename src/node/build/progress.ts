/**
 * What a build is doing while it works: the phase, and for the long ones the pages done of the
 * total. On a terminal one line is rewritten in place (at most ten times a second); in a log (CI,
 * a pipe) plain lines are written at the start of each phase and at every quarter of its pages.
 */
export interface Progress {
  /** A phase begins; `total` when it counts pages. */
  start(phase: string, total?: number): void;
  /** One more page of the current phase is done. */
  step(): void;
  /** The build is over: clear the live line. */
  end(): void;
}

export const NO_PROGRESS: Progress = { start() {}, step() {}, end() {} };

export function progressOn(out: NodeJS.WriteStream = process.stderr): Progress {
  const live = Boolean(out.isTTY);
  let phase = '';
  let total = 0;
  let done = 0;
  let shownAt = 0;
  let quarter = 0;
  const text = () => `building: ${phase}${total ? ` ${done}/${total} pages` : ''}`;
  const show = (force = false) => {
    if (live) {
      const now = performance.now();
      if (!force && now - shownAt < 100) return;
      shownAt = now;
      out.write(`\r\x1b[K${text()}`);
    } else out.write(`${text()}\n`);
  };
  return {
    start(name, count = 0) {
      phase = name;
      total = count;
      done = 0;
      quarter = 0;
      show(true);
    },
    step() {
      done++;
      if (live) show(done === total);
      else if (total && Math.floor((done * 4) / total) > quarter) {
        quarter = Math.floor((done * 4) / total);
        show();
      }
    },
    end() {
      if (live) out.write('\r\x1b[K');
    },
  };
}
