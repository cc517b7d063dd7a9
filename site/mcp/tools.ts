/**
 * The four tools, each with an input schema (zod) and an output schema: the text content is
 * what an assistant reads, the structured content the same answer as data. Every tool answers for
 * one version of the docs (`version`, default: the site's default one) and says which. Bad input
 * and an unreachable site answer with a tool error (`isError`); the server goes on serving.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { HITS_PER_PAGE, placeOfPath, type SearchHit, type SiteLayout, textChunks } from '../../src/core.ts';
import type { ConfigReferenceOption } from '../checks/config-reference-format.ts';
import { configSections, findConfigOption, optionsInSection, pageOptions, sectionOf, subOptionsOf } from './config-lookup.ts';
import type { DocsData } from './docs-data.ts';
import { docsOf, type DocsVersion, versionList } from './docs-version.ts';
import { routeIn, routeOfPathOrUrl } from './page-path.ts';

export const MAX_QUERY_LENGTH = 200;
const DEFAULT_LIMIT = 5;
/** Words of context around a match: more than the modal shows, an assistant reads the snippet instead of the page. */
const SNIPPET_WORDS = 30;

/** A tool's answer to bad input or a missing page: shown to the assistant as an error result. */
export class ToolInputError extends Error {}

const langSchema = z.string().trim().min(1).max(35).optional();

/** The version an answer is for, in every tool's structured content. */
const versionOutput = z.string().describe("Docs version the answer is for ('' when the site documents a single version)");

/**
 * The `version` input and the sentence that ends each tool's description, naming the versions of
 * `described` (the layout the site's config declares); answers check the versions the site publishes.
 */
function versionInput(described: SiteLayout) {
  const { versions, defaultVersion } = described;
  const others = versions.filter((v) => v !== defaultVersion);
  return {
    schema: z
      .string()
      .trim()
      .min(1)
      .max(35)
      .optional()
      .describe(versions.length ? `Docs version to answer for: ${versionList(described)}` : 'Docs version (this site documents one)'),
    note: others.length
      ? ` Answers from the Rsbuild ${defaultVersion} docs (the current version) unless given another version (${others.join(', ')}), and says which version it answers for.`
      : '',
  };
}

const optionSchema = z.object({
  name: z.string(),
  type: z.string().nullable(),
  default: z.string().nullable(),
  since: z.string().nullable(),
  summary: z.string(),
  url: z.string(),
});

/** Runs a tool body; any error becomes an error result with its message. */
async function answer(body: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await body();
  } catch (error) {
    return { isError: true, content: [{ type: 'text', text: (error as Error).message }] };
  }
}

const ok = (text: string, data: Record<string, unknown>): CallToolResult => ({ content: [{ type: 'text', text }], structuredContent: data });

const textOf = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

function searchResultOf(hit: SearchHit, siteUrl: string) {
  const { lvl0, lvl1, lvl2, lvl3 } = hit.hierarchy;
  // The breadcrumb above the hit: site section, page, and the H2 of an H3 hit.
  const section = [lvl0, ...(hit.type === 'lvl1' ? [] : [lvl1]), ...(hit.type === 'lvl3' && lvl2 ? [lvl2] : [])].filter(Boolean).join(' › ');
  return { title: textOf(hit.title) || (lvl3 ?? lvl2 ?? lvl1), section, url: siteUrl + hit.url, path: hit.url, snippet: textOf(hit.snippet) };
}

/** `the 1.x config reference (Rsbuild 1.7.6)`: what a config answer was read from. */
const referenceOf = (version: DocsVersion, rsbuild: string) => `the ${version ? `${version} ` : ''}config reference (Rsbuild ${rsbuild})`;

function describeOption(option: ConfigReferenceOption, subOptions: ConfigReferenceOption[], version: DocsVersion): string {
  const lines = [`# ${option.name}`, '', option.summary, ''];
  if (option.type) lines.push(option.type.includes('\n') ? `Type:\n\`\`\`ts\n${option.type}\n\`\`\`` : `Type: ${option.type}`);
  if (option.default) lines.push(option.default.includes('\n') ? `Default:\n${option.default}` : `Default: ${option.default}`);
  // A null `since` is every release of the line the reference documents: the version asked.
  const since = option.since ? `Rsbuild ${option.since}` : `every Rsbuild ${version ? `${version} ` : ''}release`;
  lines.push(`Since: ${since}`);
  if (version) lines.push(`Docs version: ${version}`);
  lines.push(`URL: ${option.url}`);
  if (subOptions.length) lines.push('', 'Sub-options:', ...subOptions.map((o) => `- ${o.name}: ${o.summary}`));
  return lines.join('\n');
}

