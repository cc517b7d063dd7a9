/**
 * Tab groups and package-manager tabs for the build. In the Markdown copies a tab group is written as labelled
 * sections and package-manager tabs as one command block per manager; the search index reads those commands
 * as code, as the page shows them.
 */
import { fileURLToPath } from 'node:url';
import type { Paragraph, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { stringArrayAttribute, stringAttribute } from '../../../node/markdown/jsx-attributes.ts';
import type { ComponentBuild } from '../descriptor.ts';
import { commandFor, PACKAGE_MANAGERS, type PackageManager } from './package-manager.ts';
import { STORED_TABS_SCRIPT } from './stored-tabs-script.ts';

const TABS = fileURLToPath(new URL('./Tabs.tsx', import.meta.url));

/** The command of each package manager, in tab order, for `<PackageManagerTabs command="…" />`. */
function packageManagerCommands(node: MdxJsxFlowElement): { manager: PackageManager; line: string }[] {
  const command = stringAttribute(node, 'command') ?? '';
  return PACKAGE_MANAGERS.map((manager) => ({ manager, line: commandFor(manager, command) }));
}

/** `<Tabs><Tab label="A">…</Tab></Tabs>` → `**A**` followed by the tab's content, per tab. */
function tabsAsSections(tabs: MdxJsxFlowElement, plain: (child: RootContent) => RootContent[]): RootContent[] {
  const values = stringArrayAttribute(tabs, 'values');
  let index = 0;
  return tabs.children.flatMap((child) => {
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'Tab') return plain(child);
    const label = stringAttribute(child, 'label') ?? values[index] ?? stringAttribute(child, 'value') ?? '';
    index++;
    const heading: Paragraph[] = label ? [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: label }] }] }] : [];
    return [...heading, ...child.children.flatMap(plain)];
  });
}

export const tabs: ComponentBuild = {
  elements: {
    Tabs: { module: TABS, markdown: tabsAsSections },
    Tab: { module: TABS },
    PackageManagerTabs: {
      module: fileURLToPath(new URL('./PackageManagerTabs.tsx', import.meta.url)),
      markdown: (node) => packageManagerCommands(node).map(({ manager, line }) => ({ type: 'code', lang: 'bash', value: `# ${manager}\n${line}` })),
      searchCode: (node) => packageManagerCommands(node).map(({ line }) => line),
    },
  },
  staticBody: true,
  firstPaintScript: STORED_TABS_SCRIPT,
};
