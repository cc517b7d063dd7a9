/**
 * The version marks of a config option — added in, changed in, deprecated, removed in — made from
 * the scanned release data of its release line and the lines beside it (option-versions.<line>.json,
 * written by `npm run versions:scan`), so no page states them by hand.
 */
import { type DocVersion, neighbourLine } from '../checks/doc-versions.ts';
import type { OptionChange, OptionVersions } from '../checks/option-versions.ts';

/** A release line's data with the lines before and after it, when the site documents them. */
export interface LineData {
  data: OptionVersions;
  previous?: OptionVersions;
  next?: OptionVersions;
}

export interface OptionMarks {
  /**
   * The release that added the option, when later than what holds it (its parent option, or the
   * line); `after` when the registry lacks the releases just before it, so it may have come earlier.
   */
  added?: { release: string; after?: string };
  /** The default or type the line's first release changed, with the release it is compared with. */
  changed?: OptionChange & { release: string; from: string };
  /** Deprecated in this line; `since` when the line before still had it undeprecated. */
  deprecated?: { since?: string };
  /** The first release of a later line without the option (or of this line, for a removed option's page). */
  removed?: string;
}

/** A documented version's data with its neighbours'. */
export function lineDataOf(version: DocVersion): LineData {
  return { data: version.data, previous: neighbourLine(version, -1)?.data, next: neighbourLine(version, 1)?.data };
}

const parentOf = (path: string) => path.split('.').slice(0, -1).join('.');

/**
 * The release that introduced an option, whatever holds it; undefined when the option is older than
 * the line's documented releases (it was in the line before, or in the line's first release).
 */
export function introducedIn(path: string, { data, previous }: LineData): string | undefined {
  const first = data.firstVersion[path];
  if (!first || (previous && path in previous.firstVersion)) return undefined;
  return !previous && first === data.scanned[0] ? undefined : first;
}

export function optionMarks(path: string, { data, previous, next }: LineData): OptionMarks {
  const [firstRelease] = data.scanned;
  const marks: OptionMarks = {};
  if (!(path in data.firstVersion)) {
    // The page of an option this line removed.
    if (previous && path in previous.firstVersion) marks.removed = firstRelease;
    return marks;
  }
  /** When an option appeared, `before` meaning in an older line. */
  const appeared = (option: string) => (previous && option in previous.firstVersion ? 'before' : data.firstVersion[option]);
  const parent = parentOf(path);
  const context = parent in data.firstVersion ? appeared(parent) : previous ? 'before' : firstRelease;
  const own = appeared(path);
  if (own !== 'before' && own !== context)
    marks.added = addedMark(
      own,
      data.releases.filter((r) => !data.skipped.includes(r)),
    );

  const change = data.changedFrom?.options[path];
  if (change && data.changedFrom) marks.changed = { ...change, release: firstRelease, from: data.changedFrom.release };

  if (data.deprecated.includes(path)) {
    const newlyDeprecated = previous && path in previous.firstVersion && !previous.deprecated.includes(path);
    marks.deprecated = newlyDeprecated ? { since: firstRelease } : {};
  }
  // Removed later: marked where the removal starts, not on each field of a removed option.
  if (next && !(path in next.firstVersion) && !(parent in data.firstVersion && !(parent in next.firstVersion))) marks.removed = next.scanned[0];
  return marks;
}

/** `2.3.2` after `2.2.14`: 2.3.0 and 2.3.1 are missing, the option may be theirs. */
function addedMark(release: string, releases: string[]): NonNullable<OptionMarks['added']> {
  const before = releases[releases.indexOf(release) - 1];
  if (!before) return { release };
  const [major, minor, patch] = release.split('.').map(Number);
  const [bMajor, bMinor, bPatch] = before.split('.').map(Number);
  const adjacent = patch === 0 ? bMajor < major || bMinor < minor : bMajor === major && bMinor === minor && bPatch === patch - 1;
  return adjacent ? { release } : { release, after: before };
}

/** Whether there is anything to show. */
export function hasMarks(marks: OptionMarks): boolean {
  return Object.keys(marks).length > 0;
}
