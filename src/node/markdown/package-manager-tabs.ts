/**
 * What `<PackageManagerTabs command="…" />` shows, spelled out for the readers of the page data
 * rather than of the rendered page: the Markdown copies and the search index.
 */
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { commandFor, PACKAGE_MANAGERS, type PackageManager } from '../../theme/node-entry.ts';
import { stringAttribute } from './jsx-attributes.ts';

/** The command of each package manager, in tab order. */
export function packageManagerCommands(command: string): { manager: PackageManager; line: string }[] {
  return PACKAGE_MANAGERS.map((manager) => ({ manager, line: commandFor(manager, command) }));
}

/** The commands of a `<PackageManagerTabs>` element of the page tree; none when it is another element. */
export function packageManagerTabsCommands(node: MdxJsxFlowElement | MdxJsxTextElement): { manager: PackageManager; line: string }[] {
  if (node.name !== 'PackageManagerTabs') return [];
  return packageManagerCommands(stringAttribute(node, 'command') ?? '');
}
