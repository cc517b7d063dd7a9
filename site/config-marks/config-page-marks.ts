/**
 * The site's page transform (`pageTransform` in site.config.ts): on every config option page, the
 * version marks of each documented option (option-marks.ts) join the Type and Default items at the
 * top of its section — or open the section when it has none, as on a removed option's page. The
 * marks come from the release data only, so the pages never state a version by hand.
 */
import type { List, ListItem, PhrasingContent, RootContent } from 'mdast';
import type { PageTransform } from '../../src/index.ts';
import { itemField, optionSections, type OptionSection } from '../checks/config-docs.ts';
import { isConfigOptionPage } from '../checks/config-page-lint.ts';
import { docVersionOfFile } from '../checks/doc-versions.ts';
import { hasMarks, lineDataOf, optionMarks, type OptionMarks } from './option-marks.ts';
import { markItems } from './mark-items.ts';

const configPageMarks: PageTransform = ({ file, lang, tree }) => {
  if (!isConfigOptionPage(file)) return;
  const line = lineDataOf(docVersionOfFile(file));
  // Last section first: inserting a list shifts the nodes after it.
  for (const section of optionSections(tree).sections.reverse()) {
    const items = itemsOf(section, (path) => optionMarks(path, line), lang);
    if (!items.length) continue;
    const list = itemList(section.nodes);
    if (list) list.children.push(...items);
    else tree.children.splice(tree.children.indexOf(section.heading) + 1, 0, { type: 'list', ordered: false, spread: false, children: items });
  }
};

export default configPageMarks;

/** The marks of a section's options: once when they agree, else each followed by the options it is for. */
function itemsOf({ options }: OptionSection, marksOf: (path: string) => OptionMarks, lang: string): ListItem[] {
  const groups = new Map<string, { marks: OptionMarks; names: string[] }>();
  for (const { path } of options) {
    const marks = marksOf(path);
    if (!hasMarks(marks)) continue;
    const key = JSON.stringify(marks);
    const group = groups.get(key) ?? { marks, names: [] };
    group.names.push(path.split('.').pop()!);
    groups.set(key, group);
  }
  const shared = groups.size === 1 && [...groups.values()][0].names.length === options.length;
  return [...groups.values()].flatMap(({ marks, names }) => markItems(marks, lang, shared ? [] : names).map(listItem));
}

/** The list of Type and Default items at the top of a section, if it has one. */
function itemList(nodes: RootContent[]): List | undefined {
  return nodes.find((n): n is List => n.type === 'list' && n.children.some((item) => itemField(item) !== undefined));
}

function listItem(children: PhrasingContent[]): ListItem {
  return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] };
}
