/**
 * Runs every e2e suite with Node's test runner against the built site in dist/ (or the files
 * named), two files at a time, the longest first so that no long file is left running alone at the
 * end. Two at once took a set of six files from 134 to 101 s (load average about 6): one file leaves much of the two
 * cores idle while Chromium, the page's server and the test wait on one another.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

const dir = import.meta.dirname;
const named = process.argv.slice(2).map((f) => resolve(f));
/** The suites that take longest, in that order; the rest follow by name. */
const LONGEST = ['search', 'a11y', 'shell', 'nginx', 'build', 'engine', 'robustness', 'blocks'];
const rank = (file: string) => {
  const at = LONGEST.indexOf(file.replace(/\.test\.ts$/, ''));
  return at < 0 ? LONGEST.length : at;
};
const files = named.length
  ? named
  : readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts'))
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
      .map((f) => join(dir, f));
// A test that waits for what never happens fails after TEST_TIMEOUT instead of holding the run until CI's limit.
// Node's runner applies it to each file as a whole too: the longest file takes about 2 minutes on a busy machine.
const TEST_TIMEOUT = 600_000;
// Fixture sites are built once and shared by the suites that use them (see buildFixture); `npm test` names
// a folder where it built them beforehand (e2e/build-fixtures.ts).
const given = process.env.FIXTURE_BUILDS;
const fixtureBuilds = given ?? mkdtempSync(join(tmpdir(), 'site-fixtures-'));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', `--test-timeout=${TEST_TIMEOUT}`, ...files], {
  stdio: 'inherit',
  env: { ...process.env, FIXTURE_BUILDS: fixtureBuilds },
});
if (!given) rmSync(fixtureBuilds, { recursive: true, force: true });
process.exit(result.status ?? 1);
