/**
 * Components a page may use in MDX without importing them. The build adds the import for
 * the ones a page uses, so a block's code travels only with the pages that need it.
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

const JSX_NAME = /<([A-Z][A-Za-z0-9]*)[\s/>]/g;
const IMPORTED = /^import\s+(?:\{([^}]*)\}|(\w+))[^\n]*from/gm;

/** Names of capitalised JSX elements used in the source that it does not import itself. */
export function usedComponents(source: string): { name: string; offset: number }[] {
  const imported = new Set<string>();
  for (const m of source.matchAll(IMPORTED)) {
    if (m[2]) imported.add(m[2]);
    for (const part of (m[1] ?? '').split(','))
      imported.add(
        part
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
  }
  const withoutCode = source
    .replace(/^[ \t]*(```|~~~)[\s\S]*?^[ \t]*\1/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
  const seen = new Map<string, number>();
  for (const m of withoutCode.matchAll(JSX_NAME)) {
    if (!imported.has(m[1]) && !seen.has(m[1])) seen.set(m[1], m.index!);
  }
  return [...seen].map(([name, offset]) => ({ name, offset }));
}
