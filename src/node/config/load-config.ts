/** Loads `site.config.ts` and checks its shape, failing with a message that names the bad field. */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { SiteConfig, SidebarEntry } from '../../shared/site-config.ts';
import { algoliaConfigProblem } from '../../shared/search/algolia-client.ts';

export class ConfigError extends Error {
  constructor(file: string, field: string, reason: string) {
    super(`${file}: "${field}" ${reason}`);
    this.name = 'ConfigError';
  }
}

export async function loadSiteConfig(file: string, fresh = false): Promise<SiteConfig> {
  if (!existsSync(file)) throw new ConfigError(file, '(file)', 'does not exist');
  const url = pathToFileURL(file).href + (fresh ? `?t=${Date.now()}` : '');
  const mod = (await import(url)) as { default?: SiteConfig };
  if (!mod.default) throw new ConfigError(file, 'default export', 'is missing: export default defineSiteConfig({...})');
  validateSiteConfig(mod.default, file);
  return mod.default;
}

export function validateSiteConfig(config: SiteConfig, file = 'site.config.ts'): void {
  const fail = (field: string, reason: string): never => {
    throw new ConfigError(file, field, reason);
  };
  const str = (value: unknown, field: string) => {
    if (typeof value !== 'string' || !value) fail(field, 'must be a non-empty string');
  };
  if (!config || typeof config !== 'object') fail('(root)', 'must be an object');
  for (const section of ['themeConfig', 'multiVersion', 'route', 'markdown'] as const) {
    if (!config[section] || typeof config[section] !== 'object') fail(section, 'must be an object');
  }
  str(config.title, 'title');
  str(config.description, 'description');
  str(config.siteUrl, 'siteUrl');
  if (!/^https?:\/\/[^/]+$/.test(config.siteUrl)) fail('siteUrl', 'must be an origin like https://example.com (no trailing slash)');
  if (typeof config.logo !== 'string' && !(config.logo && typeof config.logo.light === 'string' && typeof config.logo.dark === 'string')) {
    fail('logo', 'must be a string or { light, dark }');
  }
  if (!Array.isArray(config.locales) || config.locales.length === 0) fail('locales', 'must list at least one locale');
  if (!config.locales.some((l) => l.lang === config.lang)) fail('lang', `"${config.lang}" has no entry in locales`);
  config.locales.forEach((locale, i) => {
    const at = `locales[${i}]`;
    if (locale.lang !== 'en' && locale.lang !== 'zh') fail(`${at}.lang`, 'must be "en" or "zh"');
    str(locale.label, `${at}.label`);
    if (!Array.isArray(locale.nav)) fail(`${at}.nav`, 'must be a list of nav items');
    locale.nav.forEach((item, j) => {
      str(item.text, `${at}.nav[${j}].text`);
      if (!item.link && !item.items) fail(`${at}.nav[${j}]`, 'needs a link or items');
      if (item.position && item.position !== 'left' && item.position !== 'right') fail(`${at}.nav[${j}].position`, 'must be "left" or "right"');
    });
    if (!locale.sidebar || typeof locale.sidebar !== 'object') fail(`${at}.sidebar`, 'must map path prefixes to sidebar items');
    for (const [prefix, items] of Object.entries(locale.sidebar)) {
      if (!prefix.startsWith('/')) fail(`${at}.sidebar["${prefix}"]`, 'key must be a path starting with /');
      checkSidebar(items, `${at}.sidebar["${prefix}"]`, fail);
    }
    if (locale.editLink && (!locale.editLink.docRepoBaseUrl || !locale.editLink.text)) fail(`${at}.editLink`, 'needs docRepoBaseUrl and text');
  });
  const theme = config.themeConfig;
  if (!['always', 'never', 'auto'].includes(theme.hideNavbar)) fail('themeConfig.hideNavbar', 'must be always, never or auto');
  if (!['never', 'auto'].includes(theme.localeRedirect)) fail('themeConfig.localeRedirect', 'must be never or auto');
  if (theme.socialLinks.some((s) => !['link', 'text', 'img', 'dom'].includes(s.mode))) fail('themeConfig.socialLinks', 'mode must be link, text, img or dom');
  if (theme.search?.provider === 'algolia') {
    const problem = algoliaConfigProblem(
      theme.search,
      config.locales.map((l) => l.lang),
    );
    if (problem) fail(...problem);
  } else if (theme.search?.provider !== 'local') fail('themeConfig.search.provider', 'must be "local" or "algolia"');
  if (!Array.isArray(config.redirects) || config.redirects.some((r) => typeof r.from !== 'string' || typeof r.to !== 'string')) {
    fail('redirects', 'must be a list of { from: regexp string, to: path or URL }');
  }
  if (config.multiVersion.versions.length && !config.multiVersion.versions.includes(config.multiVersion.default)) {
    fail('multiVersion.default', 'must be one of multiVersion.versions');
  }
  const { markdown } = config;
  if (markdown.deadLinks !== 'error' && markdown.deadLinks !== 'warn') fail('markdown.deadLinks', 'must be "error" or "warn"');
  if (typeof markdown.showLineNumbers !== 'boolean') fail('markdown.showLineNumbers', 'must be true or false');
  if (typeof markdown.defaultWrapCode !== 'boolean') fail('markdown.defaultWrapCode', 'must be true or false');
  if (config.route.cleanUrls !== true) fail('route.cleanUrls', 'must be true (the site is published with clean URLs)');
}

function checkSidebar(items: SidebarEntry[], at: string, fail: (field: string, reason: string) => never) {
  if (!Array.isArray(items)) fail(at, 'must be a list');
  items.forEach((item, i) => {
    const here = `${at}[${i}]`;
    if ('dividerType' in item) {
      if (item.dividerType !== 'dashed' && item.dividerType !== 'solid') fail(`${here}.dividerType`, 'must be dashed or solid');
    } else if ('sectionHeaderText' in item) {
      if (!item.sectionHeaderText) fail(`${here}.sectionHeaderText`, 'must be a non-empty string');
    } else {
      if (!item.link && !item.items) fail(here, 'needs a link or items');
      if (!item.link && !item.text) fail(`${here}.text`, 'is required on a group without a link');
      if (item.items) checkSidebar(item.items, `${here}.items`, fail);
    }
  });
}
