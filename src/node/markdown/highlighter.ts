/**
 * The one Shiki highlighter of the build, created on first use with the two code themes. Languages
 * load when a page first uses them (loadCodeLanguages): a build that compiles one edited page loads
 * the grammars of that page, not every grammar the docs use.
 */
import { blend, formatHex } from 'culori';
import { bundledLanguages, bundledThemes, createHighlighter, normalizeTheme, type BundledLanguage, type Highlighter } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { withReadableColors } from './code-theme-contrast.ts';

export const CODE_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark' } as const;

/**
 * What code sits on in each theme (theme/styles/base.css and content.css; a unit test keeps them in
 * step): the block's `--c-code-bg`, and the tints of highlighted, added and removed lines laid over it.
 */
export const CODE_BACKGROUNDS = {
  light: { block: '#f6f7f9', tints: ['rgba(255, 107, 0, 0.12)', 'rgba(16, 185, 129, 0.14)', 'rgba(244, 63, 94, 0.14)'] },
  dark: { block: '#18181c', tints: ['rgba(255, 138, 61, 0.16)', 'rgba(16, 185, 129, 0.14)', 'rgba(244, 63, 94, 0.14)'] },
} as const;

/** Every background a token of this theme may be drawn on. */
export function codeBackgrounds(theme: keyof typeof CODE_BACKGROUNDS): string[] {
  const { block, tints } = CODE_BACKGROUNDS[theme];
  return [block, ...tints.map((tint) => formatHex(blend([block, tint])))];
}

/** The two code themes, each with every token colour moved to 4.5:1 or more on its backgrounds. */
async function readableThemes() {
  return Promise.all(
    (Object.keys(CODE_THEMES) as (keyof typeof CODE_THEMES)[]).map(async (mode) => {
      const theme = normalizeTheme((await bundledThemes[CODE_THEMES[mode]]()).default);
      return withReadableColors(theme, codeBackgrounds(mode));
    }),
  );
}

let highlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= readableThemes().then((themes) =>
    createHighlighter({
      themes,
      langs: [],
      // Oniguruma compiled to WebAssembly, the engine the grammars are written for. In a full compile
      // of these docs it highlights in 2.9 s what Shiki's JavaScript regex engine takes 3.9 s for, for
      // about 90 MB more memory, which a build's compile workers give back when they end.
      engine: createOnigurumaEngine(import('shiki/wasm')),
    }),
  );
  return highlighter;
}

/** Whether Shiki can highlight a language (after normalizeLanguage); `text` is shown as it is. */
export function isCodeLanguage(lang: string): lang is BundledLanguage {
  return Object.hasOwn(bundledLanguages, lang);
}

/** Loads the grammars of these languages that are not loaded yet (unknown ones are left to the caller). */
export async function loadCodeLanguages(highlighter: Highlighter, langs: Iterable<string>): Promise<void> {
  const loaded = new Set(highlighter.getLoadedLanguages());
  const missing = [...new Set(langs)].filter((lang) => isCodeLanguage(lang) && !loaded.has(lang));
  if (missing.length) await highlighter.loadLanguage(...(missing as BundledLanguage[]));
}

/** Maps aliases that Shiki knows under another name. */
export function normalizeLanguage(lang: string): string {
  const lower = lang.toLowerCase();
  if (lower === 'sh' || lower === 'shell' || lower === 'zsh') return 'bash';
  if (lower === 'styl') return 'stylus';
  if (lower === 'txt' || lower === 'text' || lower === 'plaintext') return 'text';
  return lower;
}
