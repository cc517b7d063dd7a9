/**
 * Social cards: the 1200×630 image a page shows when its link is shared (Open Graph, X). One place for where a
 * page's card lives, read by the build that writes it and by the head tags that point to it.
 */

/** The card's size (og:image:width and og:image:height in head.ts write it out). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Whether the site makes cards (`socialCards` in site.config.ts): unless it says `false`. */
export const hasSocialCards = (site: { socialCards?: boolean }) => site.socialCards !== false;

/** The folder of the cards in the built site. */
export const CARD_DIR = 'og';

/** The URL path of a route's card, beside its HTML file's path: `/guide/start/` -> `/og/guide/start/index.png`, `/config/mode` -> `/og/config/mode.png`. */
export function socialCardPathOf(routePath: string): string {
  return `/${CARD_DIR}${routePath}${routePath.endsWith('/') ? 'index' : ''}.png`;
}
