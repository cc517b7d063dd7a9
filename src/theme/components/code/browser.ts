/** Code blocks in the browser: their copy and wrap buttons (code-controls.ts). */
import type { ComponentBrowser } from '../descriptor.ts';
import { onCodeButton } from './code-controls.ts';

export const code: ComponentBrowser = { click: onCodeButton };
