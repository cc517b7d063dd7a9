/**
 * When each config option first appeared, and whether the pages say so.
 *
 * `npm run versions:scan` (scan-option-versions.ts) lists the options of released
 * `@rsbuild/core` versions and writes, for every option the current types declare, the first
 * release whose types declare it (option-versions.json). `npm run check:docs` then compares the
 * `- **Version:** \`>= x.y.z\`` items of the config pages with that file, offline.
 *
 * The rule: an option needs a Version item when it appeared after its context did (a page option
 * after the first scanned release, a sub-option after its page option, a nested field after its
 * sub-option); a Version item names the first release that declares the option. The registry
 * lacks some releases (1.4.0, 1.4.1), so any version after the last scanned release without the
 * option and up to the first with it is accepted: `logLevel` appears in 1.4.2, after 1.3.22.
 */
import semver from 'semver';
import { statedVersion, type ConfigPage, type DocumentedOption } from './config-docs.ts';

export interface OptionVersions {
  package: string;
  /** The first and last release scanned; options of the first need no Version item. */
  scanned: [string, string];
  /** Every stable release of that range the registry has, oldest first. */
  releases: string[];
  /** Releases passed over because their package has no `dist-types` config (an early 1.0.0 publish). */
  skipped: string[];
  /** Option path -> first release whose types declare it. */
  firstVersion: Record<string, string>;
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
): Promise<Omit<OptionVersions, 'package'>> {
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
 * Problems of the Version items of config pages, each `file:line option reason`.
 * `current` lists the option paths of the installed types: one missing from the data means the
 * data is older than the types.
 */
export function compareVersionLines(data: OptionVersions, current: Set<string>, pages: ConfigPage[]): string[] {
  const problems: string[] = [];
  const [baseline] = data.scanned;
  const readable = data.releases.filter((r) => !data.skipped.includes(r));
  /** The last release known not to declare an option first declared in `first`. */
  const absentIn = (first: string) => readable.filter((r) => semver.lt(r, first)).at(-1);
  for (const page of pages) {
    if (!page.option) continue;
    const pageFirst = data.firstVersion[page.option.path];
    const check = (doc: DocumentedOption, contextFirst: string | undefined) => {
      const first = data.firstVersion[doc.path];
      const where = `${page.file}:${doc.versionLine ?? doc.line} ${doc.path}`;
      if (!first) {
        if (current.has(doc.path)) problems.push(`${where}: not in option-versions.json, run npm run versions:scan`);
        else if (doc.version) problems.push(`${page.file}:${doc.versionLine} ${doc.path}: a Version item for something the types do not declare`);
        return;
      }
      const stated = statedVersion(doc);
      if (stated !== undefined) {
        const before = absentIn(first);
        const valid = semver.valid(stated) && semver.lte(stated, first) && (!before || semver.gt(stated, before));
        if (!valid) problems.push(`${where}: Version says ${stated}, the types first declare it in ${first}${before ? ` (not in ${before})` : ''}`);
      } else if (contextFirst && semver.gt(first, contextFirst)) {
        problems.push(`${where}: no Version item, the types first declare it in ${first} (- **Version:** \`>= ${first}\`)`);
      }
    };
    check(page.option, baseline);
    for (const sub of page.subOptions) check(sub, pageFirst);
    for (const nested of page.nestedOptions) {
      const parent = nested.path.split('.').slice(0, -1).join('.');
      check(nested, data.firstVersion[parent]);
    }
  }
  return problems.sort();
}
