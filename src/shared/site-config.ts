/**
 * The shape of `site.config.ts`: its schema holds every option's type, rule and message, and the
 * types below are inferred from it. src/node/config/load-config.ts checks a config against it.
 */
import { z } from 'zod';

/** A string that must not be empty, with one message for a missing, mistyped or empty value. */
const required = (message: string) => z.string({ error: message }).min(1, message);
const nonEmpty = required('must be a non-empty string');
const LANG_CODE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
const lang = z.string({ error: 'must be a language code such as en, zh or pt-BR' }).regex(LANG_CODE, 'must be a language code such as en, zh or pt-BR');
/** Text in each language of the site: `{ en: '…', zh: '…' }`. */
/** A module of the site, as a path relative to the folder of `site.config.ts` (`./site/home/Stats.tsx`). */
const modulePath = nonEmpty;
const perLang = z.record(lang, z.string());
const GITHUB_REPO = /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/;

const navItemShape = z.strictObject({
  text: nonEmpty,
  link: z.string().optional(),
  /** A regular expression; the item is active when it matches the current path. */
  activeMatch: z.string().optional(),
  tag: z.string().optional(),
  position: z.enum(['left', 'right']).optional(),
  get items(): z.ZodOptional<z.ZodArray<typeof navItemShape>> {
    return z.array(navItemSchema).optional();
  },
});
const navItemSchema = navItemShape.refine((item) => item.link || item.items, 'needs a link or items');

const sidebarDividerSchema = z.strictObject({ dividerType: z.enum(['dashed', 'solid']) });
const sidebarSectionHeaderSchema = z.strictObject({ sectionHeaderText: nonEmpty, tag: z.string().optional() });
type SidebarEntrySchema = z.ZodUnion<readonly [typeof sidebarItemShape, typeof sidebarDividerSchema, typeof sidebarSectionHeaderSchema]>;
const sidebarItemShape = z.strictObject({
  /** Defaults to the linked page's title. */
  text: z.string().optional(),
  link: z.string().optional(),
  get items(): z.ZodOptional<z.ZodArray<SidebarEntrySchema>> {
    return z.array(sidebarEntrySchema, { error: 'must be a list' }).optional();
  },
  collapsed: z.boolean().optional(),
  collapsible: z.boolean().optional(),
  tag: z.string().optional(),
  context: z.string().optional(),
});
// The item rules abort, so that a bad divider or section header is reported as what it resembles
// (see src/node/schema-problems.ts) rather than as an item without a link.
const sidebarItemSchema = sidebarItemShape
  .refine((item) => item.link || item.items, { error: 'needs a link or items', abort: true })
  .refine((item) => item.link || item.text, { error: 'is required on a group without a link', path: ['text'], abort: true });
const sidebarEntrySchema: SidebarEntrySchema = z.union([sidebarItemSchema, sidebarDividerSchema, sidebarSectionHeaderSchema], {
  error: 'must be a sidebar item, { dividerType } or { sectionHeaderText }',
});

/** Sidebars of one locale, keyed by the path prefix they serve (`/guide/`, `/zh/config/`). */
const sidebarsSchema = z.record(z.string().startsWith('/', 'key must be a path starting with /'), z.array(sidebarEntrySchema, { error: 'must be a list' }), {
  // Its own words for a value that is no mapping; a bad key keeps the key's message.
  error: (issue) => (issue.code === 'invalid_type' ? 'must map path prefixes to sidebar items' : undefined),
});

const socialLinkSchema = z.strictObject({
  icon: z.union([z.enum(['github', 'x', 'discord', 'bluesky']), z.strictObject({ svg: z.string() })], {
    error: 'must be github, x, discord, bluesky or { svg }',
  }),
  mode: z.enum(['link', 'text', 'img', 'dom']),
  content: z.string(),
  /** Accessible name; defaults to the icon name. */
  label: z.string().optional(),
});

