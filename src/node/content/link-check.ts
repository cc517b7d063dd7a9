/** Finds links to routes or anchors that do not exist, across all pages at once. */
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { RouteMatcher } from '../../shared/routes.ts';
import { safeDecodeURIComponent } from '../../shared/safe-decode.ts';
import { isExternalLink } from '../../shared/web-url.ts';
import type { PageRecord } from './scan.ts';

export function findDeadLinks(pages: PageRecord[], matcher: RouteMatcher, publicDir: string): string[] {
  const anchorsOf = new Map(pages.map((p) => [p.routePath, new Set(p.compiled.anchors)]));
  const problems: string[] = [];
  for (const page of pages) {
    for (const link of page.compiled.links) {
      if (isExternalLink(link.url)) continue;
      const [rawPath, hash] = link.url.split('#');
      const where = `${page.filePath}:${link.line}:${link.column}`;
      let target = page.routePath;
      if (rawPath) {
        const base = page.routePath.endsWith('/') ? page.routePath : `${posix.dirname(page.routePath)}/`;
        const absolute = rawPath.startsWith('/') ? rawPath : posix.join(base, rawPath.replace(/\.mdx?$/, ''));
        if (/\.[a-z0-9]+$/i.test(absolute) && !/\.html$/i.test(absolute)) {
          if (!existsSync(join(publicDir, absolute))) problems.push(`${where} link to missing file ${link.url}`);
          continue;
        }
        const route = matcher.match(absolute);
        if (!route) {
          problems.push(`${where} link to missing page ${link.url}`);
          continue;
        }
        target = route.path;
      }
      if (hash && !anchorsOf.get(target)?.has(safeDecodeURIComponent(hash))) {
        problems.push(`${where} link to missing anchor #${hash} on ${target}`);
      }
    }
  }
  return problems;
}
