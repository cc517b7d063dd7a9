/**
 * `npm test`: every phase runs, even after one has failed, and the end lists what failed.
 * Phases run two at a time as soon as what they wait for has ended, in the order of PHASES (which
 * puts the way to the browser tests first): the build compiles every page into the cache that the
 * content and translation checks and the search relevance test then read, and the build and the
 * fixture sites come before the browser tests, which the phases still waiting run beside. The
 * browser tests' output streams; the others' is printed whole when each ends, so outputs do not
 * interleave. The browser tests run only when the build succeeded: they test what it wrote to dist/.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Phase {
  name: string;
  script: string;
  /** Phases that must have ended first. */
  after?: string[];
  /** A phase whose failure means this one is not run. */
  needs?: string;
  /** Streams its output instead of printing it when it ends. */
  live?: boolean;
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  skipped?: string;
}

const PHASES: Phase[] = [
  // Compiles every page into .cache/site-compile/ (src/node/build/), which the content and translation checks and the
  // search relevance test then read instead of compiling again (site-model.ts). First: the browser tests wait for it.
  { name: 'build', script: 'build' },
  { name: 'type check', script: 'typecheck' },
  { name: 'fixture sites', script: 'test:fixtures' },
  { name: 'browser tests', script: 'test:e2e', after: ['build', 'fixture sites'], needs: 'build', live: true },
  { name: 'code samples compile', script: 'check:samples' },
  { name: 'unit tests', script: 'test:unit', after: ['build'] },
  { name: 'config reference and content lint', script: 'check:docs', after: ['build'] },
  { name: 'translations', script: 'check:i18n', after: ['build'] },
  { name: 'lint and format', script: 'lint' },
];
/** Phases running at once: each of the heavy ones keeps about one core busy or more. */
const WIDTH = 2;

function run(phase: Phase): Promise<Outcome> {
  const started = performance.now();
  if (phase.live) process.stdout.write(`\n── ${phase.name}\n`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', phase.script], { stdio: phase.live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const outcome = { name: phase.name, ok: code === 0, seconds: (performance.now() - started) / 1000 };
      if (!phase.live) process.stdout.write(`\n── ${phase.name} ${outcome.ok ? 'passed' : 'FAILED'}\n${output}`);
      resolve(outcome);
    });
  });
}

/** Runs every phase, WIDTH at a time, each once the phases it waits for have ended. */
async function runAll(phases: Phase[]): Promise<Outcome[]> {
  const ended = new Map<string, Outcome>();
  const waiting = [...phases];
  let running = 0;
  return new Promise((resolve) => {
    const next = () => {
      while (running < WIDTH) {
        const at = waiting.findIndex((p) => (p.after ?? []).every((name) => ended.has(name)));
        if (at < 0) break;
        const [phase] = waiting.splice(at, 1);
        if (phase.needs && !ended.get(phase.needs)?.ok) {
          ended.set(phase.name, { name: phase.name, ok: false, seconds: 0, skipped: `${phase.needs} failed` });
          continue;
        }
        running++;
        run(phase).then((outcome) => {
          running--;
          ended.set(phase.name, outcome);
          next();
        });
      }
      if (running === 0 && waiting.length === 0) resolve(phases.map((p) => ended.get(p.name)!));
    };
    next();
  });
}

// The browser tests find the fixture sites built here (see e2e/build-fixtures.ts and buildFixture).
process.env.FIXTURE_BUILDS = mkdtempSync(join(tmpdir(), 'site-fixtures-'));
const outcomes = await runAll(PHASES);
rmSync(process.env.FIXTURE_BUILDS, { recursive: true, force: true });

const failed = outcomes.filter((o) => !o.ok);
process.stdout.write('\n── summary\n');
for (const o of outcomes) {
  const state = o.skipped ? `not run: ${o.skipped}` : o.ok ? 'passed' : 'FAILED';
  process.stdout.write(`  ${o.name.padEnd(36)} ${state.padEnd(24)} ${o.skipped ? '' : `${o.seconds.toFixed(0)} s`}\n`);
}
process.stdout.write(`phases: ${outcomes.length - failed.length} passed, ${failed.length} failed\n`);
process.exit(failed.length ? 1 : 0);
