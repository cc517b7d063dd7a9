/**
 * The dictionary of each language: the engine's defaults (src/locales/<lang>.ts, for the languages it
 * ships) with the site's module of that language (`strings` in site.config.ts) over them. The build
 * writes its own texts from it (heading permalinks, redirect pages, printable pages, llms.txt), and
 * pages carry their language's (vite/site-plugin.ts). A text missing in a language fails the build.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Strings } from '../../shared/ui-strings.ts';
import { ConfigError } from '../config/load-config.ts';
import { importDefault, type SiteModules } from '../config/site-modules.ts';
import { mergeDictionary, missingTexts, referenceTexts, type Texts } from './dictionary.ts';

/** The engine's defaults of a language, if it ships them. */
const engineFile = (lang: string) => fileURLToPath(new URL(`../../locales/${lang}.ts`, import.meta.url));
const REFERENCE_LANG = 'en';

/** The files a language's dictionary is read from, for the dev server to watch. */
export function stringsFiles(lang: string, modules: Pick<SiteModules, 'strings'>): string[] {
  return [engineFile(lang), modules.strings[lang]].filter((file): file is string => file !== undefined && existsSync(file));
}

/**
 * Every language's dictionary, read as the files are now. Throws a ConfigError naming, per language,
 * the config path of its module and the texts it lacks.
 */
export async function loadStrings(langs: readonly string[], modules: Pick<SiteModules, 'strings'>, configFile: string): Promise<Map<string, Strings>> {
  const engineOf = (lang: string) => (existsSync(engineFile(lang)) ? importDefault<Texts>(engineFile(lang)) : Promise.resolve(undefined));
  const siteOf = (lang: string) => (modules.strings[lang] ? importDefault<Texts>(modules.strings[lang]) : Promise.resolve(undefined));
  const [reference, loaded] = await Promise.all([
    importDefault<Texts>(engineFile(REFERENCE_LANG)),
    Promise.all(langs.map(async (lang) => ({ lang, engine: await engineOf(lang), site: await siteOf(lang) }))),
  ]);
  const all = referenceTexts(
    reference,
    loaded.flatMap(({ site }) => (site ? [site] : [])),
  );
  const dictionaries = loaded.map(({ lang, engine, site }) => ({ lang, engine, site, dictionary: mergeDictionary(engine, site) }));
  const problems = dictionaries.flatMap(({ lang, engine, site, dictionary }): [string, string][] => {
    const missing = missingTexts(all, dictionary);
    return missing.length ? [[`strings.${lang}`, missingMessage(lang, missing, Boolean(engine), Boolean(site))]] : [];
  });
  if (problems.length) throw new ConfigError(configFile, problems);
  // Every text of the engine's English and of the site's modules is there: the check above.
  return new Map(dictionaries.map(({ lang, dictionary }) => [lang, dictionary as unknown as Strings]));
}

function missingMessage(lang: string, missing: string[], hasDefaults: boolean, hasModule: boolean): string {
  const texts = missing.length > 12 ? `${missing.slice(0, 12).join(', ')} and ${missing.length - 12} more` : missing.join(', ');
  const why = hasDefaults
    ? 'the site gives these in its other languages'
    : `the engine has no texts in "${lang}", so the site gives them all; src/locales/en.ts shows each`;
  if (!hasModule) return `is missing: name a module whose default export gives the texts of "${lang}": ${texts} (${why})`;
  return `lacks ${missing.length === 1 ? 'a text' : `${missing.length} texts`} in "${lang}": ${texts} (${why})`;
}
