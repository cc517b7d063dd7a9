/** The overview for the build: a filter over the section's pages, which only makes sense on screen, so the Markdown copies leave it out. */
import { fileURLToPath } from 'node:url';
import type { ComponentBuild } from '../descriptor.ts';

export const overview: ComponentBuild = {
  elements: { Overview: { module: fileURLToPath(new URL('./Overview.tsx', import.meta.url)), markdown: () => [] } },
  staticBody: true,
};
