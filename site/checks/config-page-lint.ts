/**
 * The site's content-lint rule (`contentLint` in site.config.ts), reported by `npm run check:docs`
 * with the engine's: every config option page carries a Type and a Default item (zh: 类型 / 默认值),
 * which the config reference (config-docs.ts) and config-reference.json read; the page of an option
 * removed in its version (doc-versions.ts) is exempt. No page states a version by hand: the version
 * marks are added from the release data (site/config-marks).
 */
import { toString as mdastToString } from 'mdast-util-to-string';
import type { Nodes } from 'mdast';
import type { PageLintRule } from '../../src/index.ts';
import { docVersionOfFile, removedOptions } from './doc-versions.ts';

/** Whether a content file (`en/config/output/target.mdx`, or a path ending so) is a config option page. */
export function isConfigOptionPage(file: string): boolean {
  const path = file.replace(/\\/g, '/');
  return /(?:^|\/)(?:en|zh)\/config\/.+/.test(path) && !/\/config\/index\.mdx?$/.test(path);
}

/** `- **Type:** …`: a list item that opens with the bold label. */
function opensWith(node: Nodes, label: string): boolean {
  if (node.type !== 'listItem') return false;
  const first = node.children[0];
  const lead = first?.type === 'paragraph' ? first.children[0] : undefined;
  return lead?.type === 'strong' && mdastToString(lead).trim() === label;
}

/** The `# option.path` heading of a page. */
function optionOf(tree: Nodes): string | undefined {
  if (!('children' in tree)) return undefined;
  const h1 = (tree.children as Nodes[]).find((n) => n.type === 'heading' && n.depth === 1);
  return h1 ? mdastToString(h1).trim() : undefined;
}

/** Items the marks write (mark-items.ts) or that older pages wrote by hand. */
const VERSION_LABELS = ['Version:', '版本：', 'Added in:', '新增版本：', 'Status:', '状态：'];

const configPageItems: PageLintRule = (file, tree) => {
  if (!isConfigOptionPage(file)) return [];
  // One walk serves both the version items and the Type/Default items.
  const items = listItems(tree);
  const handWritten = items
    .filter((item) => VERSION_LABELS.some((label) => opensWith(item, label)))
    .map((item) => ({
      line: item.position?.start.line ?? 1,
      column: item.position?.start.column ?? 1,
      reason: 'a version item written by hand: the version marks are added from the release data (site/config-marks), remove it',
    }));
  // The page of an option its version removed says what replaced it, with no Type or Default.
  const option = optionOf(tree);
  if (option && removedOptions(docVersionOfFile(file)).has(option)) return handWritten;
  const zh = /(?:^|\/)zh\//.test(file.replace(/\\/g, '/'));
  const labels = zh ? ['类型：', '默认值：'] : ['Type:', 'Default:'];
  return [
    ...handWritten,
    ...labels
      .filter((label) => !items.some((item) => opensWith(item, label)))
      .map((label) => ({ line: 1, column: 1, reason: `config page without a "- **${label}**" item` })),
  ];
};

function listItems(tree: Nodes): Nodes[] {
  const items: Nodes[] = [];
  const collect = (node: Nodes) => {
    if (node.type === 'listItem') items.push(node);
    if ('children' in node) for (const child of node.children as Nodes[]) collect(child);
  };
  collect(tree);
  return items;
}

export default configPageItems;
