/**
 * Runs every e2e suite with Node's test runner against the built site in dist/ (or the files
 * named), one file at a time: the suites are bound by the CPU (Chromium drawing pages), so two at
 * once on two cores took as long and made each test twice as slow.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

const dir = import.meta.dirname;
const named = process.argv.slice(2).map((f) => resolve(f));
const files = named.length
  ? named
  : readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => join(dir, f));
// A test that waits for what never happens fails after TEST_TIMEOUT instead of holding the run until CI's limit.
// Node's runner applies it to each file as a whole too: the longest file takes about 2 minutes on a busy machine.
const TEST_TIMEOUT = 600_000;
// Fixture sites are built once and shared by the suites that use them (see buildFixture); `npm test` names
// a folder where it built them beforehand (e2e/build-fixtures.ts).
const given = process.env.FIXTURE_BUILDS;
const fixtureBuilds = given ?? mkdtempSync(join(tmpdir(), 'site-fixtures-'));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', `--test-timeout=${TEST_TIMEOUT}`, ...files], {
  stdio: 'inherit',
  env: { ...process.env, FIXTURE_BUILDS: fixtureBuilds },
});
if (!given) rmSync(fixtureBuilds, { recursive: true, force: true });
process.exit(result.status ?? 1);