/**
 * The language a query without one is asked in: a query in CJK characters goes to the first other
 * language whose docs answer it, anything else to the default language.
 */
async function languageOfQuery(data: DocsData, query: string, version: DocsVersion): Promise<string> {
  const { langs, defaultLang } = await data.layout();
  if (!textChunks(query).some((chunk) => chunk.cjk)) return defaultLang;
  const others = langs.filter((l) => l !== defaultLang);
  for (const lang of others) if ((await (await data.searchIndex(lang, version)).query(query)).hits.length) return lang;
  return others[0] ?? defaultLang;
}

/** Where an option missing from one version's reference is in the others: `it is performance.removeMomentLocale in 1.x (…)`. */
async function otherVersionsOf(data: DocsData, name: string, lang: string, version: DocsVersion): Promise<string[]> {
  const { versions } = await data.layout();
  const found: string[] = [];
  for (const other of versions.filter((v) => v !== version)) {
    // A hint only: a version whose reference cannot be read is left out rather than failing the answer.
    const reference = await data.configReference(lang, other).catch(() => undefined);
    const lookup = reference && findConfigOption(reference.options, name);
    if (lookup?.kind === 'found') found.push(`it is ${lookup.option.name} in ${other} (ask with version "${other}")`);
  }
  return found;
}

/**
 * Registers the tools on `server`. `described`: the layout the site's config declares, which the
 * descriptions name; what the tools answer comes from the site `data` reads.
 */
