/** The site config is checked as it loads: every malformed option fails naming its path, all of them at once. */
import { describe, expect, it } from 'vitest';
import siteConfig from '../../../site.config.ts';
import { type SiteConfig, siteConfigSchema } from '../../shared/site-config.ts';
import { validateSiteConfig } from './load-config.ts';

/** The site's config as the build reads it, defaults filled in. */
const config = siteConfigSchema.parse(siteConfig);

const broken = (patch: Record<string, unknown>) => ({ ...config, ...patch }) as unknown as SiteConfig;
const problems = (value: unknown) => {
  try {
    validateSiteConfig(value, 'site.config.ts');
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  throw new Error('expected the config to be refused');
};
const [en, zh] = config.locales;

describe('validateSiteConfig', () => {
  it('accepts the site config', () => {
    expect(() => validateSiteConfig(config)).not.toThrow();
  });
  it.each(['themeConfig', 'multiVersion', 'route', 'markdown'])('names a %s section that is no object instead of crashing', (section) => {
    expect(() => validateSiteConfig(broken({ [section]: 'yes' }))).toThrow(new RegExp(`"${section}" must be an object`));
  });
  it('rejects unknown Markdown settings', () => {
    expect(() => validateSiteConfig(broken({ markdown: { ...config.markdown, deadLinks: 'ignore' } }))).toThrow(
      /"markdown\.deadLinks" must be "error" or "warn"/,
    );
    expect(() => validateSiteConfig(broken({ markdown: { ...config.markdown, showLineNumbers: 'yes' } }))).toThrow(/markdown\.showLineNumbers/);
  });
  it('rejects a bad navbar mode, a nav item without a target and a default version that is not listed', () => {
    expect(() => validateSiteConfig(broken({ themeConfig: { ...config.themeConfig, hideNavbar: 'sometimes' } }))).toThrow(/themeConfig\.hideNavbar/);
    const [first, ...rest] = config.locales;
    expect(() => validateSiteConfig(broken({ locales: [{ ...first, nav: [{ text: 'Lost' }] }, ...rest] }))).toThrow(
      /locales\[0\]\.nav\[0\]" needs a link or items/,
    );
    expect(() => validateSiteConfig(broken({ multiVersion: { default: '2.x', versions: ['1.x', '0.x'] } }))).toThrow(/multiVersion\.default/);
  });
  it('takes feedback as a GitHub repository URL with optional labels, and refuses anything else', () => {
    const withFeedback = (feedback: unknown) => broken({ themeConfig: { ...config.themeConfig, feedback } });
    expect(() => validateSiteConfig(withFeedback(undefined))).not.toThrow();
    expect(() => validateSiteConfig(withFeedback({ repository: 'https://github.com/owner/name' }))).not.toThrow();
    for (const repository of ['web-infra-dev/rsbuild', 'https://gitlab.com/owner/name', 'https://github.com/owner', 'https://github.com/owner/name/issues'])
      expect(() => validateSiteConfig(withFeedback({ repository }))).toThrow(/themeConfig\.feedback\.repository" must be a GitHub repository URL/);
    expect(() => validateSiteConfig(withFeedback({ repository: 'https://github.com/o/n', labels: [''] }))).toThrow(/themeConfig\.feedback\.labels\[0\]/);
    expect(() => validateSiteConfig(withFeedback({ repository: 'https://github.com/o/n', label: 'docs' }))).toThrow(/label/);
  });
  it('returns the config as the build reads it', () => {
    expect(validateSiteConfig(config)).toEqual(config);
  });
  it('lists every problem at once, one line each', () => {
    expect(
      problems(
        broken({
          title: '',
          siteUrl: 'https://rsbuild.rs/',
          logo: { light: '/a.svg' },
          themeConfig: { ...config.themeConfig, socialLinks: [{ icon: 'gitlab', mode: 'link', content: 'x' }] },
          redirects: [{ from: 1, to: '/' }],
          route: { cleanUrls: false },
          markdown: { ...config.markdown, deadLinks: 'ignore' },
        }),
      ),
    ).toEqual([
      'site.config.ts: "title" must be a non-empty string',
      'site.config.ts: "siteUrl" must be an origin like https://example.com (no trailing slash)',
      'site.config.ts: "logo" must be a string or { light, dark }',
      'site.config.ts: "themeConfig.socialLinks[0].icon" must be github, x, discord, bluesky or { svg }',
      'site.config.ts: "route.cleanUrls" must be true (the site is published with clean URLs)',
      'site.config.ts: "redirects[0].from" must be a string',
      'site.config.ts: "markdown.deadLinks" must be "error" or "warn"',
    ]);
  });
  it('refuses options it does not know, at any depth', () => {
    expect(problems(broken({ titel: 'Rsbuild', markdown: { ...config.markdown, lineNumbers: true } }))).toEqual([
      'site.config.ts: "markdown.lineNumbers" is not a known option',
      'site.config.ts: "titel" is not a known option',
    ]);
  });
  it('names the sidebar entry at fault by what it resembles: item, divider or section header', () => {
    const sidebar = {
      'guide/': [],
      '/x/': [
        { dividerType: 'dotted' },
        { text: 'Group' },
        { link: '/a', items: [{ sectionHeaderText: '' }, { text: 'T', link: 5 }] },
        { items: [{ link: '/b' }] },
        7,
      ],
    };
    expect(problems(broken({ locales: [{ ...en, sidebar }, zh] }))).toEqual([
      'site.config.ts: "locales[0].sidebar["guide/"]" key must be a path starting with /',
      'site.config.ts: "locales[0].sidebar["/x/"][0].dividerType" must be "dashed" or "solid"',
      'site.config.ts: "locales[0].sidebar["/x/"][1]" needs a link or items',
      'site.config.ts: "locales[0].sidebar["/x/"][2].items[0].sectionHeaderText" must be a non-empty string',
      'site.config.ts: "locales[0].sidebar["/x/"][2].items[1].link" must be a string',
      'site.config.ts: "locales[0].sidebar["/x/"][3].text" is required on a group without a link',
      'site.config.ts: "locales[0].sidebar["/x/"][4]" must be a sidebar item, { dividerType } or { sectionHeaderText }',
    ]);
  });
  it('checks nested nav items, edit links and the default language against the locales', () => {
    expect(
      problems(broken({ locales: [{ ...en, nav: [{ text: 'More', items: [{ text: 'Lost' }] }], editLink: { docRepoBaseUrl: '', text: 'Edit' } }, zh] })),
    ).toEqual([
      'site.config.ts: "locales[0].nav[0].items[0]" needs a link or items',
      'site.config.ts: "locales[0].editLink.docRepoBaseUrl" must be a non-empty string',
    ]);
    expect(problems(broken({ lang: 'zh', locales: [en] }))).toEqual(['site.config.ts: "lang" "zh" has no entry in locales']);
    expect(problems(broken({ locales: [] }))).toEqual(['site.config.ts: "locales" must list at least one locale']);
    expect(problems(broken({ locales: [{ ...en, lang: 'English' }, zh] }))).toEqual([
      'site.config.ts: "locales[0].lang" must be a language code such as en, zh or pt-BR',
      'site.config.ts: "lang" "en" has no entry in locales',
    ]);
    expect(problems(broken({ locales: [en, zh, { ...zh, lang: 'fr' }] }))).toEqual([
      'site.config.ts: "themeConfig.banner.text" has no text in "fr" (one per locale)',
      'site.config.ts: "themeConfig.footer.copyright" has no text in "fr" (one per locale)',
    ]);
  });
  it('takes UI texts from the dictionary only, not from a locale entry', () => {
    expect(problems(broken({ locales: [{ ...en, outlineTitle: 'Contents' }, zh] }))).toEqual([
      'site.config.ts: "locales[0].outlineTitle" is not a known option',
    ]);
  });
  it('refuses a version name that is no plain path segment or that is a language', () => {
    expect(problems(broken({ multiVersion: { default: '1.x', versions: ['1.x', 'zh', 'a/b'] } }))).toEqual([
      'site.config.ts: "multiVersion.versions[1]" "zh" must be a path segment (letters, digits, . _ -) that is no language code',
      'site.config.ts: "multiVersion.versions[2]" "a/b" must be a path segment (letters, digits, . _ -) that is no language code',
    ]);
  });
  it('names a config that is no object', () => {
    expect(problems(null)).toEqual(['site.config.ts: "(root)" must be an object']);
  });
  it('names every module of the components map, vocabulary, strings or data files that does not exist, by its place in the config', () => {
    const components = {
      mdx: { Stats: './site/missing/Stats.tsx', Chart: { module: './site/missing/Chart.tsx', markdown: './site/missing/chart-markdown.ts' } },
      homeLayout: './site/missing/Home.tsx',
      styles: ['./site/missing/extra.css'],
    };
    expect(problems(broken({ components, strings: { zh: './site/missing/zh.ts' }, dataFiles: './site/missing/data.ts' }))).toEqual([
      'site.config.ts: "components.mdx.Stats" names ./site/missing/Stats.tsx, which does not exist',
      'site.config.ts: "components.mdx.Chart.module" names ./site/missing/Chart.tsx, which does not exist',
      'site.config.ts: "components.mdx.Chart.markdown" names ./site/missing/chart-markdown.ts, which does not exist',
      'site.config.ts: "components.homeLayout" names ./site/missing/Home.tsx, which does not exist',
      'site.config.ts: "components.styles[0]" names ./site/missing/extra.css, which does not exist',
      'site.config.ts: "strings.zh" names ./site/missing/zh.ts, which does not exist',
      'site.config.ts: "dataFiles" names ./site/missing/data.ts, which does not exist',
    ]);
  });
  it('refuses a components map entry that is no module path or a component name that is not capitalised', () => {
    expect(problems(broken({ components: { mdx: { stats: './package.json', Chart: { markdown: false } } } }))).toEqual([
      'site.config.ts: "components.mdx.stats" must be a capitalised component name',
      'site.config.ts: "components.mdx.Chart" must be a module path or { module, markdown: module path or false }',
    ]);
  });
});

describe('the smallest config', () => {
  const smallest = { title: 'Tiny', description: 'A tiny site', siteUrl: 'https://tiny.example', icon: '/favicon.svg', logo: '/logo.svg' };
  it('takes a title, a description, the site URL, the icon and the logo; every other option has its default', () => {
    expect(validateSiteConfig(smallest)).toEqual({
      ...smallest,
      lang: 'en',
      logoText: 'Tiny',
      locales: [{ lang: 'en', label: 'English', nav: [], sidebar: {} }],
      themeConfig: {
        socialLinks: [],
        darkMode: true,
        search: { provider: 'local' },
        hideNavbar: 'never',
        enableAppearanceAnimation: false,
        fallbackHeadingTitle: true,
        localeRedirect: 'never',
      },
      multiVersion: { default: '', versions: [] },
      route: { cleanUrls: true },
      redirects: [],
      markdown: { showLineNumbers: false, defaultWrapCode: false, deadLinks: 'error' },
    });
  });
  it('fills the options left out of a section it is given, and takes the default language from the first locale', () => {
    const parsed = validateSiteConfig({
      ...smallest,
      themeConfig: { darkMode: false },
      markdown: { deadLinks: 'warn' },
      locales: [
        { lang: 'zh', label: '简体中文' },
        { lang: 'en', label: 'English' },
      ],
    });
    expect(parsed.themeConfig).toMatchObject({ darkMode: false, search: { provider: 'local' }, hideNavbar: 'never' });
    expect(parsed.markdown).toEqual({ showLineNumbers: false, defaultWrapCode: false, deadLinks: 'warn' });
    expect(parsed.lang).toBe('zh');
    expect(parsed.locales[1]).toEqual({ lang: 'en', label: 'English', nav: [], sidebar: {} });
  });
  it('still names a wrong value in an option that has a default, by its path', () => {
    expect(
      problems({
        ...smallest,
        themeConfig: { darkMode: 'yes', search: { provider: 'google' } },
        markdown: { deadLinks: 'ignore' },
        multiVersion: { versions: ['1.x'] },
        route: { cleanUrls: false },
        redirects: {},
        logoText: 3,
      }),
    ).toEqual([
      'site.config.ts: "logoText" must be a string',
      'site.config.ts: "themeConfig.darkMode" must be true or false',
      expect.stringMatching(/^site\.config\.ts: "themeConfig\.search\.provider" /),
      'site.config.ts: "multiVersion.default" must be one of multiVersion.versions',
      'site.config.ts: "route.cleanUrls" must be true (the site is published with clean URLs)',
      'site.config.ts: "redirects" must be a list of { from: regexp string, to: path or URL }',
      'site.config.ts: "markdown.deadLinks" must be "error" or "warn"',
    ]);
  });
  it('still needs the title, description, site URL, icon and logo', () => {
    expect(problems({})).toEqual(
      ['title', 'description', 'siteUrl', 'icon', 'logo'].map((option) => expect.stringMatching(new RegExp(`^site\\.config\\.ts: "${option}" `))),
    );
  });
});
