/** Runs every e2e suite with Node's test runner against the built site in dist/. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const dir = import.meta.dirname;
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => join(dir, f));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
