/**
 * The fields a page's YAML frontmatter may set, their rules and defaults; the Frontmatter types are
 * inferred from here. Unknown top-level fields are refused (a typo would otherwise be ignored silently).
 */
import { z } from 'zod';
import { PAGE_TYPES } from './types.ts';

const DEPTH = 'must be a heading depth from 2 to 4';
const depth = z.number().min(2, DEPTH).max(4, DEPTH);

const DATE = 'must be a date (YYYY-MM-DD)';

const headTagSchema = z.tuple([z.string(), z.record(z.string(), z.string()), z.string().optional()], {
  error: 'must be a [tag, attributes] pair (an optional third item is the content)',
});

const heroActionSchema = z.object({ text: z.string(), link: z.string() });

const homeHeroSchema = z.object(
  {
    name: z.string().optional(),
    text: z.string().optional(),
    tagline: z.string().optional(),
    image: z.string().optional(),
    actions: z.array(heroActionSchema).optional(),
    showStars: z.boolean().default(false),
    showOvalBg: z.boolean().default(true),
    /** With a repository URL, Learn More opens it in a new tab. */
    githubURL: z.string().optional(),
  },
  { error: 'must be a mapping' },
);

const homeFeatureSchema = z.object({
  icon: z.string().optional(),
  title: z.string(),
  details: z.string(),
  link: z.string().optional(),
  /** Columns of a 12-column row the card spans. */
  span: z.literal([2, 3, 4, 6]).default(4),
});

export const frontmatterSchema = z.strictObject({
  title: z.string().optional(),
  titleSuffix: z.string().optional(),
  description: z.string().optional(),
  head: z.array(headTagSchema, { error: 'must be a list of [tag, attributes] pairs' }).optional(),
  overview: z.boolean().optional(),
  /** `false` hides the outline; a depth or a `[from, to]` range of heading depths it lists. */
  outline: z.union([z.literal(false), depth, z.tuple([depth, depth])], { error: 'must be false, a depth 2-4 or a [from, to] pair' }).optional(),
  navbar: z.boolean().optional(),
  sidebar: z.boolean().optional(),
  footer: z.boolean().optional(),
  globalUIComponents: z.boolean().optional(),
  pageType: z.enum(PAGE_TYPES, { error: (issue) => `must be one of ${PAGE_TYPES.join(', ')} (got ${JSON.stringify(issue.input)})` }).optional(),
  'link-rss': z.string().optional(),
  /** A YAML date may arrive as a Date; pages carry the `YYYY-MM-DD` text. */
  published_at: z
    .union([z.string().regex(/^\d{4}-\d{2}-\d{2}/, DATE), z.date()], { error: DATE })
    .transform((date) => (typeof date === 'string' ? date : date.toISOString().slice(0, 10)))
    .optional(),
  hero: homeHeroSchema.optional(),
  features: z.array(homeFeatureSchema, { error: 'must be a list of {title, details, icon?, link?, span?: 2|3|4|6}' }).optional(),
  /** Chinese pages: hash of the English source they translate. */
  sourceHash: z.string().optional(),
  /** Lets this page hold `<script>`, inline event handlers and `javascript:` URLs (refused otherwise). */
  allowScripts: z.boolean().optional(),
});

/** A page's frontmatter as the build and the theme read it (defaults filled in). */
export type Frontmatter = z.output<typeof frontmatterSchema>;
export type HomeHero = z.output<typeof homeHeroSchema>;
export type HeroAction = z.output<typeof heroActionSchema>;
export type HomeFeature = z.output<typeof homeFeatureSchema>;
export type HeadTag = z.output<typeof headTagSchema>;
