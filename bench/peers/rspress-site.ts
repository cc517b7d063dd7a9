/**
 * Lays out an Rspress 2 site from our own pages: every version and language of docs/ and
 * docs/public copied into a work folder, and an rspress.config.ts carrying the versions, nav and
 * sidebars of our site.config.ts. The work folder lives inside bench/peers so that Rspress and the
 * stand-in components resolve their packages from bench/peers/node_modules.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import siteConfigInput from '../../site.config.ts';
import { contentFolderOf, contentFolders, layoutOf, type NavItem, placeOfPath, type SidebarEntry, siteConfigSchema } from '../../src/index.ts';

/** Our config, defaults filled in. */
const siteConfig = siteConfigSchema.parse(siteConfigInput);

const repo = join(import.meta.dirname, '../..');
const components = join(import.meta.dirname, 'components');
/** Our MDX components, each standing in as an Rspress global component (components/<Name>.tsx). */
const GLOBAL_COMPONENTS = ['PackageManagerTabs', 'Tabs', 'Tab', 'Overview', 'BenchmarkPanel', 'ToolchainBlock'];

const layout = layoutOf(siteConfig);
/**
 * Rspress wants every version in its own folder, languages inside it (docs/2.x/en, docs/1.x/zh),
 * and leaves the default version's and language's prefixes out of the URLs, as we do: the routes match ours.
 */
const folders = contentFolders(layout).map(({ folder, lang, version }) => ({
  ours: folder,
  theirs: `${version || layout.defaultVersion}/${lang}`,
  version,
}));

/** Our page file of a route such as `/1.x/zh/guide/start/` or `/config/mode`, if there is one. */
function fileOf(link: string): string {
  const { lang, version, path } = placeOfPath(link, layout);
  return join(repo, 'docs', contentFolderOf(lang, version, layout), path.endsWith('/') ? `${path}index.mdx` : `${path}.mdx`);
}

/** Our sidebar items may leave out `text` (the page title is used); Rspress needs it, so read the title here. */
function titleOf(link: string): string {
  const source = readFileSync(fileOf(link), 'utf8');
  const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  const title = /^title:\s*(.+)$/m.exec(frontmatter)?.[1] ?? /^# (.+)$/m.exec(source)?.[1] ?? link;
  return title
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/^['"]|['"]$/g, '')
    .trim();
}

type RspressSidebarEntry = Record<string, unknown>;

function convertSidebar(entries: SidebarEntry[]): RspressSidebarEntry[] {
  return entries.map((entry) => {
    if (!('link' in entry) && !('items' in entry)) return entry; // dividers and section headers: same shape
    const { text, link, items, collapsed, collapsible } = entry as {
      text?: string;
      link?: string;
      items?: SidebarEntry[];
      collapsed?: boolean;
      collapsible?: boolean;
    };
    if (items) return { text: text ?? '', ...(link ? { link } : {}), collapsible, collapsed, items: convertSidebar(items) };
    return { text: text ?? titleOf(link as string), link };
  });
}

function convertNav(items: NavItem[]): Record<string, unknown>[] {
  return items.map((item) => {
    const { text, link, activeMatch, items: children } = item as { text: string; link?: string; activeMatch?: string; items?: NavItem[] };
    return { text, ...(link ? { link } : {}), ...(activeMatch ? { activeMatch } : {}), ...(children ? { items: convertNav(children) } : {}) };
  });
}

const LINK_TO_DEFAULT_VERSION = "a link to the default version from another one (Rspress reads it as the page's own version)";

/**
 * Minimal changes a page needs to compile in Rspress, counted by reason. Rspress 2 reads our
 * headings, fences, containers and frontmatter as they are, and keeps links that name a version
 * (`/1.x/config/mode`). A link without one leads to the default version with us but to the
 * page's own version in Rspress, dead where that version lacks the page: it gets the default
 * version's segment, which Rspress drops from the URL.
 */
function adaptPage(source: string, version: string): { source: string; reasons: string[] } {
  if (!version) return { source, reasons: [] };
  let changed = false;
  const adapted = source.replace(/\]\((\/[^)\s#]*)/g, (link, url: string) => {
    if (placeOfPath(url, layout).version || !existsSync(fileOf(url))) return link;
    changed = true;
    return `](/${layout.defaultVersion}${url}`;
  });
  return { source: adapted, reasons: changed ? [LINK_TO_DEFAULT_VERSION] : [] };
}

export interface PreparedSite {
  dir: string;
  configFile: string;
  outDir: string;
  pages: number;
  altered: Map<string, number>;
}

export function prepareRspressSite(dir: string, options: { checkDeadLinks: boolean }): PreparedSite {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'docs'), { recursive: true });
  for (const { ours, theirs } of folders) cpSync(join(repo, 'docs', ours), join(dir, 'docs', theirs), { recursive: true });
  cpSync(join(repo, 'docs/public'), join(dir, 'docs/public'), { recursive: true });
  // Pages are adapted in the copy only; the caller reports how many and why.
  const altered = new Map<string, number>();
  let pages = 0;
  for (const { theirs, version } of folders) {
    for (const file of listMdx(join(dir, 'docs', theirs))) {
      pages++;
      const { source, reasons } = adaptPage(readFileSync(file, 'utf8'), version);
      if (!reasons.length) continue;
      writeFileSync(file, source);
      for (const reason of reasons) altered.set(reason, (altered.get(reason) ?? 0) + 1);
    }
  }

  const outDir = join(dir, 'doc_build');
  const locales = siteConfig.locales.map((locale) => ({
    lang: locale.lang,
    label: locale.label,
    title: siteConfig.title,
    description: locale.description,
    // One nav for every version, as ours shows. Sidebar keys are already Rspress's: the route prefix
    // with the version before the language (`/1.x/zh/config/`), the longest that the URL starts with wins.
    nav: convertNav(locale.nav),
    sidebar: Object.fromEntries(Object.entries(locale.sidebar).map(([prefix, entries]) => [prefix, convertSidebar(entries)])),
  }));
  const config = {
    root: join(dir, 'docs'),
    outDir,
    lang: siteConfig.lang,
    title: siteConfig.title,
    description: siteConfig.description,
    icon: siteConfig.icon,
    logo: siteConfig.logo,
    logoText: siteConfig.logoText,
    locales: locales.map(({ lang, label, title, description }) => ({ lang, label, title, description })),
    multiVersion: siteConfig.multiVersion,
    route: { cleanUrls: true },
    themeConfig: {
      locales: locales.map(({ lang, label, nav, sidebar }) => ({ lang, label, nav, sidebar })),
      socialLinks: siteConfig.themeConfig.socialLinks.map(({ icon, mode, content }) => ({ icon, mode, content })),
      darkMode: true,
    },
    markdown: {
      showLineNumbers: false,
      link: { checkDeadLinks: options.checkDeadLinks },
      globalComponents: GLOBAL_COMPONENTS.map((name) => join(components, `${name}.tsx`)),
    },
    // Our build also writes a Markdown copy of every page and llms files.
    llms: true,
  };
  const configFile = join(dir, 'rspress.config.ts');
  writeFileSync(configFile, `// Generated by bench/peers/rspress-site.ts from site.config.ts.\nexport default ${JSON.stringify(config, null, 2)};\n`);
  return { dir, configFile, outDir, pages, altered };
}

function listMdx(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => join(dir, f));
}
