/**
 * The theme's API for a site's own components (the modules `components` names in site.config.ts):
 * the current page and its dictionary (`useStrings`; a site types its own texts by augmenting `SiteStrings` of src/helpers.ts), lazily loaded parts with their failure message, the one dismiss
 * behaviour of menus and popovers, and the popover primitive (its classes `s-popover`,
 * `s-popover-title` and `s-open`, and its hover delay).
 *
 * A navbar slot imports this module, and the client build puts whatever the app entry imports
 * statically in the app chunk (src/node/build/client-build.ts): only what the shell itself uses
 * belongs here, or every page would load it. Pure helpers come from src/shared/ directly.
 */
import './popover/popover.css';

export { usePageContext, useStrings } from './page-context.ts';
export { useLazyPart, type LazyPartState } from './use-lazy-part.ts';
export { LazyPartFailure } from './LazyPartFailure.tsx';
export { useDismiss, type DismissOptions } from './overlay/use-dismiss.ts';
export { HOVER_DELAY_MS } from './popover/hover-delay.ts';
