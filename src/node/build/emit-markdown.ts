/**
 * Plain Markdown copies of the pages for readers and language models: every route also exists
 * as `<route>.md` (`/` -> `/index.md`, `/guide/start/` -> `/guide/start/index.md`), plus per
 * language an `llms.txt` index grouped by section (and the machine-readable files) and an
 * `llms-full.txt` with every page. Each copy is the compiled page's `markdown` (serialized from its
 * tree by plain-markdown.ts): nothing here reads a page source.
 */
import { contentFolders, homePathOf, placeOfPath } from '../../shared/site-layout.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stringsOf, type SiteModel } from '../site-model.ts';
import type { PageRecord } from '../content/scan.ts';
import { markdownPathOf } from '../../shared/markdown-path.ts';
import { safeDecodeURIComponent } from '../../shared/safe-decode.ts';
import { dataPrefixOf, type DataLink } from './emit-site-data.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';

export { markdownPathOf };

interface Section {
  title: string;
  pages: PageRecord[];
}

/** Pages of one language and version grouped by their first path segment, titled by the matching nav item. */
function sectionsOf(model: SiteModel, lang: string, version: string): Section[] {
  const langPrefix = homePathOf(lang, '', model.layout).slice(0, -1);
  const locale = model.config.locales.find((l) => l.lang === lang);
  const sections = new Map<string, Section>();
  for (const page of model.pages) {
    if (page.lang !== lang || page.version !== version || page.pageType === '404') continue;
    const rest = placeOfPath(page.routePath, model.layout).path;
    const segment = rest.split('/')[1] ?? '';
    const key = segment && rest !== '/' ? segment : '';
    if (!sections.has(key)) {
      // The nav is written for the default version: its links carry the language prefix only.
      const nav = locale?.nav.find((n) => (n.link ?? n.items?.[0]?.link ?? '').startsWith(`${langPrefix}/${key}/`));
      const title = key ? (nav?.text ?? key[0].toUpperCase() + key.slice(1)) : model.config.title;
      sections.set(key, { title, pages: [] });
    }
    sections.get(key)!.pages.push(page);
  }
  for (const s of sections.values()) s.pages.sort((a, b) => a.routePath.localeCompare(b.routePath));
  return [...sections.values()];
}

/** The llms.txt index: title, summary, then one list of links per section. */
export function llmsIndex(
  siteTitle: string,
  summary: string,
  sections: { title: string; links: { title: string; url: string; description: string }[] }[],
): string {
  const lines = [`# ${siteTitle}`, '', `> ${summary}`, ''];
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const link of section.links) lines.push(`- [${link.title}](${link.url})${link.description ? `: ${link.description}` : ''}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** `dataLinks`: per locale, the machine-readable files to list in its llms.txt (see emit-site-data.ts). */
export function emitMarkdown(model: SiteModel, outDir: string, dataLinks: ReadonlyMap<string, DataLink[]> = new Map()): void {
  const write = (path: string, text: string) => {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  for (const page of model.pages) write(markdownPathOf(page.routePath), page.compiled.markdown);
  // One pair of llms files per language and version, at its home: `/llms.txt`, `/zh/llms.txt`, `/0.x/llms.txt`.
  for (const { lang, version } of contentFolders(model.layout)) {
    const locale = model.config.locales.find((l) => l.lang === lang)!;
    const prefix = dataPrefixOf(lang, version, model.layout);
    const sections = sectionsOf(model, lang, version);
    if (!sections.length) continue;
    const data = dataLinks.get(prefix) ?? [];
    const index = llmsIndex(locale.title ?? model.config.title, locale.description ?? model.config.description, [
      ...sections.map((s) => ({
        title: s.title,
        links: s.pages.map((p) => ({
          title: p.compiled.title,
          url: model.config.siteUrl + markdownPathOf(p.routePath),
          description: p.compiled.frontmatter.description ?? '',
        })),
      })),
      ...(data.length ? [{ title: stringsOf(model, lang).machineReadableData, links: data }] : []),
    ]);
    write(`${prefix}/llms.txt`, index);
    const full = sections.flatMap((s) => s.pages.map((p) => p.compiled.markdown)).join('\n---\n\n');
    write(`${prefix}/llms-full.txt`, full);
  }
}

/** Dev server middleware: the `.md` copy of each page, from the current model's compiled pages. */
export function markdownDevMiddleware(getModel: () => SiteModel) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = safeDecodeURIComponent((req.url ?? '').split(/[?#]/)[0]);
    if (!path.endsWith('.md')) return next();
    const page = getModel().pages.find((p) => markdownPathOf(p.routePath) === path);
    if (!page) return next();
    res.setHeader('content-type', 'text/markdown; charset=utf-8');
    res.end(page.compiled.markdown);
  };
}
