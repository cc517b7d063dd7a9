import { isExternalLink } from './web-url.ts';

/** Site images (logos, icons) resolve against `assetsBaseUrl` when the site serves them from a CDN. */
export function assetUrl(path: string, base = ''): string {
  if (!base || isExternalLink(path)) return path;
  return base.replace(/\/$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
