/**
 * Builds every fixture site the suites build (each `buildFixture('name')` in e2e/*.test.ts) into the folder
 * named by FIXTURE_BUILDS, where the suites then find them (see buildFixture). `npm test` runs it beside the
 * site's build, which leaves part of the second core idle; a fixture missing here is built by its suite.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFixture } from './harness.ts';

if (!process.env.FIXTURE_BUILDS) throw new Error('FIXTURE_BUILDS names no folder to build the fixture sites into');
const dir = import.meta.dirname;
const names = new Set(
  readdirSync(dir)
    .filter((f) => f.endsWith('.test.ts'))
    .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/buildFixture\('([\w-]+)'\)/g)].map((m) => m[1])),
);
for (const name of [...names].sort()) {
  const started = performance.now();
  await buildFixture(name);
  console.log(`fixture ${name} built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
