/**
 * Finding options in config-reference.json by what an assistant types: the full path
 * (`output.distPath`), its last part when only one option ends so (`distPath`), in any case and
 * with or without dashes (`dist-path`). Pure.
 */
import type { ConfigReferenceOption } from '../checks/config-reference-format.ts';

export type OptionLookup =
  | { kind: 'found'; option: ConfigReferenceOption }
  | { kind: 'ambiguous'; candidates: ConfigReferenceOption[] }
  | { kind: 'missing'; suggestions: string[] };

/** `Output.Dist-Path` and `output.distPath` compare equal. */
const keyOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[-_\s]/g, '');
const depthOf = (name: string) => name.split('.').length;

export function findConfigOption(options: readonly ConfigReferenceOption[], name: string): OptionLookup {
  const key = keyOf(name).replace(/^(?:rsbuildconfig|config)\./, '');
  const exact = options.find((o) => keyOf(o.name) === key);
  if (exact) return { kind: 'found', option: exact };
  const endings = options.filter((o) => keyOf(o.name).endsWith(`.${key}`));
  // `distPath` names output.distPath even though output.distPath.root and others sit below it.
  const shallowest = Math.min(...endings.map((o) => depthOf(o.name)));
  const top = endings.filter((o) => depthOf(o.name) === shallowest);
  if (top.length === 1) return { kind: 'found', option: top[0] };
  if (top.length > 1) return { kind: 'ambiguous', candidates: top };
  return { kind: 'missing', suggestions: suggestionsFor(options, key) };
}

/** Up to five names that contain what was typed, or share its first letters. */
function suggestionsFor(options: readonly ConfigReferenceOption[], key: string): string[] {
  const last = key.split('.').pop() ?? key;
  const containing = options.filter((o) => keyOf(o.name).includes(last));
  const pool = containing.length ? containing : options.filter((o) => keyOf(o.name.split('.').pop()!).startsWith(last.slice(0, 3)));
  return pool
    .map((o) => o.name)
    .sort((a, b) => depthOf(a) - depthOf(b) || a.localeCompare(b))
    .slice(0, 5);
}

/** `output.distPath.js` -> `output`; `mode` -> `mode`. */
export const sectionOf = (name: string) => name.split('.')[0];

export function configSections(options: readonly ConfigReferenceOption[]): string[] {
  return [...new Set(options.map((o) => sectionOf(o.name)))].sort();
}

/** The options of a section (sub-options included), or undefined when there is no such section. */
export function optionsInSection(options: readonly ConfigReferenceOption[], section: string): ConfigReferenceOption[] | undefined {
  const key = keyOf(section);
  const found = options.filter((o) => keyOf(sectionOf(o.name)) === key);
  return found.length ? found : undefined;
}

/** The options with a page of their own (`output.distPath`, `mode`), without sub-options. */
export function pageOptions(options: readonly ConfigReferenceOption[]): ConfigReferenceOption[] {
  return options.filter((o) => !o.url.includes('#'));
}

/** The sub-options documented on an option's page. */
export function subOptionsOf(options: readonly ConfigReferenceOption[], option: ConfigReferenceOption): ConfigReferenceOption[] {
  return options.filter((o) => o.name.startsWith(`${option.name}.`));
}
