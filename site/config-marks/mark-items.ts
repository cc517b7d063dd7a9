/**
 * The words of the version marks, per language: each mark becomes the content of one list item,
 * written like the Type and Default items beside it (`- **Added in:** `2.2.13``).
 */
import type { PhrasingContent } from 'mdast';
import type { OptionMarks } from './option-marks.ts';

type Phrase = PhrasingContent[];

interface MarkTexts {
  added: string;
  /** The first release found with it, and the last one found without it, when the registry lacks those between. */
  addedBy: (release: string, after: string) => Phrase;
  changed: (release: string) => string;
  /** One changed field with its value in the release compared with; `value` undefined when too long to show. */
  changedField: (field: 'default' | 'type', value: string | undefined, from: string) => Phrase;
  separator: string;
  status: string;
  deprecated: (since?: string) => Phrase;
  removed: (release: string) => Phrase;
  /** Joins the deprecated and removed phrases. */
  and: string;
  /** Follows a mark that holds for some of a section's options only. */
  forOptions: (names: Phrase) => Phrase;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });

const TEXTS: Record<string, MarkTexts> = {
  en: {
    added: 'Added in:',
    addedBy: (release, after) => [code(release), text(' at the latest (after '), code(after), text(')')],
    changed: (release) => `Changed in ${release}:`,
    changedField: (field, value, from) => [
      text(`the ${field}`),
      ...(value === undefined ? [] : [text(' ('), code(value), text(' in '), code(from), text(')')]),
    ],
    separator: ', ',
    status: 'Status:',
    deprecated: (since) => (since ? [text('deprecated since '), code(since)] : [text('deprecated')]),
    removed: (release) => [text('removed in '), code(release)],
    and: ', ',
    forOptions: (names) => [text(' (for '), ...names, text(')')],
  },
  zh: {
    added: '新增版本：',
    addedBy: (release, after) => [text('不晚于 '), code(release), text('（晚于 '), code(after), text('）')],
    changed: (release) => `${release} 变更：`,
    changedField: (field, value, from) => [
      text(field === 'default' ? '默认值' : '类型'),
      ...(value === undefined ? [] : [text('（'), code(from), text(' 中为 '), code(value), text('）')]),
    ],
    separator: '、',
    status: '状态：',
    deprecated: (since) => (since ? [text('自 '), code(since), text(' 起废弃')] : [text('已废弃')]),
    removed: (release) => [text('已在 '), code(release), text(' 中移除')],
    and: '，',
    forOptions: (names) => [text('（适用于 '), ...names, text('）')],
  },
};

/** Values longer than this (or on several lines) are left to the version's own page. */
const SHOWN_VALUE = 40;

const shown = (value: string) => (value.includes('\n') || value.length > SHOWN_VALUE ? undefined : value);

/** The items of an option's marks, in the order Added, Changed, Status; `names` when they are not for the whole section. */
export function markItems(marks: OptionMarks, lang: string, names: string[] = []): Phrase[] {
  const t = TEXTS[lang];
  if (!t) throw new Error(`site/config-marks/mark-items.ts has no texts for the language "${lang}"`);
  const label = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
  const items: Phrase[] = [];
  if (marks.added) {
    const { release, after } = marks.added;
    items.push([label(t.added), text(' '), ...(after ? t.addedBy(release, after) : [code(release)])]);
  }
  if (marks.changed) {
    const { release, from } = marks.changed;
    const fields = (['default', 'type'] as const).flatMap((field) => {
      const change = marks.changed![field];
      return change ? [t.changedField(field, shown(change[0]), from)] : [];
    });
    items.push([label(t.changed(release)), text(' '), ...fields.flatMap((f, i) => (i ? [text(t.separator), ...f] : f))]);
  }
  const status = [...(marks.deprecated ? [t.deprecated(marks.deprecated.since)] : []), ...(marks.removed ? [t.removed(marks.removed)] : [])];
  if (status.length) items.push([label(t.status), text(' '), ...status.flatMap((s, i) => (i ? [text(t.and), ...s] : s))]);
  if (!names.length) return items;
  const nameList = names.flatMap((name, i) => (i ? [text(t.separator), code(name)] : [code(name)]));
  return items.map((item) => [...item, ...t.forOptions(nameList)]);
}
