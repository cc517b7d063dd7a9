/**
 * The build's part of every built-in content component, by the name of its folder. Adding a component: its
 * folder, and one entry here and one in browser-registry.ts (registry.test.ts checks they agree).
 */
import type { ComponentBuild } from './descriptor.ts';
import { code } from './code/build.ts';
import { overview } from './overview/build.ts';
import { tabs } from './tabs/build.ts';

export const BUILD_COMPONENTS: Record<string, ComponentBuild> = { code, tabs, overview };
