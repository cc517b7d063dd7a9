/**
 * Page compiles, cached in memory and on disk. The memory cache lets the scan, the client build,
 * the server build and the dev server share one compile per file; the disk cache (one file per
 * page under the site's `.cache/site-compile/`) lets the next build skip every page whose
 * content, compile options and compiler are unchanged.
 *
 * A cached page is keyed by the file's path and content, the compile options and a version of
 * everything else the result depends on (`compileVersion`): the code of the compile (the import
 * graph of markdown/compile-page.ts and of the site's modules that run inside it), the installed
 * versions of the packages that code imports, and the files of the public folder (image sizes).
 * Only successful compiles are stored: a page that fails compiles again, and fails again, on the
 * next build. An entry that cannot be read is compiled again.
 *
 * Pages that are not cached are compiled in this thread, or, when at least WORKER_BATCH of them
 * are asked for at once (a cold build), by a pool of worker threads (compile-worker.ts), one page
 * at a time each. The pool ends with the batch: what a compile leaves in memory (the heap it grew
 * to, the highlighter's grammars) goes with it before the bundling starts, which keeps a build's
 * peak memory low, and with more than two cores the pages compile in parallel.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { CompiledPage, CompileOptions } from '../markdown/compile-page.ts';
import type { CompileOutcome, CompileTask } from './compile-worker.ts';
import { contentErrorOf } from '../content-error.ts';
import { CacheFolder } from '../cache-folder.ts';

const COMPILE_ENTRY = fileURLToPath(new URL('../markdown/compile-page.ts', import.meta.url));
const COMPILE_WORKER = fileURLToPath(new URL('./compile-worker-entry.mjs', import.meta.url));
let compileModule: Promise<typeof import('../markdown/compile-page.ts')> | undefined;
/**
 * Compiles a page in this thread. The compile's code (unified, MDX, the highlighter: about 0.5 s of imports) loads
 * with the first page compiled here, so a build or dev start whose pages all come from the cache does without it.
 */
function compileHere(filePath: string, source: string, options: CompileOptions): Promise<CompiledPage> {
  return loadCompile().then(({ compilePage }) => compilePage(filePath, source, options));
}

/** Loads the compile's code ahead of the first page to compile (the dev server, once it answers). */
export function loadCompile() {
  compileModule ??= import('../markdown/compile-page.ts');
  return compileModule;
}

/** Fewer pages than this compile in this thread: starting the workers would cost more than it saves. */
export const WORKER_BATCH = 24;

export interface CompileStats {
  /** Pages compiled by this compiler. */
  compiled: number;
  /** Pages read from the disk cache. */
  fromDisk: number;
  /** Of the pages compiled, those compiled by worker threads. */
  inWorkers: number;
}

/** `388 compiled in worker threads` or `1 compiled, 387 cached`. */
export function compileSummary({ compiled, fromDisk, inWorkers }: CompileStats): string {
  const where = inWorkers === compiled && compiled ? ' in worker threads' : inWorkers ? ` (${inWorkers} in worker threads)` : '';
  return `${compiled} compiled${where}${fromDisk ? `, ${fromDisk} cached` : ''}`;
}

export interface PageCompilerOptions {
  /** Folder of the disk cache; none: memory only. */
  cacheDir?: string;
  /** Modules of the site whose code runs inside the compile (Markdown rules, lint rules). */
  siteModules?: string[];
  publicDir?: string;
  /** The compiler of the previous model (dev server): its results are reused while still valid. */
  previous?: PageCompiler;
  /**
   * Compile large batches in this many worker threads, each building the options of a page from
   * the site at `root` as the caller does (site-model.ts pageCompileOptions). None: all in this thread.
   */
  workers?: { root: string; threads: number };
}

interface PendingCompile {
  filePath: string;
  source: string;
  options: CompileOptions;
  resolve: (page: CompiledPage) => void;
  reject: (error: unknown) => void;
}

export class PageCompiler {
  readonly stats: CompileStats = { compiled: 0, fromDisk: 0, inWorkers: 0 };
  private readonly version: string;
  private readonly disk?: CacheFolder;
  private readonly memory: Map<string, Promise<CompiledPage>>;
  /** Keys used since this compiler was made: what `prune` keeps. */
  private readonly used = new Set<string>();
  private readonly workers?: PageCompilerOptions['workers'];
  /** Compiles asked for in this turn of the event loop, not started yet. */
  private pending: PendingCompile[] = [];

  constructor(options: PageCompilerOptions = {}) {
    this.version = compileVersion([COMPILE_ENTRY, ...(options.siteModules ?? [])], options.publicDir);
    this.disk = options.cacheDir ? new CacheFolder(options.cacheDir, '.bin') : undefined;
    this.memory = new Map(options.previous?.memory);
    this.workers = options.workers && options.workers.threads > 0 ? options.workers : undefined;
  }

  /** Compiles a file, or returns the result of an earlier compile of the same content, options and version. */
  compile(filePath: string, source: string, options: CompileOptions): Promise<CompiledPage> {
    // JSON drops the options' functions (site rules): their code is in the version.
    const key = createHash('sha256')
      .update(`${this.version}\0${filePath}\0${JSON.stringify(options)}\0`)
      .update(source)
      .digest('base64url');
    this.used.add(key);
    let result = this.memory.get(key);
    if (!result) {
      const stored = this.read(key);
      if (stored) this.stats.fromDisk++;
      else this.stats.compiled++;
      result = stored ? Promise.resolve(stored) : this.compileFresh(filePath, source, options).then((page) => this.write(key, page));
      this.memory.set(key, result);
      result.catch(() => this.memory.delete(key));
    }
    return result;
  }

