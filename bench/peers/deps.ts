/**
 * Installs bench/peers' own packages (Rspress, Lighthouse, Pagefind) on first use, or again when its lock
 * file changed, so that neither is a dependency of the site. Run before anything imports them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dir = import.meta.dirname;
const lock = join(dir, 'package-lock.json');
// npm writes node_modules/.package-lock.json at the end of every install.
const installed = join(dir, 'node_modules/.package-lock.json');

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing bench/peers dependencies (npm ci)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
}
