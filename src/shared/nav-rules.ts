/** Pure rules of the top navigation. */
import type { NavItem, SocialLink } from './site-config.ts';
import { isExternalLink } from './web-url.ts';

export const SOCIAL_INLINE_LIMIT = 5;
export const MOBILE_BREAKPOINT = 768;
export const NAV_MENU_CLOSE_DELAY = 150;
export const NAVBAR_SCROLL_THROTTLE = 200;
export const LANDING_BG_THRESHOLD = 100;

/** Active when `activeMatch` (a regular expression) matches, else when the path is under the item's link. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.activeMatch) {
    try {
      return new RegExp(item.activeMatch).test(pathname);
    } catch {
      return false;
    }
  }
  if (item.link && !isExternalLink(item.link)) return pathname.startsWith(item.link);
  return item.items?.some((child) => isNavItemActive(child, pathname)) ?? false;
}

/** Items default to the right side of the bar. */
export function navItemsAt(items: NavItem[], position: 'left' | 'right'): NavItem[] {
  return items.filter((item) => (item.position ?? 'right') === position);
}

/** The first five social links show inline; the rest go into a popup. */
export function splitSocialLinks(links: SocialLink[]): { inline: SocialLink[]; overflow: SocialLink[] } {
  if (links.length <= SOCIAL_INLINE_LIMIT) return { inline: links, overflow: [] };
  return { inline: links.slice(0, SOCIAL_INLINE_LIMIT), overflow: links.slice(SOCIAL_INLINE_LIMIT) };
}

/**
 * hideNavbar: `always` never shows the bar, `never` always does, `auto` hides it while the reader
 * scrolls down (past the bar itself) and shows it again on any scroll up.
 */
export function isNavbarHidden(mode: 'always' | 'never' | 'auto', scrollY: number, previousY: number, wasHidden: boolean): boolean {
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  if (scrollY <= 72) return false;
  if (scrollY > previousY) return true;
  if (scrollY < previousY) return false;
  return wasHidden;
}
