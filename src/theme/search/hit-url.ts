/** Where a provider's hit may lead (the provider's records are data, not trusted code). */
import { isWebUrl } from '../../shared/web-url.ts';

/**
 * The URL to open for a hit, or undefined for a hit to drop: only http(s) URLs and paths are
 * kept. Hits on this site's own origin (the provider stores absolute URLs) become paths, so they
 * open in the app.
 */
export function hitUrlOnSite(url: string, here: { href: string; origin: string }, siteUrl: string): string | undefined {
  if (typeof url !== 'string' || !isWebUrl(url)) return undefined;
  const target = new URL(url, here.href);
  const siteOrigin = isWebUrl(siteUrl) ? new URL(siteUrl, here.href).origin : '';
  return target.origin === here.origin || target.origin === siteOrigin ? target.pathname + target.search + target.hash : target.href;
}