/** A language of the site; its UI texts are in the dictionary (`strings`), not here. */
const localeSchema = z.strictObject({
  lang,
  label: nonEmpty,
  /** The BCP 47 tag of `<html lang>`, feeds and dates (`zh-CN`); default: `lang`. */
  htmlLang: z.string().regex(LANG_CODE, 'must be a BCP 47 language tag such as en, zh-CN or pt-BR').optional(),
  /** The Open Graph locale (`zh_CN`); default: `htmlLang` with `_` for `-`. */
  ogLocale: z
    .string()
    .regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'must be an Open Graph locale such as en_US or zh_CN')
    .optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  nav: z.array(navItemSchema, { error: 'must be a list of nav items' }).default(() => []),
  sidebar: sidebarsSchema.default(() => ({})),
  editLink: z.strictObject({ docRepoBaseUrl: nonEmpty, text: nonEmpty }).optional(),
});

/** Target of the 'Let us know.' link on the no-results screen; `{query}` is replaced by the query. */
const missingResultsUrl = z.string().optional();
const searchSchema = z.discriminatedUnion('provider', [
  z.strictObject({
    provider: z.literal('local'),
    missingResultsUrl,
    /** A module whose default export is the site's SearchVocabulary (src/shared/search/vocabulary.ts), applied at query time. */
    vocabulary: modulePath.optional(),
  }),
  z.strictObject({
    provider: z.literal('algolia'),
    appId: required('is required for Algolia search (the application id)'),
    apiKey: required('is required for Algolia search (a search-only API key)'),
    /**
     * One index for all locales, queried with a `lang:<lang>` facet filter (its records carry
     * the page's language), or one index per locale: `{ en: 'docs-en', zh: 'docs-zh' }` (every
     * locale, no other key: checked with the locales below).
     */
    indexName: z.union(
      [z.string().min(1, 'is required for Algolia search'), z.record(z.string(), required('must be a non-empty index name (one index per locale)'))],
      { error: 'must be an index name, or an object with one index name per locale ({ en: "…", zh: "…" })' },
    ),
    missingResultsUrl,
  }),
]);

const themeConfigSchema = z.strictObject({
  socialLinks: z.array(socialLinkSchema).default(() => []),
  darkMode: z.boolean().default(true),
  search: searchSchema.default(() => ({ provider: 'local' as const })),
  hideNavbar: z.enum(['always', 'never', 'auto']).default('never'),
  /** Animate the switch between light and dark. */
  enableAppearanceAnimation: z.boolean().default(false),
  /** Show a title heading on doc pages that have no H1 of their own. */
  fallbackHeadingTitle: z.boolean().default(true),
  localeRedirect: z.enum(['never', 'auto']).default('never'),
  banner: z.strictObject({ id: z.string(), text: perLang, link: z.string().optional() }).optional(),
  /** The footer's source-repository link and the chat service link. */
  footer: z.strictObject({ repository: z.string().optional(), chat: z.string().optional(), copyright: perLang.optional() }).optional(),
  /**
   * "Was this page helpful?" at the end of doc pages: a "No" opens a prefilled new issue on this GitHub
   * repository (`https://github.com/<owner>/<repo>`), with these labels. Absent: no question.
   */
  feedback: z
    .strictObject({
      repository: z.string().regex(GITHUB_REPO, 'must be a GitHub repository URL such as https://github.com/owner/name'),
      labels: z.array(nonEmpty).optional(),
    })
    .optional(),
});

/**
 * An MDX component pages use without importing it: its module (exporting it under its name), or
 * `{ module, markdown }` where `markdown` is a module whose default export `(lang) => string`
 * writes the element out in the page's Markdown copy, or `false` to leave it out of the copy.
 * Other elements are written out as they are.
 */
const mdxComponentSchema = z.union([modulePath, z.strictObject({ module: modulePath, markdown: z.union([modulePath, z.literal(false)]) })], {
  error: 'must be a module path or { module, markdown: module path or false }',
});
/** The site's own components and overrides of the theme's slots (each slot module exports its component as `default`). */
const componentsSchema = z.strictObject({
  /** By element name (`<Stats />` -> `Stats`); the theme's Tabs, Tab, PackageManagerTabs and Overview need no entry. */
  mdx: z.record(z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'must be a capitalised component name'), mdxComponentSchema).optional(),
  /** The layout of `pageType: home` pages; default: the theme's hero, feature cards and content. */
  homeLayout: modulePath.optional(),
  /** Shown in the navbar after the logo, on every page (it travels in the app chunk). */
  navbarAfterLogo: modulePath.optional(),
  /** Global style sheets, loaded with the app on every page (the page chunks carry no CSS of their own). */
  styles: z.array(modulePath).optional(),
});

