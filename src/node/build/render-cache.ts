/**
 * Prerendered page bodies kept between builds, one file per page under the site's `.cache/site-prerender/`,
 * so that a build after an edit renders only the pages whose rendering could have changed.
 *
 * A body is keyed by everything it is rendered from (`renderKeys`): the code of the server build that
 * the page reaches (its page chunk, the entry chunk and every chunk they import statically: the theme,
 * the page's sidebar and texts, the site's data), the packages the server build imports from
 * node_modules (npm's record of the installed tree), and Node's version with its ICU data (dates are
 * formatted with Intl). Rendering is synchronous, so what a page loads lazily renders as its fallback
 * and is not an input. An entry that cannot be read is rendered again.
 */
import { createHash } from 'node:crypto';
import { CacheFolder } from '../cache-folder.ts';

/** What `renderKeys` reads of the server build's output: its chunks, with their code and static imports. */
export interface ServerChunk {
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * The render key of each dynamically imported chunk (a page module), by its facade module id. `installed`
 * is what stands for the packages left external: npm's record of the installed tree.
 */
export function renderKeys(chunks: ServerChunk[], installed: string): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const hashOf = new Map(chunks.map((c) => [c.fileName, createHash('sha256').update(c.code).digest('base64url')]));
  const closure = (start: ServerChunk) => {
    const files = new Set([start.fileName]);
    for (const file of files) for (const imported of byFile.get(file)?.imports ?? []) if (byFile.has(imported)) files.add(imported);
    return files;
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('the server build has no entry chunk');
  const base = createHash('sha256')
    .update(`${process.version}\0${process.versions.icu ?? ''}\0${installed}\0`)
    .update([...closure(entry)].map((f) => `${f}:${hashOf.get(f)}`).join('\n'))
    .digest('base64url');
  const keys = new Map<string, string>();
  for (const chunk of chunks) {
    if (chunk.isEntry || !chunk.facadeModuleId) continue;
    const files = [...closure(chunk)].sort().map((f) => `${f}:${hashOf.get(f)}`);
    keys.set(
      chunk.facadeModuleId,
      createHash('sha256')
        .update(`${base}\n${chunk.facadeModuleId}\n${files.join('\n')}`)
        .digest('base64url'),
    );
  }
  return keys;
}

export interface RenderStats {
  rendered: number;
  fromCache: number;
}

/** `388 rendered` or `2 rendered, 386 kept`. */
export function renderSummary({ rendered, fromCache }: RenderStats): string {
  return `${rendered} rendered${fromCache ? `, ${fromCache} kept` : ''}`;
}

export class RenderCache {
  readonly stats: RenderStats = { rendered: 0, fromCache: 0 };
  private readonly used = new Set<string>();
  private readonly folder?: CacheFolder;

  /** `dir`: the cache's folder; none: every page is rendered and nothing is kept. */
  constructor(dir?: string) {
    this.folder = dir ? new CacheFolder(dir, '.html') : undefined;
  }

  /** The body kept under `key`, or the one `render` gives, kept for the next build. */
  async body(key: string, render: () => Promise<string>): Promise<string> {
    this.used.add(key);
    const kept = this.folder?.read(key);
    if (kept !== undefined) {
      this.stats.fromCache++;
      return kept.toString('utf8');
    }
    this.stats.rendered++;
    const html = await render();
    this.folder?.write(key, html);
    return html;
  }

  /** Forgets every entry this build did not ask for: the cache holds one body per page. */
  prune() {
    this.folder?.prune(this.used);
  }
}
