/**
 * Draws a social card: satori lays the card out and turns its text into outlines (SVG), resvg paints the SVG (PNG).
 * Text is set in Noto Sans SC, which has Latin, Chinese and Japanese glyphs, cut to the characters of the cards being
 * drawn (a full weight is 10 MB and would be parsed by every thread that draws).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import subsetFont from 'subset-font';
import { CARD_HEIGHT, CARD_WIDTH } from '../../../shared/social-card.ts';
import type { CardContent } from './card-content.ts';

const require = createRequire(import.meta.url);
export const FONT_PACKAGE = '@expo-google-fonts/noto-sans-sc';
const FONT_FAMILY = 'Noto Sans SC';
const FONT_DIR = dirname(require.resolve(`${FONT_PACKAGE}/package.json`));
/** The weights the card uses: its title and the site's name bold, the rest regular. */
export const FONT_FILES = [
  { weight: 700, file: join(FONT_DIR, '700Bold/NotoSansSC_700Bold.ttf') },
  { weight: 400, file: join(FONT_DIR, '400Regular/NotoSansSC_400Regular.ttf') },
] as const;

export interface CardFont {
  name: string;
  data: Uint8Array;
  weight: 400 | 700;
  style: 'normal';
}

/** The card fonts cut to `characters` (TrueType, which satori reads). */
export async function cardFonts(characters: string): Promise<CardFont[]> {
  return Promise.all(
    FONT_FILES.map(async ({ weight, file }) => ({
      name: FONT_FAMILY,
      data: new Uint8Array(await subsetFont(readFileSync(file), characters, { targetFormat: 'truetype' })),
      weight,
      style: 'normal' as const,
    })),
  );
}

const IMAGE_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/** Whether the card can show an image file: SVG, PNG or JPEG. */
export const isDrawableImage = (file: string) => extname(file).toLowerCase() in IMAGE_TYPES;

/** An image file as the data URL satori embeds. */
export function logoDataUrl(file: string): string {
  return `data:${IMAGE_TYPES[extname(file).toLowerCase()]};base64,${readFileSync(file).toString('base64')}`;
}

const INK = '#1b1b1f';
const MUTED = '#5c5f66';
/** The theme's brand colour (--c-brand in src/theme/styles/base.css). */
const BRAND = '#ff6b00';

/** A satori element: the shape of a React element, without React. */
interface Element {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
}
const el = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Element => ({
  type,
  props: { ...props, style, children },
});

/** Long titles step down in size so that they fit in three lines. */
export function titleSizeOf(title: string): number {
  // Chinese characters are about twice as wide as Latin letters.
  let width = 0;
  for (const char of title) width += /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(char) ? 2 : 1;
  return width <= 24 ? 80 : width <= 40 ? 68 : width <= 64 ? 56 : 44;
}

function cardTree(card: CardContent, logo: string | undefined): Element {
  const brand = el('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
    ...(logo ? [el('img', { width: 64, height: 64 }, undefined, { src: logo, width: 64, height: 64 })] : []),
    el('div', { fontSize: 36, fontWeight: 700, color: INK }, card.site),
  ]);
  const body = el('div', { display: 'flex', flexDirection: 'column', gap: 18 }, [
    ...(card.section ? [el('div', { fontSize: 30, fontWeight: 400, color: BRAND }, card.section)] : []),
    el('div', { fontSize: titleSizeOf(card.title), fontWeight: 700, color: INK, lineHeight: 1.2, lineClamp: 3 }, card.title),
    ...(card.tagline ? [el('div', { fontSize: 36, fontWeight: 400, color: MUTED, lineHeight: 1.35, lineClamp: 2 }, card.tagline)] : []),
  ]);
  const meta = el('div', { fontSize: 28, fontWeight: 400, color: MUTED }, card.meta);
  const frame = el(
    'div',
    { position: 'absolute', left: 80, right: 80, top: 60, bottom: 56, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' },
    [brand, body, meta],
  );
  return el(
    'div',
    { width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', background: '#ffffff', borderTop: `12px solid ${BRAND}`, fontFamily: FONT_FAMILY },
    [frame],
  );
}

/** The card as a PNG. */
export async function renderCard(card: CardContent, fonts: CardFont[], logo: string | undefined): Promise<Uint8Array> {
  // biome-ignore lint/suspicious/noExplicitAny: satori types its input as a React node; this tree has that shape.
  const svg = await satori(cardTree(card, logo) as any, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: fonts as any });
  // The text is outlines already: resvg needs no fonts, and loading the system's would cost every card.
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}
