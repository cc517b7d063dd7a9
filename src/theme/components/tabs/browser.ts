/** Tab groups and package-manager tabs in the browser: tab-controls.ts. */
import type { ComponentBrowser } from '../descriptor.ts';
import { onTabClick, onTabKey, showStoredTabs } from './tab-controls.ts';

export const tabs: ComponentBrowser = {
  click: onTabClick,
  keydown: onTabKey,
  // A choice stored in another window: every group's stored choice shown again.
  storage: () => showStoredTabs(document),
  show: showStoredTabs,
};
