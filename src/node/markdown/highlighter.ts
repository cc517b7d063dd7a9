/** The one Shiki highlighter of the build, created on first use with the languages the docs use. */
import { createHighlighter, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

// The high-contrast light theme keeps every token at 4.5:1 or more on the code background (github-light does not).
export const CODE_THEMES = { light: 'github-light-high-contrast', dark: 'github-dark' } as const;

let highlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: Object.values(CODE_THEMES),
    // V8's own regular expressions rather than Oniguruma's WebAssembly: the same tokens, and no
    // WebAssembly memory, which only grows (about 170 MB for these grammars).
    engine: createJavaScriptRegexEngine(),
    // Aliases (sh, styl, txt …) map onto these through normalizeLanguage.
    langs: [
      'ts',
      'tsx',
      'js',
      'jsx',
      'json',
      'jsonc',
      'bash',
      'css',
      'scss',
      'less',
      'stylus',
      'html',
      'vue',
      'svelte',
      'yaml',
      'toml',
      'diff',
      'md',
      'mdx',
      'xml',
      'ini',
      'dockerfile',
      'nginx',
      'graphql',
      'sql',
    ],
  });
  return highlighter;
}

/** Maps aliases that Shiki knows under another name. */
export function normalizeLanguage(lang: string): string {
  const lower = lang.toLowerCase();
  if (lower === 'sh' || lower === 'shell' || lower === 'zsh') return 'bash';
  if (lower === 'styl') return 'stylus';
  if (lower === 'txt' || lower === 'text' || lower === 'plaintext') return 'text';
  return lower;
}
