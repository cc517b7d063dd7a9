/**
 * The build's social cards: one PNG per page at `socialCardPathOf(route)` (shared/social-card.ts), made from what
 * the card shows (card-content.ts) and kept in the site's `.cache/site-cards/` under a key of that content and the
 * renderer's version, so a build draws only the cards whose content changed and copies the others.
 * Large batches are drawn by worker threads.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cardThreads } from '../../worker-threads.ts';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { hasSocialCards, socialCardPathOf } from '../../../shared/social-card.ts';
import { CacheFolder } from '../../cache-folder.ts';
import { withoutTsx } from '../../content/page-compiler.ts';
import type { SiteModel } from '../../site-model.ts';
import { sidebarKeyOfPage } from '../../page-traits.ts';
import type { PageRecord } from '../../content/scan.ts';
import type { Progress } from '../progress.ts';
import { type CardContent, cardContentOf, charactersOf } from './card-content.ts';
import { cardFonts, FONT_PACKAGE, isDrawableImage, logoDataUrl } from './card-render.ts';
import renderCardBatch, { type CardTask } from './card-worker.ts';

const require = createRequire(import.meta.url);
const RENDER_MODULE = fileURLToPath(new URL('./card-render.ts', import.meta.url));
const CARD_WORKER = fileURLToPath(new URL('./card-worker-entry.mjs', import.meta.url));
/** Fewer cards than this are drawn in the build's thread: starting workers would cost more than it saves. */
export const CARD_WORKER_BATCH = 24;
/** Cards per task sent to a worker: small enough to share the work out evenly and show progress. */
const CARDS_PER_TASK = 16;

export interface CardStats {
  rendered: number;
  fromCache: number;
}

/** `792 drawn` or `1 drawn, 791 kept`. */
export function cardSummary({ rendered, fromCache }: CardStats): string {
  return `${rendered} drawn${fromCache ? `, ${fromCache} kept` : ''}`;
}

/**
 * What a card's pixels depend on besides its content: the renderer's code (which names the font files), the versions
 * of the packages that draw it and of the font, and the logo.
 */
export function rendererVersionOf(logo: string | undefined): string {
  const versionOf = (name: string) => `${name}@${JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version}`;
  const hash = createHash('sha256').update(readFileSync(RENDER_MODULE));
  for (const name of ['satori', '@resvg/resvg-js', 'subset-font', FONT_PACKAGE]) hash.update(`\0${versionOf(name)}`);
  return hash.update(`\0${logo ?? ''}`).digest('base64url');
}

/** The cache key of a card: its content and the renderer's version. */
export function cardKeyOf(card: CardContent, rendererVersion: string): string {
  return createHash('sha256')
    .update(`${rendererVersion}\0${JSON.stringify([card.site, card.title, card.section, card.tagline, card.meta])}`)
    .digest('base64url');
}

/** The logo file a card shows: the light logo (the card is light), or the icon when the logo is not a file here. */
export function logoFileOf(model: Pick<SiteModel, 'config' | 'paths'>): string | undefined {
  const { logo, icon } = model.config;
  const candidates = [typeof logo === 'string' ? logo : logo.light, icon].filter((path) => path.startsWith('/'));
  return candidates.map((path) => join(model.paths.publicDir, path)).find((file) => existsSync(file) && isDrawableImage(file));
}

/** What a page's card shows. */
export function cardOfPage(model: SiteModel, page: PageRecord): CardContent {
  const sidebar = model.sidebars.get(sidebarKeyOfPage(model, page) ?? '') ?? [];
  return cardContentOf({ ...page, title: page.compiled.title, hero: page.compiled.frontmatter.hero }, model.config, sidebar, model.layout);
}

/** Writes every page's card into `outDir`; `cacheDir`: where cards are kept between builds (none: all are drawn). */
export async function emitSocialCards(
  model: SiteModel,
  outDir: string,
  options: { cacheDir?: string; progress: Progress; threads?: number },
): Promise<CardStats> {
  const stats: CardStats = { rendered: 0, fromCache: 0 };
  if (!hasSocialCards(model.config)) return stats;
  const logoFile = logoFileOf(model);
  const logo = logoFile && logoDataUrl(logoFile);
  const version = rendererVersionOf(logo);
  const cache = options.cacheDir ? new CacheFolder(options.cacheDir, '.png') : undefined;
  const used = new Set<string>();
  const write = (routePath: string, png: Uint8Array) => {
    const file = join(outDir, socialCardPathOf(routePath));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
    options.progress.step();
  };
  const toDraw: { routePath: string; key: string; card: CardContent }[] = [];
  for (const page of model.pages) {
    const card = cardOfPage(model, page);
    const key = cardKeyOf(card, version);
    used.add(key);
    const kept = cache?.read(key);
    if (kept) {
      stats.fromCache++;
      write(page.routePath, kept);
    } else toDraw.push({ routePath: page.routePath, key, card });
  }
  cache?.prune(used);
  if (!toDraw.length) return stats;
  const cards = toDraw.map((d) => d.card);
  const characters = charactersOf(cards);
  const task: CardTask = { fontsId: createHash('sha256').update(characters).digest('base64url'), fonts: await cardFonts(characters), logo, cards };
  const drawn = (at: number, pngs: Uint8Array[]) => {
    for (const [i, png] of pngs.entries()) {
      const { routePath, key } = toDraw[at + i];
      cache?.write(key, png);
      write(routePath, png);
    }
  };
  const threads = cardThreads(options.threads);
  if (cards.length < CARD_WORKER_BATCH || threads < 2) drawn(0, await renderCardBatch(task));
  else await renderInWorkers(task, threads, drawn);
  stats.rendered = toDraw.length;
  return stats;
}

/** Draws the task's cards in `threads` worker threads, a few cards per task. */
async function renderInWorkers(task: CardTask, threads: number, drawn: (at: number, pngs: Uint8Array[]) => void) {
  const pool = new Piscina<CardTask, Uint8Array[]>({
    filename: CARD_WORKER,
    minThreads: threads,
    maxThreads: threads,
    // The entry registers tsx itself: the process's own `--import tsx` would load it twice.
    execArgv: withoutTsx(process.execArgv),
  });
  // A worker that fails to start fails its tasks too; they are drawn here (below).
  pool.on('error', () => {});
  try {
    const runs: Promise<void>[] = [];
    for (let at = 0; at < task.cards.length; at += CARDS_PER_TASK) {
      const batch = { ...task, cards: task.cards.slice(at, at + CARDS_PER_TASK) };
      // A worker that failed outside the drawing (it could not start, or ran out of memory): this thread draws the batch.
      runs.push(
        pool.run(batch).then(
          (pngs) => drawn(at, pngs),
          () => renderCardBatch(batch).then((pngs) => drawn(at, pngs)),
        ),
      );
    }
    await Promise.all(runs);
  } finally {
    await pool.destroy();
  }
}
