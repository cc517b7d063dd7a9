/**
 * `npm run versions:scan`: records, for each documented release line (doc-versions.ts), the first
 * `@rsbuild/core` release of that line whose types declare each config option, in the line's
 * option-versions.<version>.json (see option-versions.ts). Run by hand after upgrading
 * `@rsbuild/core`; it needs the npm registry, `npm run check:docs` does not.
 *
 * Releases are fetched with `npm pack` into `.cache/rsbuild-core/` (git-ignored); only their
 * declaration files are kept, so a second run reads from the cache. The types are read with the
 * same lister as the reference check (config-options.ts), so the paths agree. It also records the
 * options the installed types deprecate and, for a line after the first, which defaults and types its
 * first release changed: the marks of the config pages (option-marks.ts) are made from this file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { listConfigOptions } from './config-options.ts';
import { configTypesIn, configTypesOf, DOC_VERSIONS, installedRelease, neighbourLine } from './doc-versions.ts';
import { findFirstVersions, optionChanges, type OptionVersions, releasesOf } from './option-versions.ts';

const PACKAGE = '@rsbuild/core';
const root = process.cwd();
const cacheDir = join(root, '.cache', 'rsbuild-core');

/** The config types of one release, fetched once; undefined when the package has none. */
function typesOf(version: string): string | undefined {
  const dir = join(cacheDir, version);
  const marker = join(dir, 'no-types');
  if (existsSync(join(dir, 'package'))) return configTypesIn(join(dir, 'package'));
  if (existsSync(marker)) return undefined;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('npm', ['pack', `${PACKAGE}@${version}`, '--silent', '--pack-destination', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${PACKAGE}@${version} wrote no tarball`);
  const entries = execFileSync('tar', ['-tzf', join(dir, tarball)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\n');
  // The types (`dist-types/`, or `dist/types/` from 2.2 on) and the declarations of the bundled
  // dependencies they import (`compiled/chokidar`).
  const kept = entries.filter(
    (e) => e.startsWith('package/dist-types/') || e.startsWith('package/dist/types/') || /^package\/compiled\/.*(?:\.d\.ts|package\.json)$/.test(e),
  );
  const hasTypes = entries.some((e) => /^package\/(?:dist-types|dist)\/types\/config\.d\.ts$/.test(e));
  if (hasTypes) execFileSync('tar', ['-xzf', join(dir, tarball), '-C', dir, ...kept]);
  else writeFileSync(marker, 'this release has no types/config.d.ts\n');
  rmSync(join(dir, tarball));
  return hasTypes ? configTypesIn(join(dir, 'package')) : undefined;
}

const all = JSON.parse(execFileSync('npm', ['view', PACKAGE, 'versions', '--json'], { encoding: 'utf8' })) as string[];
for (const line of DOC_VERSIONS) {
  const installedFile = configTypesOf(line);
  const installedVersion = installedRelease(line);
  const installed = listConfigOptions(installedFile, { nested: true }).filter((o) => o.ownType);
  // Up to the installed release: the pages describe that one, later releases may add options.
  const releases = releasesOf(all, line.major).filter((v) => semver.lte(v, installedVersion));
  console.log(`${PACKAGE} ${line.name}: ${releases.length} releases from ${releases[0]} to ${releases.at(-1)}`);

  let read = 0;
  const result = await findFirstVersions(releases, async (version) => {
    const file = version === installedVersion ? installedFile : typesOf(version);
    if (!file) return undefined;
    read++;
    process.stdout.write(`  ${version}\n`);
    // Own options only: fields of foreign types (a RegExp's members) say nothing of Rsbuild's releases.
    return new Set(
      listConfigOptions(file, { nested: true, lean: true })
        .filter((o) => o.ownType)
        .map((o) => o.path),
    );
  });

  // The changes of a major release: from the release the older version's pages describe to this line's first.
  const previous = neighbourLine(line, -1);
  const firstFile = previous && (result.scanned[0] === installedVersion ? installedFile : typesOf(result.scanned[0]));
  const data: OptionVersions = {
    package: PACKAGE,
    ...result,
    deprecated: installed.filter((o) => o.deprecated).map((o) => o.path),
    ...(previous && firstFile
      ? {
          changedFrom: {
            release: installedRelease(previous),
            options: optionChanges(listConfigOptions(configTypesOf(previous), { nested: true }), listConfigOptions(firstFile, { nested: true })),
          },
        }
      : {}),
  };
  const missing = installed.filter((o) => !(o.path in data.firstVersion));
  if (missing.length) throw new Error(`options of the installed types not found in ${installedVersion}: ${missing.map((o) => o.path).join(', ')}`);
  writeFileSync(line.dataFile, `${JSON.stringify(data, null, 2)}\n`);
  const later = Object.values(data.firstVersion).filter((v) => v !== data.scanned[0]).length;
  console.log(
    `read ${read} releases (skipped ${data.skipped.join(', ') || 'none'}); ${later} of ${Object.keys(data.firstVersion).length} options appeared after ${data.scanned[0]}`,
  );
}
