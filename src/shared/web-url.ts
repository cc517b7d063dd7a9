/**
 * Whether a URL leads to a web page: http(s), or a path on this site. Anything else (`javascript:`,
 * `data:`, `vbscript:`, ...) would run or show content of its own when opened, so links that come
 * from data (search hits, stored history) are checked with this before they are followed.
 */
export function isWebUrl(url: string): boolean {
  try {
    // A path resolves against the placeholder base as http(s); a scheme of its own keeps it.
    const { protocol } = new URL(url, 'https://base.invalid/');
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Whether a URL would run script when followed (`javascript:`, `vbscript:`), however it is spelled. */
export function isScriptUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, 'https://base.invalid/');
    return protocol === 'javascript:' || protocol === 'vbscript:';
  } catch {
    return false;
  }
}

/**
 * Whether a link leaves this site: it names a scheme (`https:`, `mailto:`) or a host (`//cdn.example.com/x`,
 * which the browser completes with the page's scheme). Paths (`/guide/`, `./x`, `#id`, `?q`) stay on the site.
 * With `siteOrigin`, an absolute URL on that origin counts as the site's own.
 */
export function isExternalLink(href: string | undefined, siteOrigin?: string): boolean {
  if (!href || !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return false;
  if (!siteOrigin) return true;
  try {
    return new URL(href, siteOrigin).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}
