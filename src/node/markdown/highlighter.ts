/**
 * The one Shiki highlighter of the build, created on first use with the two code themes. Languages
 * load when a page first uses them (loadCodeLanguages): a build that compiles one edited page loads
 * the grammars of that page, not every grammar the docs use.
 */
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';

// The high-contrast light theme keeps every token at 4.5:1 or more on the code background (github-light does not).
export const CODE_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark' } as const;

let highlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: [],
    // Oniguruma compiled to WebAssembly, the engine the grammars are written for. In a full compile
    // of these docs it highlights in 2.9 s what Shiki's JavaScript regex engine takes 3.9 s for, for
    // about 90 MB more memory, which a build's compile workers give back when they end.
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
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
