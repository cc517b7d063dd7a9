/**
 * config-reference.json (see src/shared/site-data-files.ts): every option of a locale's config
 * pages with its type, default, one-line summary and URL, as the page compile read them
 * (config-docs.ts readConfigPage) for `npm run check:docs` to check against Rsbuild's types, so
 * the file says what the checked pages say; and the release that introduced it, from the release
 * data the pages' version marks come from.
 */
import type { ConfigPage, DocumentedOption } from './config-docs.ts';
import type { ConfigReferenceFile, ConfigReferenceOption } from './config-reference-format.ts';

/** The first sentence of a paragraph (`e.g.` and the like do not end one). */
export function firstSentence(text: string): string {
  const end = /(?<!\b(?:e\.g|i\.e|etc|vs))[.!?](?=\s+[A-Z`'"([])|[。！？]/u.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/** The release that introduced an option; undefined when it is older than the documented line. */
export type IntroducedIn = (path: string) => string | undefined;

function entryOf(doc: DocumentedOption, url: string, since: IntroducedIn, description?: string): ConfigReferenceOption {
  return {
    name: doc.path,
    type: doc.type || null,
    default: doc.default || null,
    since: since(doc.path) ?? null,
    summary: description ?? (doc.summary ? firstSentence(doc.summary) : ''),
    url,
  };
}

/**
 * The options one parsed page documents; sub-options link to their section on the page. A page
 * option is summarised by the page's description (written as one line for search results and
 * llms.txt), a sub-option by the first sentence of its section.
 */
export function referenceOptionsOf(page: ConfigPage, pageUrl: string, since: IntroducedIn): ConfigReferenceOption[] {
  if (!page.option) return [];
  return [entryOf(page.option, pageUrl, since, page.description), ...page.subOptions.map((doc) => entryOf(doc, `${pageUrl}#${doc.anchor}`, since))];
}

/** What the reference needs of a page beyond what the check against the types asks: a summary for every option. Each `file:line option reason`. */
export function referenceProblems(page: ConfigPage): string[] {
  if (!page.option) return [];
  const problems: string[] = [];
  for (const doc of [page.option, ...page.subOptions]) {
    if (!doc.summary && !(doc === page.option && page.description)) problems.push(`${page.file}:${doc.line} ${doc.path}: no paragraph describes the option`);
  }
  return problems;
}

/** `rsbuild`: the release whose types the pages were checked against (doc-versions.ts installedRelease). */
export function configReferenceOf(lang: string, pages: { page: ConfigPage; url: string }[], rsbuild: string, since: IntroducedIn): ConfigReferenceFile {
  const options = pages.flatMap(({ page, url }) => referenceOptionsOf(page, url, since)).sort((a, b) => a.name.localeCompare(b.name));
  return { version: 1, lang, rsbuild, options };
}
