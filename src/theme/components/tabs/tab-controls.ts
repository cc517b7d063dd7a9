/**
 * What tabs do, on their markup (Tabs.tsx), whether React rendered them or they are prerendered content shown as
 * it is: a tab shows its panel on click and with the arrow keys; in a group (`groupId`) the choice is stored in
 * localStorage and shown by every tab group with that id on the page, and in the reader's other windows.
 */

export const STORAGE_PREFIX = 'tabs-group:';
/** Attributes of the markup: a tab group's id, on the `.tabs` element, and a tab's value, on its button. */
export const TAB_GROUP = 'data-tab-group';
export const TAB_VALUE = 'data-tab-value';

function readGroup(groupId: string): string | null {
  try {
    return localStorage.getItem(STORAGE_PREFIX + groupId);
  } catch {
    return null;
  }
}

function writeGroup(groupId: string, value: string) {
  try {
    localStorage.setItem(STORAGE_PREFIX + groupId, value);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}

const tabsOf = (tabs: Element) => [...tabs.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
const panelsOf = (tabs: Element) => [...tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];

/** Shows the tab of `value` in the tab group element `tabs`; a group without that tab stays as it is. */
function selectTab(tabs: Element, value: string) {
  const buttons = tabsOf(tabs);
  if (!buttons.some((b) => b.getAttribute(TAB_VALUE) === value)) return;
  const panels = panelsOf(tabs);
  buttons.forEach((button, i) => {
    const selected = button.getAttribute(TAB_VALUE) === value;
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    if (panels[i]) panels[i].hidden = !selected;
  });
}

/** Shows `value` in every tab group of `groupId` under `root` that has it. */
function showInGroup(root: ParentNode, groupId: string, value: string) {
  for (const tabs of root.querySelectorAll(`.s-tabs[${TAB_GROUP}="${CSS.escape(groupId)}"]`)) selectTab(tabs, value);
}

/** Shows each tab group's stored choice under `root` (a page just shown, or a choice made in another window). */
export function showStoredTabs(root: ParentNode) {
  for (const tabs of root.querySelectorAll(`.s-tabs[${TAB_GROUP}]`)) {
    const stored = readGroup(tabs.getAttribute(TAB_GROUP)!);
    if (stored) selectTab(tabs, stored);
  }
}

/** Chooses the tab `target` is in (a click); false when it is in no tab. */
export function onTabClick(target: Element): boolean {
  const tab = target.closest<HTMLElement>(`[role="tab"][${TAB_VALUE}]`);
  const tabs = tab?.closest(`.s-tabs`);
  if (!tab || !tabs) return false;
  choose(tabs, tab.getAttribute(TAB_VALUE)!);
  return true;
}

/** Moves to the next or previous tab with the arrow keys, instead of scrolling; false for other keys or outside a tab. */
export function onTabKey(target: Element, event: KeyboardEvent): boolean {
  const { key } = event;
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return false;
  const tab = target.closest<HTMLElement>(`[role="tab"][${TAB_VALUE}]`);
  const tabs = tab?.closest('.s-tabs');
  if (!tab || !tabs) return false;
  const buttons = tabsOf(tabs);
  const next = buttons[(buttons.indexOf(tab) + (key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length];
  event.preventDefault();
  choose(tabs, next.getAttribute(TAB_VALUE)!);
  next.focus();
  return true;
}

function choose(tabs: Element, value: string) {
  const groupId = tabs.getAttribute(TAB_GROUP);
  if (!groupId) {
    selectTab(tabs, value);
    return;
  }
  writeGroup(groupId, value);
  showInGroup(document, groupId, value);
}
