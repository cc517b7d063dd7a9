/** Rewrites an npm command for the other package managers. */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
export const PACKAGE_MANAGER_GROUP = 'package.manager';

/**
 * `command` is written the way npm takes it, without `npm`: `install -D x` becomes
 * `yarn add -D x`; an install without a package name (bare, or flags only) stays `install`; anything else is passed through.
 */
export function commandFor(manager: PackageManager, command: string): string {
  const [verb, ...rest] = command.trim().split(/\s+/);
  const args = rest.join(' ');
  if (manager === 'npm') return `npm ${command.trim()}`;
  // Only naming a package turns an install into an add; `install --frozen-lockfile` stays an install.
  const namesPackage = rest.some((arg) => !arg.startsWith('-'));
  if (verb === 'add' || ((verb === 'install' || verb === 'i') && namesPackage)) return `${manager} add ${args}`.trimEnd();
  if (verb === 'install' || verb === 'i') return `${manager} install${args ? ` ${args}` : ''}`;
  if (verb === 'run' && manager !== 'bun') return `${manager} ${args}`;
  if (verb === 'exec' || verb === 'npx') return `${manager === 'yarn' ? 'yarn' : manager === 'pnpm' ? 'pnpm exec' : 'bunx'} ${args}`;
  return `${manager} ${command.trim()}`;
}
