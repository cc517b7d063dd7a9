/**
 * Plain Markdown copies of the pages for readers and language models (SPEC §7.2): every route
 * also exists as `<route>.md` (`/` -> `/index.md`, `/guide/start/` -> `/guide/start/index.md`),
 * plus per language an `llms.txt` index grouped by section (and the machine-readable files) and an
 * `llms-full.txt` with every page.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SiteModel } from '../site-model.ts';
import type { PageRecord } from '../content/scan.ts';
import { PACKAGE_MANAGER_TABS, packageManagerCommands } from '../markdown/package-manager-tabs.ts';
import { markdownPathOf } from '../../shared/markdown-path.ts';
import type { Lang } from '../../shared/types.ts';
import { blocksToMarkdown } from './markdown-blocks.ts';
import type { DataLink } from './emit-site-data.ts';

export { markdownPathOf };

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/;
const FENCE = /^([ \t]*)(```|~~~)[\s\S]*?^\1\2[ \t]*$/gm;

/** Turns a page source into Markdown a reader can use: no frontmatter, imports or JSX-only syntax. */
export function toPlainMarkdown(source: string, title: string, lang: Lang = 'en'): string {
  let body = source.replace(FRONTMATTER, '');
  // Work outside code fences only, so samples keep their exact text.
  const fences: string[] = [];
  body = body.replace(FENCE, (block) => `\u0000${fences.push(block) - 1}\u0000`);
  body = body.replace(/^(?:import|export)\s[^\n]*\n/gm, '').replace(PACKAGE_MANAGER_TABS, (_m, a, b, c) =>
    packageManagerCommands(a ?? b ?? c ?? '')
      .map(({ manager, line }) => `\`\`\`bash\n# ${manager}\n${line}\n\`\`\``)
      .join('\n\n'),
  );
  body = blocksToMarkdown(body, lang)
    .replace(/^(#{1,6}[ \t].*?)[ \t]*\{#[^}]+\}[ \t]*$/gm, '$1')
    .replace(/\n{3,}/g, '\n\n');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL delimits the fence placeholders set above; page text never contains it
  body = body.replace(/\u0000(\d+)\u0000/g, (_m, i) => fences[Number(i)]);
  body = body.trim();
  if (!/^#\s/m.test(body.replace(FENCE, ''))) body = `# ${title}\n\n${body}`;
  return `${body}\n`;
}

interface Section {
  title: string;
  pages: PageRecord[];
}

/** Pages of one language grouped by their first path segment, titled by the matching nav item. */
function sectionsOf(model: SiteModel, lang: string): Section[] {
  const prefix = lang === model.config.lang ? '' : `/${lang}`;
  const locale = model.config.locales.find((l) => l.lang === lang);
  const sections = new Map<string, Section>();
  for (const page of model.pages) {
    if (page.lang !== lang || page.pageType === '404') continue;
    const rest = page.routePath.slice(prefix.length);
    const segment = rest.split('/')[1] ?? '';
    const key = segment && rest !== '/' ? segment : '';
    if (!sections.has(key)) {
      const nav = locale?.nav.find((n) => (n.link ?? n.items?.[0]?.link ?? '').startsWith(`${prefix}/${key}/`));
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

/** Section title in llms.txt for the machine-readable files (config-reference.json). */
const DATA_SECTION: Record<string, string> = { en: 'Machine-readable data', zh: '机器可读数据' };

/** `dataLinks`: per locale, the machine-readable files to list in its llms.txt (see emit-site-data.ts). */
export function emitMarkdown(model: SiteModel, outDir: string, dataLinks: ReadonlyMap<string, DataLink[]> = new Map()): void {
  const write = (path: string, text: string) => {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const markdown = new Map<string, string>();
  for (const page of model.pages) {
    const text = toPlainMarkdown(page.source, page.compiled.title, page.lang);
    markdown.set(page.routePath, text);
    write(markdownPathOf(page.routePath), text);
  }
  for (const locale of model.config.locales) {
    const prefix = locale.lang === model.config.lang ? '' : `/${locale.lang}`;
    const sections = sectionsOf(model, locale.lang);
    const data = dataLinks.get(locale.lang) ?? [];
    const index = llmsIndex(locale.title ?? model.config.title, locale.description ?? model.config.description, [
      ...sections.map((s) => ({
        title: s.title,
        links: s.pages.map((p) => ({
          title: p.compiled.title,
          url: model.config.siteUrl + markdownPathOf(p.routePath),
          description: p.compiled.frontmatter.description ?? '',
        })),
      })),
      ...(data.length ? [{ title: DATA_SECTION[locale.lang] ?? DATA_SECTION.en, links: data }] : []),
    ]);
    write(`${prefix}/llms.txt`, index);
    const full = sections.flatMap((s) => s.pages.map((p) => markdown.get(p.routePath)!)).join('\n---\n\n');
    write(`${prefix}/llms-full.txt`, full);
  }
}
