/**
 * What `<PackageManagerTabs command="…" />` shows, spelled out for the readers of the source
 * rather than of the rendered page: the Markdown copies and the search index.
 */
import { commandFor, PACKAGE_MANAGERS, type PackageManager } from '../../theme/tabs/package-manager.ts';

/** The tag in Markdown source text, its command written as a string or a string expression. */
export const PACKAGE_MANAGER_TABS = /<PackageManagerTabs\s+command=(?:"([^"]*)"|'([^']*)'|\{["'`]([^"'`]*)["'`]\})\s*\/>/g;

/** The command of each package manager, in tab order. */
export function packageManagerCommands(command: string): { manager: PackageManager; line: string }[] {
  return PACKAGE_MANAGERS.map((manager) => ({ manager, line: commandFor(manager, command) }));
}
