/** Loads `site.config.ts` and checks it against its schema, failing with a message that names every bad option. */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { siteConfigSchema, type SiteConfig } from '../../shared/site-config.ts';
import { checkWithSchema, formatPath } from '../schema-problems.ts';
import { missingStringsProblem } from '../locale-strings.ts';

export class ConfigError extends Error {
  /** One line per problem: `file: "option.path" reason`. */
  constructor(file: string, problems: [option: string, reason: string][]) {
    super(problems.map(([option, reason]) => `${file}: "${option}" ${reason}`).join('\n'));
    this.name = 'ConfigError';
  }
}

export async function loadSiteConfig(file: string, fresh = false): Promise<SiteConfig> {
  if (!existsSync(file)) throw new ConfigError(file, [['(file)', 'does not exist']]);
  const url = pathToFileURL(file).href + (fresh ? `?t=${Date.now()}` : '');
  const mod = (await import(url)) as { default?: unknown };
  if (!mod.default) throw new ConfigError(file, [['default export', 'is missing: export default defineSiteConfig({...})']]);
  return validateSiteConfig(mod.default, file);
}

/** The config as the build reads it, or a ConfigError listing every problem found. */
export function validateSiteConfig(config: unknown, file = 'site.config.ts'): SiteConfig {
  const result = checkWithSchema(siteConfigSchema, config);
  if ('problems' in result) {
    throw new ConfigError(
      file,
      result.problems.map(({ path, message }) => [formatPath(path), message]),
    );
  }
  const missing = result.data.locales.flatMap((l, i): [string, string][] => {
    const problem = missingStringsProblem(l.lang);
    return problem ? [[`locales[${i}].lang`, problem]] : [];
  });
  if (missing.length) throw new ConfigError(file, missing);
  return result.data;
}