const redirectSchema = z.strictObject({
  /** A regular expression tested against the path. */
  from: z.string(),
  /** The replacement: a path or a URL, which may use `$1`. */
  to: z.string(),
});

/** The one locale of a site that lists none. */
const DEFAULT_LOCALES = [{ lang: 'en', label: 'English' }];

/**
 * The options, each with its rule; an option left out takes its default (`.default` values, and
 * `.prefault({})` for a section, whose own options then take theirs). Required: `title`,
 * `description`, `siteUrl`, `icon` and `logo`.
 */
const siteConfigObject = z
  .strictObject({
    /** The default language: its pages have no prefix. Default: the first locale's. */
    lang: lang.optional(),
    title: nonEmpty,
    description: nonEmpty,
    /** Absolute origin used for canonical URLs, feeds and the sitemap. */
    siteUrl: nonEmpty.regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://example.com (no trailing slash)'),
    icon: z.string(),
    logo: z.union([z.string(), z.strictObject({ light: z.string(), dark: z.string() })], { error: 'must be a string or { light, dark }' }),
    /** Default: `title`. */
    logoText: z.string().optional(),
    /**
     * A 1200×630 image per page for shared links (`og:image`): the page's title, section, version and language
     * with the site's logo, made at build time (src/node/build/social-cards/). Default: on; `false` turns them off.
     */
    socialCards: z.boolean().optional(),
    /** Where site images (logos, feature icons, the site's own images) are served from, e.g. a CDN; default: the site itself. */
    assetsBaseUrl: z.string().optional(),
    /** Default: one English locale without nav or sidebars. */
    locales: z
      .array(localeSchema, { error: 'must list at least one locale' })
      .min(1, 'must list at least one locale')
      .prefault(() => DEFAULT_LOCALES),
    themeConfig: themeConfigSchema.prefault({}),
    /** Default: one unnamed version. */
    multiVersion: z
      .strictObject({ default: z.string().default(''), versions: z.array(z.string()).default(() => []) })
      .refine((mv) => !mv.versions.length || mv.versions.includes(mv.default), { error: 'must be one of multiVersion.versions', path: ['default'] })
      .prefault({}),
    route: z.strictObject({ cleanUrls: z.literal(true, { error: 'must be true (the site is published with clean URLs)' }).default(true) }).prefault({}),
    redirects: z.array(redirectSchema, { error: 'must be a list of { from: regexp string, to: path or URL }' }).default(() => []),
    markdown: z
      .strictObject({
        showLineNumbers: z.boolean().default(false),
        defaultWrapCode: z.boolean().default(false),
        /** A link to no page fails the build (`error`) or is only reported (`warn`). */
        deadLinks: z.enum(['error', 'warn']).default('error'),
      })
      .prefault({}),
    /**
     * Reading offline: a service worker keeps the app, the search data of the reader's language and the pages
     * they open, and serves them without a connection (src/runtime/offline/). On unless `false`.
     */
    offline: z.boolean().optional(),
    components: componentsSchema.optional(),
    /**
     * Per language, a module whose default export is the site's part of that language's dictionary
     * (SiteDictionary in src/shared/ui-strings.ts): engine texts replaced and the site's own added. A
     * language the engine has no texts for (src/locales/) gives every text here; the build names any missing.
     */
    strings: z.record(lang, modulePath).optional(),
    /** A module whose default export is a content-lint rule for the site's pages (PageLintRule in src/node/checks/content-lint.ts). */
    contentLint: modulePath.optional(),
    /**
     * A module whose default export reads the site's own data from each page's compiled tree
     * (PageExtractor in src/node/markdown/compile-page.ts), e.g. the options a reference page
     * documents; the site's checks and data files read it from the compiled page.
     */
    pageExtract: modulePath.optional(),
    /**
     * A module whose default export changes each page's tree before anything is read from it
     * (PageTransform in src/node/markdown/compile-page.ts), e.g. marks made from the site's data.
     */
    pageTransform: modulePath.optional(),
    /** A module whose default export writes a locale's extra data files for assistants (LocaleDataFiles in src/node/build/emit-site-data.ts). */
    dataFiles: modulePath.optional(),
  })
  // Rules across sections: run once every section has its shape.
  .superRefine((config, ctx) => {
    if (config.lang && config.locales.length && !config.locales.some((l) => l.lang === config.lang))
      ctx.addIssue({ code: 'custom', path: ['lang'], message: `"${config.lang}" has no entry in locales` });
    const langs = config.locales.map((l) => l.lang).filter((l) => LANG_CODE.test(l));
    const texts = { 'themeConfig.banner.text': config.themeConfig.banner?.text, 'themeConfig.footer.copyright': config.themeConfig.footer?.copyright };
    for (const [path, text] of Object.entries(texts))
      for (const missing of text ? langs.filter((l) => !(l in text)) : [])
        ctx.addIssue({ code: 'custom', path: path.split('.'), message: `has no text in "${missing}" (one per locale)` });
    const { versions } = config.multiVersion;
    for (const [i, version] of versions.entries())
      if (!/^[\w.-]+$/.test(version) || langs.includes(version))
        ctx.addIssue({
          code: 'custom',
          path: ['multiVersion', 'versions', i],
          message: `"${version}" must be a path segment (letters, digits, . _ -) that is no language code`,
        });
    const { search } = config.themeConfig;
    const perLocale = search.provider === 'algolia' && typeof search.indexName === 'object' ? search.indexName : undefined;
    if (perLocale) {
      const path = ['themeConfig', 'search', 'indexName'];
      for (const key of Object.keys(perLocale))
        if (!langs.includes(key)) ctx.addIssue({ code: 'custom', path: [...path, key], message: `is not a locale of the site (${langs.join(', ')})` });
      for (const missing of langs.filter((l) => !(l in perLocale)))
        ctx.addIssue({ code: 'custom', path: [...path, missing], message: 'must be a non-empty index name (one index per locale)' });
    }
  });

