/**
 * The inline <head> script that runs before the first paint, so nothing shifts after hydration:
 * the theme class and color scheme, parts hidden by query flags, a dismissed banner.
 */
import { themeInitScript } from './theme-mode.ts';
import { QUERY_FLAGS } from '../shared/query-flags.ts';
import { bannerStorageKey } from './banner/banner-storage.ts';
import type { BrowserSite } from '../shared/browser-site.ts';

export function prePaintScript(site: BrowserSite): string {
  const parts = [themeInitScript(site.themeConfig.darkMode)];
  parts.push(
    `(function(){try{var p=new URLSearchParams(location.search),d=document.documentElement;${JSON.stringify(QUERY_FLAGS)}.forEach(function(f){if(p.get(f)==='0')d.classList.add('s-hide-'+f)})}catch(e){}})()`,
  );
  const banner = site.themeConfig.banner;
  if (banner) {
    parts.push(
      `(function(){try{if(localStorage.getItem(${JSON.stringify(bannerStorageKey(banner.id))}))document.documentElement.classList.add('s-banner-dismissed')}catch(e){}})()`,
    );
  }
  return parts.join(';');
}
