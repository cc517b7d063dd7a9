/** Pure rules over a resolved sidebar: reading order, previous/next page, the active group. */
import type { SidebarEntry, SidebarItem } from './site-config.ts';
import { routeKey } from './routes.ts';
import { isExternalLink } from './web-url.ts';

export function isItem(entry: SidebarEntry): entry is SidebarItem {
  return !('dividerType' in entry) && !('sectionHeaderText' in entry);
}

/** Linked items in reading order (depth first). */
export function flattenSidebar(entries: SidebarEntry[]): { text: string; link: string }[] {
  const out: { text: string; link: string }[] = [];
  const walk = (list: SidebarEntry[]) => {
    for (const entry of list) {
      if (!isItem(entry)) continue;
      if (entry.link && !isExternalLink(entry.link)) out.push({ text: entry.text ?? entry.link, link: entry.link });
      if (entry.items) walk(entry.items);
    }
  };
  walk(entries);
  return out;
}

export function prevNextOf(entries: SidebarEntry[], path: string) {
  const flat = flattenSidebar(entries);
  const key = routeKey(path);
  const index = flat.findIndex((item) => routeKey(item.link) === key);
  if (index < 0) return { prev: undefined, next: undefined };
  return { prev: flat[index - 1], next: flat[index + 1] };
}

/** Whether a group (or any group inside it) links to the current page. */
export function containsPath(entry: SidebarEntry, path: string): boolean {
  if (!isItem(entry)) return false;
  const key = routeKey(path);
  if (entry.link && routeKey(entry.link) === key) return true;
  return entry.items?.some((child) => containsPath(child, path)) ?? false;
}

/**
 * Entries with a React key from what each one is: an item by its link and text, a section header by
 * its text, a divider by the entry before it. A repeat gets a count, so keys stay unique.
 */
export function keyedEntries(entries: SidebarEntry[]): { key: string; entry: SidebarEntry }[] {
  const seen = new Map<string, number>();
  let previous = '';
  return entries.map((entry) => {
    const base =
      'dividerType' in entry
        ? `${previous}/divider`
        : 'sectionHeaderText' in entry
          ? `header:${entry.sectionHeaderText}`
          : `item:${entry.link ?? ''}:${entry.text ?? ''}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    previous = count > 1 ? `${base}#${count}` : base;
    return { key: previous, entry };
  });
}