type CheckedConfig = z.output<typeof siteConfigObject>;
/** The defaults taken from other options: `lang` from the first locale, `logoText` from `title`. */
function withDerivedDefaults(config: CheckedConfig) {
  return { ...config, lang: config.lang ?? config.locales[0].lang, logoText: config.logoText ?? config.title };
}

/** The schema of `site.config.ts`: its input is what a maintainer writes, its output the complete config. */
export const siteConfigSchema = siteConfigObject.transform(withDerivedDefaults);

/**
 * The schema with further rules (the build's own), run along with the schema's rules across
 * sections, so that their problems are reported together.
 */
export function siteConfigSchemaWith(rules: (config: SiteConfig, ctx: z.core.$RefinementCtx) => void) {
  return siteConfigObject.superRefine((config, ctx) => rules(withDerivedDefaults(config), ctx)).transform(withDerivedDefaults);
}

/** What a maintainer writes in `site.config.ts`. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The config as the build reads it, once checked. */
export type SiteConfig = z.output<typeof siteConfigSchema>;

export type NavItem = z.output<typeof navItemSchema>;
export type SidebarItem = z.output<typeof sidebarItemSchema>;
export type SidebarDivider = z.output<typeof sidebarDividerSchema>;
export type SidebarSectionHeader = z.output<typeof sidebarSectionHeaderSchema>;
export type SidebarEntry = z.output<typeof sidebarEntrySchema>;
export type Sidebars = z.output<typeof sidebarsSchema>;
export type SocialLink = z.output<typeof socialLinkSchema>;
export type LocaleConfig = z.output<typeof localeSchema>;
export type SearchConfig = z.output<typeof searchSchema>;
export type BannerConfig = NonNullable<z.output<typeof themeConfigSchema>['banner']>;
export type ThemeConfig = z.output<typeof themeConfigSchema>;
export type FeedbackConfig = NonNullable<ThemeConfig['feedback']>;
export type Redirect = z.output<typeof redirectSchema>;
export type ComponentsConfig = z.output<typeof componentsSchema>;

/** Identity helper giving `site.config.ts` its types. */
export function defineSiteConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
