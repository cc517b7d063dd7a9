/** Page selection for the content scripts: a glob or a route prefix, matched against `guide/start/index`. */
import picomatch from 'picomatch';

/** `en/guide/start/index.mdx` -> `guide/start/index`. */
export function pagePath(file: string): string {
  return file.slice(file.indexOf('/') + 1).replace(/\.mdx?$/, '');
}

/** Whether a page path is selected: a glob (`guide/*`) by glob rules, a route prefix (`config/dev`) by whole segments. */
export function selectsPage(pattern: string | undefined, path: string): boolean {
  if (!pattern) return true;
  const trimmed = pattern.replace(/^\/+|\/+$/g, '');
  if (picomatch.scan(trimmed).isGlob) return picomatch(trimmed)(path);
  return path === trimmed || path.startsWith(`${trimmed}/`);
}
