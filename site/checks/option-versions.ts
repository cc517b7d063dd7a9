/**
 * The release data of a documented line: when each config option first appeared, which are
 * deprecated, and what the line's first release changed.
 *
 * `npm run versions:scan` (scan-option-versions.ts) lists the options of released
 * `@rsbuild/core` versions and writes, for every option the current types declare, the first
 * release whose types declare it (option-versions.<line>.json). The config pages' version marks
 * are made from it (site/config-marks); `npm run check:docs` checks, offline, that it still covers
 * the installed types.
 */
import semver from 'semver';
import { z } from 'zod';
import { normaliseValue } from './config-docs.ts';
import type { ConfigOption } from './config-options.ts';

const release = z.string().regex(/^\d+\.\d+\.\d+$/);
const beforeAfter = z.tuple([z.string(), z.string()]);
/** An option's default and declared type before and after a major release; only what changed is present. */
const optionChangeSchema = z.strictObject({ default: beforeAfter.optional(), type: beforeAfter.optional() });
export type OptionChange = z.output<typeof optionChangeSchema>;

/** The data file of a release line, as `npm run versions:scan` writes it; read through this schema. */
export const optionVersionsSchema = z.strictObject({
  package: z.string(),
  /** The first and last release scanned; options of the first need no Added mark. */
  scanned: z.tuple([release, release]),
  /** Every stable release of that range the registry has, oldest first. */
  releases: z.array(release),
  /** Releases passed over because their package has no `dist-types` config (an early 1.0.0 publish). */
  skipped: z.array(release),
  /** Option path -> first release whose types declare it. */
  firstVersion: z.record(z.string(), release),
  /** Options the installed release's types mark `@deprecated`. */
  deprecated: z.array(z.string()),
  /**
   * What the line's first release changed of the options the line before it had: from the release
   * the older version documents to `scanned[0]`. Absent for the oldest line.
   */
  changedFrom: z
    .strictObject({
      release,
      /** Option path -> its default and declared type before and after; only what changed is present. */
      options: z.record(z.string(), optionChangeSchema),
    })
    .optional(),
});

export type OptionVersions = z.output<typeof optionVersionsSchema>;

/**
 * The options of both lists whose `@default` or declared type differ. Defaults compare as the
 * reference check compares them (normaliseValue); types as written, without namespace qualifiers,
 * since an import renamed (`cors.CorsOptions` to `Cors.CorsOptions`) changes nothing for a reader.
 */
export function optionChanges(before: ConfigOption[], after: ConfigOption[]): Record<string, OptionChange> {
  const previous = new Map(before.filter((o) => o.ownType).map((o) => [o.path, o]));
  const unqualified = (type: string) => type.replace(/\b(?:[A-Za-z_$][\w$]*\.)+(?=[A-Za-z_$])/g, '');
  const changes: Record<string, OptionChange> = {};
  for (const now of after) {
    const then = previous.get(now.path);
    if (!then || !now.ownType) continue;
    const change: OptionChange = {};
    // A default the types stop stating (a deprecated option's) is no change a reader can act on.
    if (then.default !== undefined && now.default !== undefined && normaliseValue(then.default) !== normaliseValue(now.default))
      change.default = [then.default, now.default];
    if (then.type && now.type && unqualified(then.type) !== unqualified(now.type)) change.type = [then.type, now.type];
    if (change.default || change.type) changes[now.path] = change;
  }
  return Object.fromEntries(Object.entries(changes).sort(([x], [y]) => x.localeCompare(y)));
}

/** The stable releases of one major version, oldest first. */
export function releasesOf(versions: string[], major: number): string[] {
  return versions.filter((v) => semver.valid(v) && !semver.prerelease(v) && semver.major(v) === major).sort(semver.compare);
}

/**
 * The first release declaring each option of the last release, by bisection: the releases
 * between two whose option sets agree add nothing (options are not removed and added back
 * within a major version), so only the ranges where options appear are split. `optionsAt`
 * returns undefined for a release that cannot be read; it is left out.
 */
export async function findFirstVersions(
  releases: string[],
  optionsAt: (version: string) => Promise<Set<string> | undefined>,
): Promise<Pick<OptionVersions, 'scanned' | 'releases' | 'skipped' | 'firstVersion'>> {
  const known = new Map<string, Set<string> | undefined>();
  const at = async (version: string) => {
    if (!known.has(version)) known.set(version, await optionsAt(version));
    return known.get(version);
  };
  const skipped: string[] = [];
  const usable = async (index: number) => {
    const set = await at(releases[index]);
    if (!set) skipped.push(releases[index]);
    return set;
  };
  let lo = 0;
  while (lo < releases.length && !(await usable(lo))) lo++;
  let hi = releases.length - 1;
  while (hi > lo && !(await usable(hi))) hi--;
  if (lo >= releases.length) throw new Error('no release could be read');
  const firstSet = (await at(releases[lo]))!;
  const lastSet = (await at(releases[hi]))!;
  const firstVersion: Record<string, string> = {};
  for (const path of lastSet) if (firstSet.has(path)) firstVersion[path] = releases[lo];

  // `paths` are declared at releases[b] and not at releases[a].
  const split = async (a: number, b: number, paths: string[]): Promise<void> => {
    if (!paths.length) return;
    let mid = (a + b) >> 1;
    let set = await usable(mid);
    while (!set && mid - 1 > a) set = await usable(--mid);
    if (!set || mid === a) {
      // Nothing readable between a and b: b is the first release known to declare them.
      for (const path of paths) firstVersion[path] = releases[b];
      return;
    }
    await split(
      a,
      mid,
      paths.filter((p) => set!.has(p)),
    );
    await split(
      mid,
      b,
      paths.filter((p) => !set!.has(p)),
    );
  };
  await split(
    lo,
    hi,
    [...lastSet].filter((p) => !firstSet.has(p)),
  );
  const sorted = Object.fromEntries(Object.entries(firstVersion).sort(([x], [y]) => x.localeCompare(y)));
  return {
    scanned: [releases[lo], releases[hi]],
    releases: releases.slice(lo, hi + 1),
    skipped: [...new Set(skipped)].sort(semver.compare),
    firstVersion: sorted,
  };
}

/**
 * Options of the installed types that the data lacks (it is older than the types), or that it marks
 * deprecated differently: the version marks would be wrong. Each a problem naming the fix.
 */
export function staleDataProblems(data: OptionVersions, installed: ConfigOption[], dataFile: string): string[] {
  const own = installed.filter((o) => o.ownType);
  const missing = own.filter((o) => !(o.path in data.firstVersion)).map((o) => o.path);
  const deprecated = own.filter((o) => o.deprecated).map((o) => o.path);
  const problems = missing.map((path) => `${dataFile}: ${path} is not in the data, run npm run versions:scan`);
  const sameDeprecated = deprecated.length === data.deprecated.length && deprecated.every((path) => data.deprecated.includes(path));
  if (!sameDeprecated)
    problems.push(`${dataFile}: the deprecated options differ from the installed types (${deprecated.join(', ')}), run npm run versions:scan`);
  return problems;
}
