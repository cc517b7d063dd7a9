/**
 * The switches a maintainer sets for one run in the environment (`SITE_*`) or on the command line. Only the
 * command-line entries (cli.ts, the check scripts) read them; the build, the dev server and the checks take them
 * as options.
 */
export interface EnvSwitches {
  /** Keep compiled pages, prerendered bodies and social cards in `.cache/`: unless `SITE_CACHE=0` or `--no-cache`. */
  cache: boolean;
  /** `SITE_THREADS=N`: the worker threads of page compiles and social cards (0: none); unset, worker-threads.ts sizes them. */
  threads?: number;
  /** `SITE_DEAD_LINKS=warn|error`: in place of `markdown.deadLinks` of the config, for one build. */
  deadLinks?: 'error' | 'warn';
  /** `SITE_CHUNK_REPORT=1`: the build lists the largest modules of the entry chunk. */
  chunkReport: boolean;
}

export function envSwitches(env: Record<string, string | undefined> = process.env, argv: string[] = process.argv): EnvSwitches {
  const { SITE_CACHE, SITE_THREADS, SITE_DEAD_LINKS, SITE_CHUNK_REPORT } = env;
  return {
    cache: SITE_CACHE !== '0' && !argv.includes('--no-cache'),
    ...(SITE_THREADS !== undefined && /^\d+$/.test(SITE_THREADS) && { threads: Number(SITE_THREADS) }),
    // Any value but `error` warns: the switch is there to let a work-in-progress tree build.
    ...(SITE_DEAD_LINKS && { deadLinks: SITE_DEAD_LINKS === 'error' ? 'error' : 'warn' }),
    chunkReport: Boolean(SITE_CHUNK_REPORT),
  };
}