  private compileFresh(filePath: string, source: string, options: CompileOptions): Promise<CompiledPage> {
    if (!this.workers) return compileHere(filePath, source, options);
    return new Promise((resolve, reject) => {
      // A scan asks for every page in one turn: the batch is known once that turn ends.
      if (!this.pending.length) setImmediate(() => this.startPending());
      this.pending.push({ filePath, source, options, resolve, reject });
    });
  }

  private startPending() {
    const batch = this.pending;
    this.pending = [];
    const local = (job: PendingCompile) => compileHere(job.filePath, job.source, job.options).then(job.resolve, job.reject);
    if (batch.length < WORKER_BATCH || !this.workers) {
      for (const job of batch) local(job);
      return;
    }
    const { root, threads } = this.workers;
    const pool = new Piscina<CompileTask, CompileOutcome>({
      filename: COMPILE_WORKER,
      minThreads: threads,
      maxThreads: threads,
      // The entry registers tsx itself: the process's own `--import tsx` would load it twice.
      execArgv: withoutTsx(process.execArgv),
    });
    // A worker that fails to start fails its tasks too; they are compiled here (below).
    pool.on('error', () => {});
    const runs = batch.map((job) =>
      pool.run({ root, filePath: job.filePath, source: job.source, lang: job.options.lang ?? '', highlight: job.options.highlight }).then(
        (outcome) => {
          this.stats.inWorkers++;
          if ('page' in outcome) job.resolve(outcome.page);
          else job.reject(contentErrorOf(outcome.problem));
        },
        // A worker that failed outside the compile (it could not start, or ran out of memory): this thread compiles the page.
        () => local(job),
      ),
    );
    void Promise.all(runs).finally(() => pool.destroy());
  }

  /** Forgets, in memory and on disk, every page this compiler has not been asked for (run after a scan). */
  prune() {
    for (const key of this.memory.keys()) if (!this.used.has(key)) this.memory.delete(key);
    this.disk?.prune(this.used);
  }

  private read(key: string): CompiledPage | undefined {
    const stored = this.disk?.read(key);
    if (!stored) return undefined;
    try {
      const entry = deserialize(stored) as { key?: string; page?: CompiledPage };
      return entry?.key === key && isCompiledPage(entry.page) ? entry.page : undefined;
    } catch {
      return undefined; // truncated or not ours: compiled again
    }
  }

  private write(key: string, page: CompiledPage): CompiledPage {
    this.disk?.write(key, serialize({ key, page }));
    return page;
  }
}

/** Node's flags without `--import tsx` (or `--import=tsx`). */
export function withoutTsx(execArgv: string[]): string[] {
  return execArgv.filter(
    (arg, i) => !/^--import=tsx$/.test(arg) && !(arg === '--import' && execArgv[i + 1] === 'tsx') && !(arg === 'tsx' && execArgv[i - 1] === '--import'),
  );
}

function isCompiledPage(page: unknown): page is CompiledPage {
  const p = page as CompiledPage | undefined;
  return typeof p?.code === 'string' && typeof p.title === 'string' && Array.isArray(p.toc) && Array.isArray(p.sections) && typeof p.markdown === 'string';
}

/**
 * A hash of what a compile depends on besides the page and its options: the source of every
 * module reachable by relative imports (type-only ones aside) from `entries`, the version of every package they import
 * (and npm's record of the installed tree, for the packages those import), and the name, size and
 * time of every file under `publicDir`.
 */
export function compileVersion(entries: string[], publicDir?: string): string {
  const hash = createHash('sha256');
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    hash.update(`${file}\0${text}\0`);
    if (!/\.[cm]?[jt]sx?$/.test(file)) return;
    // Type-only imports run no code: following them would tie the cache to much of the build.
    const code = text.replace(/^\s*(?:import|export)\s+type\b[^;]*;/gm, '');
    for (const [, specifier] of code.matchAll(/(?:\bfrom|\bimport\(?)\s*['"]([^'"]+)['"]/g)) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (existsSync(target) && statSync(target).isFile()) visit(target);
      } else if (!specifier.startsWith('node:')) {
        const name = packageOf(specifier);
        if (!packages.has(name)) packages.set(name, installedVersion(name, dirname(file)));
      }
    }
  };
  for (const entry of entries) visit(entry);
  for (const [name, version] of [...packages].sort()) hash.update(`${name}@${version}\n`);
  hash.update(installedTree(dirname(COMPILE_ENTRY)));
  if (publicDir && existsSync(publicDir)) {
    for (const file of (readdirSync(publicDir, { recursive: true }) as string[]).sort()) {
      const stat = statSync(join(publicDir, file));
      if (stat.isFile()) hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('base64url');
}

/** The package name of an import specifier: `react-dom/server` -> `react-dom`, `@scope/pkg/x` -> `@scope/pkg`. */
export function packageOf(specifier: string): string {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/** npm's record of the packages installed where `dir` resolves them (every version, transitive ones too), or ''. */
export function installedTree(dir: string): string {
  const record = findUp(dir, 'node_modules/.package-lock.json');
  return record ? readFileSync(record, 'utf8') : '';
}

/** The version of a package as installed where `dir` would resolve it. */
export function installedVersion(name: string, dir: string): string {
  const manifest = findUp(dir, `node_modules/${name}/package.json`);
  return manifest ? String((JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version) : 'missing';
}

function findUp(dir: string, path: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    if (existsSync(join(at, path))) return join(at, path);
    if (dirname(at) === at) return undefined;
  }
}
