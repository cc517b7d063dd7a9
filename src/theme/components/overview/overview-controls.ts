/**
 * The overview's filter, on its markup (Overview.tsx), whether React rendered it or it is prerendered content
 * shown as it is: typing hides the groups, pages and headings that do not match (the rule is filterOverview's),
 * and says so when nothing does.
 */
import { filterOverview } from '../../../shared/overview.ts';

/** The attribute holding a group's name ('' for the pages outside any group, shown under a default title). */
export const OVERVIEW_GROUP_NAME = 'data-group-name';
const FILTER = '.s-overview-filter input';

interface HeaderElement {
  text: string;
  element: HTMLElement;
}
interface PageElement {
  title: string;
  element: HTMLElement;
  headers: HeaderElement[];
}

/** Filters the overview whose filter input `target` is; false for any other element. */
export function onOverviewInput(target: Element): boolean {
  const section = target.matches(FILTER) ? target.closest('.s-overview') : null;
  if (!section) return false;
  showMatches(section, (target as HTMLInputElement).value);
  return true;
}

/** Puts the cursor in an overview's filter, if the page shown has one. */
export function focusOverviewFilter(root: ParentNode) {
  root.querySelector<HTMLInputElement>(FILTER)?.focus({ preventScroll: true });
}

function showMatches(section: Element, query: string) {
  const groups = [...section.querySelectorAll<HTMLElement>('.s-overview-group')].map((element) => ({
    name: element.getAttribute(OVERVIEW_GROUP_NAME) ?? '',
    element,
    items: [...element.querySelectorAll<HTMLElement>('.s-overview-card')].map(
      (card): PageElement => ({
        title: card.querySelector('h3')?.textContent ?? '',
        element: card,
        headers: [...card.querySelectorAll<HTMLElement>('li')].map((li) => ({ text: li.textContent ?? '', element: li })),
      }),
    ),
  }));
  const shown = new Set<HTMLElement>();
  for (const group of filterOverview(groups, query)) {
    shown.add(group.element);
    for (const page of group.items) {
      shown.add(page.element);
      for (const header of page.headers) shown.add(header.element);
    }
  }
  for (const group of groups) {
    group.element.hidden = !shown.has(group.element);
    for (const page of group.items) {
      page.element.hidden = !shown.has(page.element);
      for (const header of page.headers) header.element.hidden = !shown.has(header.element);
    }
  }
  const empty = section.querySelector<HTMLElement>('.s-overview-empty');
  if (!empty) return;
  empty.hidden = shown.size > 0;
  const echo = empty.querySelector('strong');
  if (echo) echo.textContent = query;
}
