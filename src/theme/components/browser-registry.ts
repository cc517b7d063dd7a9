/**
 * The browser's part of every built-in content component, in the order they are asked about an event: the same
 * folders as build-registry.ts (registry.test.ts checks it). A list, not a map by name, as it is in every page's first load.
 */
import type { ComponentBrowser } from './descriptor.ts';
import { code } from './code/browser.ts';
import { overview } from './overview/browser.ts';
import { tabs } from './tabs/browser.ts';

export const BROWSER_COMPONENTS: ComponentBrowser[] = [code, tabs, overview];
