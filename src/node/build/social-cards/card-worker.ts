/**
 * Draws a batch of social cards: the task of a card worker thread (social-cards.ts runs a pool of them for large
 * batches), and the same function the build's own thread runs for small ones.
 */
import type { CardContent } from './card-content.ts';
import { type CardFont, renderCard } from './card-render.ts';

export interface CardTask {
  /** Names `fonts`: a thread parses a set of fonts once (satori keeps them by their data), and the build sends one set. */
  fontsId: string;
  fonts: CardFont[];
  logo?: string;
  cards: CardContent[];
}

let kept: { id: string; fonts: CardFont[] } | undefined;

export default async function renderCardBatch({ fontsId, fonts, logo, cards }: CardTask): Promise<Uint8Array[]> {
  if (kept?.id !== fontsId) kept = { id: fontsId, fonts };
  const pngs: Uint8Array[] = [];
  for (const card of cards) {
    pngs.push(await renderCard(card, kept.fonts, logo));
    // resvg's pixels live outside the JavaScript heap and are freed by finalizers, which run only between tasks of
    // the event loop: without this turn a batch would hold every card's 3 MB until it ends.
    await new Promise(setImmediate);
  }
  return pngs;
}
