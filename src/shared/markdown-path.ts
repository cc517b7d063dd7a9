/** The `.md` URL of a route: `/` -> `/index.md`, `/a/` -> `/a/index.md`, `/a/b` -> `/a/b.md`. */
export function markdownPathOf(routePath: string): string {
  const path = routePath.replace(/\.html$/, '');
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}
