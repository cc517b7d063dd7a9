/**
 * Code blocks for the build: no MDX element of their own (every fenced block renders through CodeBlock.tsx, the
 * `pre` of src/theme/mdx/components.ts), and nothing on a page asks for their code: their buttons are content controls.
 */
import type { ComponentBuild } from '../descriptor.ts';

export const code: ComponentBuild = { elements: {}, staticBody: true };
