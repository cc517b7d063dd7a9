/** Site images (logos, icons) resolve against `assetsBaseUrl` when the site serves them from a CDN. */
export function assetUrl(path: string, base = ''): string {
  if (!base || /^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return base.replace(/\/$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
