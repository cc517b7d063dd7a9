/**
 * Reads the content folders (`docs/<lang>`, and `docs/<version>/<lang>` for other versions, see
 * shared/site-layout.ts) into page records: route, language, version, compiled module, title,
 * toc and last-updated time. Pages are compiled through a PageCompiler (page-compiler.ts), which
 * the client build, the server build and the dev server share, so each file is compiled once.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { CompiledPage, CompileOptions } from '../markdown/compile-page.ts';
import { PageCompiler } from './page-compiler.ts';
import { NO_PROGRESS, type Progress } from '../build/progress.ts';
import { isRouteFile, routeKey } from '../../shared/routes.ts';
import { contentFolders, placeOfFile, type SiteLayout } from '../../shared/site-layout.ts';
import type { Lang, PageData, RouteEntry } from '../../shared/types.ts';
import { linkTranslations } from '../i18n/page-translations.ts';
import { ContentError, displayPath } from '../content-error.ts';
import { readContentFile } from './read-source.ts';

/**
 * A page of the site as the build knows it: where it is (its fields shared with the page data a page chunk carries,
 * shared/types.ts PageData; alternates, versions and translation set by linkTranslations), its source and its compile.
 */
export interface PageRecord extends Pick<PageData, 'pagePath' | 'routePath' | 'pageType' | 'lang' | 'version' | 'versions' | 'alternates' | 'translation'> {
  /** Absolute path of the source file. */
  filePath: string;
  /** Path inside its language's folder, the key it shares with its translations: `guide/start/index.mdx`. */
  treePath: string;
  compiled: CompiledPage;
  source: string;
  /** Last commit time of the source file (ms), else its modification time. */
  lastUpdatedTime: number;
}

/** The content of a site: its `docs/` folder and the languages and versions laid out in it. */
export interface ContentTree {
  docsDir: string;
  layout: SiteLayout;
}

/** The page files of every content folder, relative to `docs/`. */
export function listContentFiles({ docsDir, layout }: ContentTree): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(relative(docsDir, full).replace(/\\/g, '/'));
    }
  };
  for (const { folder } of contentFolders(layout)) {
    try {
      walk(join(docsDir, folder));
    } catch {
      /* a language may have no pages yet */
    }
  }
  return out.filter(isRouteFile).sort();
}

/**
 * Last commit time (ms) of every file under `dir` from one `git log`, newest first. Asynchronous:
 * git runs while the pages are read, on a core of its own.
 */
async function gitTimes(dir: string): Promise<Map<string, number>> {
  const git = (args: string[]) => promisify(execFile)('git', args, { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  try {
    const [log, top] = await Promise.all([git(['log', '--format=%x00%ct', '--name-only', '--', '.']), git(['rev-parse', '--show-toplevel'])]);
    return lastCommitTimes(log.stdout, top.stdout.trim());
  } catch {
    return new Map(); // not a git checkout: mtimes are used
  }
}

/**
 * Reads `git log --format=%x00%ct --name-only` (newest commit first) into the time of each
 * file's latest commit, keyed by absolute path: later (older) mentions of a file are ignored.
 */
export function lastCommitTimes(log: string, top: string): Map<string, number> {
  const times = new Map<string, number>();
  let time = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) time = Number(line.slice(1)) * 1000;
    else if (line) {
      const file = join(top, line);
      if (!times.has(file)) times.set(file, time);
    }
  }
  return times;
}

/**
 * Compiles every page. All problems are collected first (files that cannot compile, two files
 * for one route, extra ones from `check`) and thrown as one error listing each.
 */
export async function scanContent(
  tree: ContentTree,
  optionsOf: (lang: Lang) => CompileOptions,
  check: (routes: string[]) => ContentError[] = () => [],
  compiler = new PageCompiler(),
  progress: Progress = NO_PROGRESS,
): Promise<PageRecord[]> {
  const { docsDir, layout } = tree;
  const files = listContentFiles(tree);
  progress.start('compile', files.length);
  const times = gitTimes(docsDir);
  const errors: ContentError[] = [...routeCollisions(tree, files), ...check(files.map((f) => placeOfFile(f, layout)!.route))];
  const pages: PageRecord[] = [];
  await Promise.all(
    files.map(async (relativePath) => {
      const filePath = join(docsDir, relativePath);
      try {
        const source = readContentFile(filePath);
        const { route: routePath, lang, version, treePath } = placeOfFile(relativePath, layout)!;
        const compiled = await compiler.compile(filePath, source, optionsOf(lang));
        progress.step();
        pages.push({
          filePath,
          pagePath: relativePath,
          treePath,
          routePath,
          lang,
          version,
          pageType: compiled.frontmatter.pageType ?? 'doc',
          compiled,
          source,
          lastUpdatedTime: 0, // from git, below
        });
      } catch (error) {
        if (error instanceof ContentError) errors.push(error);
        else throw error;
      }
    }),
  );
  if (errors.length) {
    const lines = errors.flatMap((e) => e.message.split('\n')).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    throw new Error(`Content errors (${lines.length}):\n${lines.join('\n')}`);
  }
  const commitTimes = await times;
  for (const page of pages) page.lastUpdatedTime = commitTimes.get(page.filePath) ?? statSync(page.filePath).mtimeMs;
  linkTranslations(pages, layout.defaultLang);
  return pages.sort((a, b) => a.routePath.localeCompare(b.routePath));
}

/**
 * Files that would publish to one route: `a.md` beside `a.mdx`, `a.mdx` beside `a/index.mdx`,
 * or names that differ in letter case only (they cannot coexist on macOS or Windows, and the
 * site resolves URLs case-insensitively). Each file of a group is reported.
 */
export function routeCollisions({ docsDir, layout }: ContentTree, files: string[]): ContentError[] {
  const routeOf = (file: string) => placeOfFile(file, layout)!.route;
  const byKey = new Map<string, string[]>();
  for (const file of files) {
    const key = routeKey(routeOf(file));
    byKey.set(key, [...(byKey.get(key) ?? []), file]);
  }
  const errors: ContentError[] = [];
  for (const group of byKey.values()) {
    if (group.length < 2) continue;
    const paths = group.map((file) => join(docsDir, file));
    const names = paths.map(displayPath).join(', ');
    const count = group.length === 2 ? 'two' : String(group.length);
    for (const path of paths) errors.push(new ContentError(path, 1, 1, `${count} files for the route ${routeOf(group[0])}: ${names}`));
  }
  return errors;
}

export function routeTableOf(pages: PageRecord[]): RouteEntry[] {
  return pages.map((p) => ({ path: p.routePath, lang: p.lang, version: p.version }));
}
