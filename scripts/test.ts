/**
 * `npm test`: every phase runs, even after one has failed, and the end lists what failed.
 * The static checks share the two cores (their output is printed whole when each ends, so it
 * does not interleave); then the unit tests, then the build with the fixture sites of the browser
 * tests beside it (the build keeps about one and a third cores busy), then the browser tests.
 * The browser tests run only when the build succeeded: they test what it wrote to dist/.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Phase {
  name: string;
  script: string;
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  skipped?: string;
}

const STATIC_CHECKS: Phase[] = [
  { name: 'type check', script: 'typecheck' },
  { name: 'lint and format', script: 'lint' },
  { name: 'config reference and content lint', script: 'check:docs' },
  { name: 'code samples compile', script: 'check:samples' },
  { name: 'translations', script: 'check:i18n' },
];
const UNIT: Phase = { name: 'unit tests', script: 'test:unit' };
const BUILD: Phase = { name: 'build', script: 'build' };
const FIXTURES: Phase = { name: 'fixture sites', script: 'test:fixtures' };
const E2E: Phase = { name: 'browser tests', script: 'test:e2e' };

function run(phase: Phase, buffered: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', phase.script], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const outcome = { name: phase.name, ok: code === 0, seconds: (performance.now() - started) / 1000 };
      if (buffered) process.stdout.write(`\n── ${phase.name} ${outcome.ok ? 'passed' : 'FAILED'}\n${output}`);
      resolve(outcome);
    });
  });
}

/** Runs the phases `width` at a time, in order. */
async function pool(phases: Phase[], width: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const queue = [...phases];
  const worker = async () => {
    for (let phase = queue.shift(); phase; phase = queue.shift()) outcomes.push(await run(phase, true));
  };
  await Promise.all(Array.from({ length: width }, worker));
  return phases.map((p) => outcomes.find((o) => o.name === p.name)!);
}

function banner(phase: Phase) {
  process.stdout.write(`\n── ${phase.name}\n`);
}

const outcomes = await pool(STATIC_CHECKS, 2);
banner(UNIT);
outcomes.push(await run(UNIT, false));
banner(BUILD);
// The browser tests find the fixture sites built here (see e2e/build-fixtures.ts and buildFixture).
process.env.FIXTURE_BUILDS = mkdtempSync(join(tmpdir(), 'site-fixtures-'));
const [build, fixtures] = await Promise.all([run(BUILD, false), run(FIXTURES, true)]);
outcomes.push(build, fixtures);
if (build.ok) {
  banner(E2E);
  outcomes.push(await run(E2E, false));
} else {
  outcomes.push({ name: E2E.name, ok: false, seconds: 0, skipped: 'the build failed' });
}
rmSync(process.env.FIXTURE_BUILDS, { recursive: true, force: true });

const failed = outcomes.filter((o) => !o.ok);
process.stdout.write('\n── summary\n');
for (const o of outcomes) {
  const state = o.skipped ? `not run: ${o.skipped}` : o.ok ? 'passed' : 'FAILED';
  process.stdout.write(`  ${o.name.padEnd(36)} ${state.padEnd(24)} ${o.skipped ? '' : `${o.seconds.toFixed(0)} s`}\n`);
}
process.stdout.write(`phases: ${outcomes.length - failed.length} passed, ${failed.length} failed\n`);
process.exit(failed.length ? 1 : 0);
