/** The site's commands: build, dev, start (build when stale, then serve) and serve. */
import { existsSync, readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { progressOn } from './build/progress.ts';
import { BuildError } from './content-error.ts';
import { onShutdown, stopWhenOrphaned } from './shutdown.ts';
import { envSwitches } from './env-switches.ts';

// Each command imports its own code when it runs: `npm run dev` does not load the build's (0.3 s).

const root = process.cwd();
const dist = join(root, 'dist');
const STAMP = '.build-fingerprint';
// The run's switches (SITE_CACHE, SITE_THREADS, SITE_DEAD_LINKS, SITE_CHUNK_REPORT, --no-cache): the command-line
// entries read them (env-switches.ts) and pass them down; the build and the dev server read none of them.
const switches = envSwitches();

/** A fingerprint of every input of the build: content, theme, engine, config and dependencies. */
function fingerprint(): string {
  const hash = createHash('sha1');
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name));
    else hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`);
  };
  for (const p of ['docs', 'src', 'site.config.ts', 'package-lock.json']) walk(join(root, p));
  return hash.digest('hex');
}

async function runBuild() {
  const { build } = await import('./build/build.ts');
  const progress = progressOn();
  const result = await build(root, { progress, ...switches }).finally(() => progress.end());
  writeFileSync(join(dist, STAMP), fingerprint());
  console.log(String(result.phases));
  console.log(`Built ${result.routeCount} routes in ${(result.ms / 1000).toFixed(1)} s -> dist/`);
}

async function main(command: string | undefined) {
  switch (command) {
    case 'build':
      return runBuild();
    case 'dev': {
      const { dev } = await import('./dev.ts');
      const server = await dev(root, Number(process.env.PORT ?? 5173), switches);
      onShutdown(() => server.close());
      return;
    }
    case 'start': {
      const stamp = join(dist, STAMP);
      if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== fingerprint()) await runBuild();
      return serve();
    }
    case 'serve':
      return serve();
    default:
      throw new Error(`unknown command "${command}" (build, dev, start, serve)`);
  }
}

async function serve() {
  if (!existsSync(dist)) throw new Error('dist/ is missing: run npm run build first');
  const port = Number(process.env.PORT ?? 4173);
  const { serveDist } = await import('./serve.ts');
  const server = await serveDist(dist, port);
  // Open keep-alive connections would hold the port after close() otherwise.
  onShutdown(() => new Promise<void>((resolve) => server.close(() => resolve()).closeAllConnections()));
  console.log(`Serving dist/ at http://localhost:${port}`);
}

// The scripts run `node --import tsx` (no tsx launcher in between) so that this process is the
// shell's child and sees the shell end when npm is stopped.
stopWhenOrphaned();
main(process.argv[2]).catch((error) => {
  console.error(
    error instanceof BuildError || (error instanceof Error && /Content errors|ConfigError/.test(`${error.name}${error.message}`)) ? error.message : error,
  );
  process.exit(1);
});