export function registerDocsTools(server: McpServer, data: DocsData, described: SiteLayout): void {
  const versionArg = versionInput(described);

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Rsbuild docs',
      description: `Full-text search over the Rsbuild documentation, ranked as on the site. Returns page and section hits with title, breadcrumb, URL and a snippet; read a hit in full with get_page.${versionArg.note}`,
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1, 'query is empty')
          .max(MAX_QUERY_LENGTH, `query is longer than ${MAX_QUERY_LENGTH} characters`)
          .describe('Words to find, in English or Chinese'),
        lang: langSchema.describe(
          'Docs language code (en, zh …); default: the first language whose docs answer a query in Chinese, Japanese or Korean characters, else the default language',
        ),
        version: versionArg.schema,
        limit: z.number().int().min(1).max(HITS_PER_PAGE).optional().describe(`Most results to return (default ${DEFAULT_LIMIT})`),
      },
      outputSchema: {
        lang: z.string(),
        version: versionOutput,
        results: z.array(z.object({ title: z.string(), section: z.string(), url: z.string(), path: z.string(), snippet: z.string() })),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    ({ query, lang, version: asked, limit }) =>
      answer(async () => {
        const docsVersion = await data.version(asked);
        const language = lang ? await data.language(lang) : await languageOfQuery(data, query, docsVersion);
        const [index, siteUrl] = await Promise.all([data.searchIndex(language, docsVersion), data.siteUrl()]);
        const results = (await index.query(query, SNIPPET_WORDS)).hits.slice(0, limit ?? DEFAULT_LIMIT).map((hit) => searchResultOf(hit, siteUrl));
        const where = `${docsOf(docsVersion)} (${language})`;
        const others = (await data.layout()).versions.filter((v) => v !== docsVersion);
        const text = results.length
          ? [
              `${results.length} result(s) for "${query}" in ${where}:`,
              ...results.map((r, i) => `${i + 1}. ${r.title}${r.section ? ` — ${r.section}` : ''}\n   ${r.url}\n   ${r.snippet}`),
            ].join('\n')
          : `No page matches "${query}" in ${where}. Try other words, the other language${others.length ? `, or another version (${others.join(', ')})` : ''}.`;
        return ok(text, { lang: language, version: docsVersion, results });
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description: `The Markdown of one documentation page with its title and canonical URL. Accepts a URL of the site, a route (/config/output/dist-path, /zh/guide/start/) or a .md path; a route under a version's prefix is that version's page.${versionArg.note}`,
      inputSchema: {
        path_or_url: z.string().trim().min(1, 'path_or_url is empty').max(2048).describe('Page URL or route, e.g. /guide/start/quick-start'),
        lang: langSchema.describe('Read the page in this language (default: the language of the path)'),
        version: versionArg.schema,
      },
      outputSchema: { title: z.string(), url: z.string(), lang: z.string(), version: versionOutput, markdown: z.string() },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    ({ path_or_url, lang, version: asked }) =>
      answer(async () => {
        const named = routeOfPathOrUrl(path_or_url);
        if (!named) throw new ToolInputError(`"${path_or_url}" is not a page path or URL of this site (expected e.g. /config/mode or https://…/config/mode)`);
        const layout = await data.layout();
        const { route, version: docsVersion } = routeIn(named, { lang: lang ? await data.language(lang) : undefined, version: asked }, layout);
        const [page, siteUrl] = await Promise.all([data.page(route), data.siteUrl()]);
        if (!page)
          throw new ToolInputError(`No page at ${route} in ${docsOf(docsVersion)}. Find pages with search_docs, or list options with list_config_options.`);
        const title = /^# (.+)$/m.exec(page.markdown)?.[1].trim() ?? page.route;
        const url = siteUrl + page.route;
        const pageLang = placeOfPath(page.route, layout).lang;
        const header = [`Title: ${title}`, `URL: ${url}`, ...(docsVersion ? [`Docs version: ${docsVersion}`] : []), `Markdown: ${siteUrl}${page.markdownPath}`];
        return ok(`${header.join('\n')}\n\n${page.markdown}`, { title, url, lang: pageLang, version: docsVersion, markdown: page.markdown });
      }),
  );

  server.registerTool(
    'get_config_option',
    {
      title: 'Look up a config option',
      description: `One option of rsbuild.config.ts: type, default, first Rsbuild version, summary and page URL, plus its sub-options. Takes the full path (output.distPath) or, when only one option ends so, its last part (distPath); any case.${versionArg.note}`,
      inputSchema: {
        name: z.string().trim().min(1, 'name is empty').max(MAX_QUERY_LENGTH).describe('Option path, e.g. output.distPath or server.port'),
        lang: langSchema.describe('Language of the summary and URL (default: the default language)'),
        version: versionArg.schema,
      },
      outputSchema: { version: versionOutput, option: optionSchema, subOptions: z.array(optionSchema) },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    ({ name, lang, version: asked }) =>
      answer(async () => {
        const [language, docsVersion] = await Promise.all([data.language(lang), data.version(asked)]);
        const reference = await data.configReference(language, docsVersion);
        const found = findConfigOption(reference.options, name);
        if (found.kind === 'ambiguous')
          throw new ToolInputError(`"${name}" names several options: ${found.candidates.map((o) => o.name).join(', ')}. Give the full path.`);
        if (found.kind === 'missing') {
          const elsewhere = await otherVersionsOf(data, name, language, docsVersion);
          const hint = found.suggestions.length ? ` Close names: ${found.suggestions.join(', ')}.` : ' list_config_options lists them all.';
          const other = elsewhere.length ? ` Other versions: ${elsewhere.join('; ')}.` : '';
          throw new ToolInputError(`No option "${name}" in ${referenceOf(docsVersion, reference.rsbuild)}.${other}${hint}`);
        }
        const subOptions = subOptionsOf(reference.options, found.option);
        return ok(describeOption(found.option, subOptions, docsVersion), { version: docsVersion, option: found.option, subOptions });
      }),
  );

  server.registerTool(
    'list_config_options',
    {
      title: 'List config options',
      description: `Without a section: every option that has its own page, by section, with a one-line summary. With a section (output, dev, server, tools…): all of its options, sub-options included.${versionArg.note}`,
      inputSchema: {
        section: z.string().trim().min(1).max(100).optional().describe('First part of the option path, e.g. output'),
        lang: langSchema.describe('Language of the summaries and URLs (default: the default language)'),
        version: versionArg.schema,
      },
      outputSchema: { version: versionOutput, section: z.string().nullable(), options: z.array(optionSchema) },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    ({ section, lang, version: asked }) =>
      answer(async () => {
        const [language, docsVersion] = await Promise.all([data.language(lang), data.version(asked)]);
        const reference = await data.configReference(language, docsVersion);
        const options = section ? optionsInSection(reference.options, section) : pageOptions(reference.options);
        if (!options)
          throw new ToolInputError(`No config section "${section}" in ${docsOf(docsVersion)}. Sections: ${configSections(reference.options).join(', ')}.`);
        const lines: string[] = [];
        let current = '';
        for (const option of options) {
          if (!section && sectionOf(option.name) !== current) {
            current = sectionOf(option.name);
            lines.push(`${lines.length ? '\n' : ''}## ${current}`);
          }
          lines.push(`- ${option.name}: ${option.summary}`);
        }
        const from = referenceOf(docsVersion, reference.rsbuild);
        const heading = section
          ? `${options.length} option(s) in ${sectionOf(options[0].name)}, from ${from}:`
          : `${options.length} options with a page, from ${from}; get_config_option gives the details:`;
        return ok(`${heading}\n${lines.join('\n')}`, { version: docsVersion, section: section ? sectionOf(options[0].name) : null, options });
      }),
  );
}
