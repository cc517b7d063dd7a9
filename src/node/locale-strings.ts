/**
 * The UI strings of each language, one file per locale in src/locales/ (`<lang>.ts`, typed as
 * ThemeStrings). The build reads them for what it writes itself (heading permalinks, redirect
 * pages); pages import their language's file (vite/site-plugin.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ThemeStrings } from '../shared/ui-strings.ts';

/** The strings file of a language: `src/locales/<lang>.ts`. */
export const localeStringsFile = (lang: string) => fileURLToPath(new URL(`../locales/${lang}.ts`, import.meta.url));

/** Why a language cannot be a locale of the site, if it cannot. */
export function missingStringsProblem(lang: string): string | undefined {
  if (existsSync(localeStringsFile(lang))) return undefined;
  return `"${lang}" has no UI strings: add src/locales/${lang}.ts (a copy of src/locales/en.ts, translated)`;
}

export async function loadLocaleStrings(langs: readonly string[]): Promise<Map<string, ThemeStrings>> {
  const loaded = await Promise.all(langs.map(async (lang) => [lang, (await import(localeStringsFile(lang))).default as ThemeStrings] as const));
  return new Map(loaded);
}
