/**
 * The Rsbuild release line behind each documented version: the package whose types its config pages
 * are checked against (2.x is the default version, `docs/<lang>`; 1.x lives in `docs/1.x/<lang>`),
 * and the file of first releases `npm run versions:scan` writes for it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type OptionVersions, optionVersionsSchema } from './option-versions.ts';
// Imported rather than read: the page compile's cache follows imports, so new data recompiles the pages it marks.
import data1x from './option-versions.1.x.json' with { type: 'json' };
import data2x from './option-versions.2.x.json' with { type: 'json' };

export interface DocVersion {
  /** The page records' version: '' for the default version. */
  pageVersion: string;
  /** The version's name on the site. */
  name: string;
  /** The installed package holding this line's types (an npm alias for the older line). */
  package: string;
  /** The plugins this line's samples import, by the name a reader installs → the installed package of this line. */
  plugins: Record<string, string>;
  /** The release line's major version. */
  major: number;
  /** First releases of its options, written by `npm run versions:scan` (option-versions.ts). */
  dataFile: string;
  /** The content of dataFile. */
  data: OptionVersions;
}

export const DOC_VERSIONS: DocVersion[] = [
  {
    pageVersion: '',
    name: '2.x',
    package: '@rsbuild/core',
    plugins: { '@rsbuild/plugin-react': '@rsbuild/plugin-react' },
    major: 2,
    dataFile: join(import.meta.dirname, 'option-versions.2.x.json'),
    data: optionVersionsSchema.parse(data2x),
  },
  {
    pageVersion: '1.x',
    name: '1.x',
    package: '@rsbuild/core-v1',
    plugins: { '@rsbuild/plugin-react': '@rsbuild/plugin-react-v1' },
    major: 1,
    dataFile: join(import.meta.dirname, 'option-versions.1.x.json'),
    data: optionVersionsSchema.parse(data1x),
  },
];

/** The documented version of page records with this version ('' for the default). */
export function docVersionOf(pageVersion: string): DocVersion {
  const found = DOC_VERSIONS.find((v) => v.pageVersion === pageVersion);
  if (!found) throw new Error(`no Rsbuild release line is configured for the docs version "${pageVersion}" (site/checks/doc-versions.ts)`);
  return found;
}

/** The folder of an installed package. */
function packageDir(name: string): string {
  return dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
}

/** The config types of a release's package folder: `dist/types` from 2.2 on, `dist-types/types` before. */
export function configTypesIn(dir: string): string {
  const candidates = ['dist/types/config.d.ts', 'dist-types/types/config.d.ts'].map((f) => join(dir, f));
  const found = candidates.find((f) => existsSync(f));
  if (!found) throw new Error(`${dir} holds no config.d.ts (looked for ${candidates.join(', ')})`);
  return found;
}

export function configTypesOf(version: DocVersion): string {
  return configTypesIn(packageDir(version.package));
}

/** The installed release of a version's package (`2.3.2`). */
export function installedRelease(version: DocVersion): string {
  return (JSON.parse(readFileSync(join(packageDir(version.package), 'package.json'), 'utf8')) as { version: string }).version;
}

/** The documented line of the major version before or after this one, if the site documents it. */
export function neighbourLine(version: DocVersion, step: -1 | 1): DocVersion | undefined {
  return DOC_VERSIONS.find((v) => v.major === version.major + step);
}

const removedByLine = new WeakMap<DocVersion, ReadonlySet<string>>();

/**
 * The page options (top level and namespace options) that a line removed: declared by the line before
 * it and not by this one. Their pages stay in this version, saying what replaced them, without Type
 * and Default.
 */
export function removedOptions(version: DocVersion): ReadonlySet<string> {
  // Once per line: the content lint asks for every config page, and the release data is read once at load.
  let removed = removedByLine.get(version);
  if (!removed) {
    const previous = neighbourLine(version, -1);
    const now = version.data.firstVersion;
    removed = new Set(previous ? Object.keys(previous.data.firstVersion).filter((path) => path.split('.').length <= 2 && !(path in now)) : []);
    removedByLine.set(version, removed);
  }
  return removed;
}

/** The documented version of a content file (`docs/1.x/en/config/x.mdx` → 1.x, `en/config/x.mdx` → the default). */
export function docVersionOfFile(file: string): DocVersion {
  const path = file.replace(/\\/g, '/');
  return DOC_VERSIONS.find((v) => v.pageVersion && new RegExp(`(?:^|/)${v.pageVersion.replace(/\./g, '\\.')}/`).test(path)) ?? docVersionOf('');
}
