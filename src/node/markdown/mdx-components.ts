/**
 * Components a page may use in MDX without importing them, by name: the module that exports each
 * under that name. The compile adds the import for the ones a page uses (remark-components.ts), so
 * a block's code travels only with the pages that need it. Adding a component is one entry here.
 */
import { fileURLToPath } from 'node:url';

/** Absolute path of a theme module, for generated imports. */
export const theme = (file: string) => fileURLToPath(new URL(`../../theme/${file}`, import.meta.url));

export const MDX_COMPONENTS: Record<string, string> = {
  Tabs: theme('tabs/Tabs.tsx'),
  Tab: theme('tabs/Tabs.tsx'),
  PackageManagerTabs: theme('tabs/PackageManagerTabs.tsx'),
  Overview: theme('overview/Overview.tsx'),
  BenchmarkPanel: theme('home/BenchmarkPanel.tsx'),
  ToolchainBlock: theme('home/ToolchainBlock.tsx'),
};
