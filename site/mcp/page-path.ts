/**
 * What `get_page` accepts as a page: a canonical URL (`https://rsbuild.rs/config/mode`), a route
 * (`/zh/guide/start/`), a Markdown twin's path (`/config/mode.md`), an HTML file path or a route
 * without its leading slash. Pure.
 */
import { movePath, type SiteLayout } from '../../src/shared/site-layout.ts';

/**
 * The route the input names, in `lang` when given (`/config/mode` + zh -> `/zh/config/mode`);
 * undefined when the input is no page path (another scheme, `..`).
 */
export function routeOfPathOrUrl(input: string, lang?: { lang: string; layout: SiteLayout }): string | undefined {
  const text = input.trim();
  let path: string;
  // Its own rule, not isExternalLink: any http(s) URL is read for its path (the tool takes the site's canonical
  // URLs whatever the host); other schemes name no page.
  if (/^https?:\/\//i.test(text)) {
    try {
      path = new URL(text).pathname;
    } catch {
      return undefined;
    }
  } else if (/^[a-z][\w+.-]*:/i.test(text)) return undefined;
  else path = text.startsWith('/') ? text : `/${text}`;
  path = path.split(/[?#]/)[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (path.split('/').some((s) => s === '..' || s === '.')) return undefined;
  path = path.replace(/\/{2,}/g, '/');
  path = path.replace(/\.(?:md|html)$/i, '').replace(/(^|\/)index$/i, '$1');
  if (!path) path = '/';
  return lang ? movePath(path, { lang: lang.lang }, lang.layout) : path;
}
