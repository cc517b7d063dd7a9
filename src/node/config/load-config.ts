/** Loads `site.config.ts` and checks it against its schema, failing with a message that names every bad option. */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteConfigSchemaWith, type SiteConfig } from '../../shared/site-config.ts';
import { checkWithSchema, formatPath } from '../schema-problems.ts';
import { modulePathsOf } from './site-modules.ts';

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
  const result = checkWithSchema(schemaWithFiles(dirname(resolve(file))), config);
  if ('problems' in result) {
    throw new ConfigError(
      file,
      result.problems.map(({ path, message }) => [formatPath(path), message]),
    );
  }
  return result.data;
}

/**
 * The schema, plus the rules only the build can check: every module the config names exists
 * (relative to `root`). Each language's texts are checked once its dictionary is read (strings/load-strings.ts).
 */
function schemaWithFiles(root: string) {
  return siteConfigSchemaWith((config, ctx) => {
    for (const [path, module] of modulePathsOf(config))
      if (!existsSync(resolve(root, module))) ctx.addIssue({ code: 'custom', path, message: `names ${module}, which does not exist` });
  });
}
