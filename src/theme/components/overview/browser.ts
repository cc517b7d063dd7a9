/** The overview in the browser: its filter (overview-controls.ts). */
import type { ComponentBrowser } from '../descriptor.ts';
import { focusOverviewFilter, onOverviewInput } from './overview-controls.ts';

export const overview: ComponentBrowser = { input: onOverviewInput, show: focusOverviewFilter };
