/**
 * The printable pages of a site: one per top-level sidebar group, holding the group's pages in sidebar order.
 * A book lives at `<the folder its pages share>print` (`/guide/basic/print`, `/zh/guide/basic/print`,
 * `/1.x/config/dev/print`), so it sits beside its pages in every language and version; a route a page or an
 * earlier book already takes gets the group's position (`/config/print-2`). A group of one page gets no book:
 * that page prints itself.
 */
import type { SidebarEntry } from '../../shared/site-config.ts';
import { flattenSidebar, isItem } from '../../shared/sidebar-nav.ts';
import { routeKey } from '../../shared/routes.ts';

export interface PrintBook {
  /** The book's route. */
  route: string;
  /** The sidebar key it comes from (`/guide/`, `/zh/config/`). */
  sidebarKey: string;
  /** The group's text. */
  title: string;
  /** The routes of its pages, in sidebar order. */
  pages: string[];
}

/** The folder every route of `routes` lies in, with its trailing slash (`/guide/basic/`); `/` at the least. */
export function sharedFolderOf(routes: string[]): string {
  const folders = routes.map((route) => route.slice(0, route.lastIndexOf('/') + 1).split('/'));
  const shared: string[] = [];
  for (let i = 0; folders.every((f) => i < f.length - 1 && f[i] === folders[0][i]); i++) shared.push(folders[0][i]);
  return `${shared.join('/')}/`;
}

/**
 * The books of every sidebar. `pageOf` resolves a sidebar link to its page's route (none for a link to no page);
 * `isTaken` says whether a route is a page's.
 */
export function printBooksOf(
  sidebars: Map<string, SidebarEntry[]>,
  pageOf: (link: string) => string | undefined,
  isTaken: (route: string) => boolean,
): PrintBook[] {
  const books: PrintBook[] = [];
  const used = new Set<string>();
  for (const [sidebarKey, entries] of sidebars) {
    entries.forEach((entry, position) => {
      if (!isItem(entry) || !entry.items) return;
      const pages = [...new Set(flattenSidebar([entry]).flatMap(({ link }) => pageOf(link) ?? []))];
      if (pages.length < 2) return;
      const folder = sharedFolderOf(pages);
      let route = `${folder}print`;
      for (let n = position + 1; used.has(routeKey(route)) || isTaken(route); n++) route = `${folder}print-${n}`;
      used.add(routeKey(route));
      books.push({ route, sidebarKey, title: entry.text ?? '', pages });
    });
  }
  return books;
}

/** The book each page is printed in (the first one holding it), by page route. */
export function bookOfPage(books: PrintBook[]): Map<string, PrintBook> {
  const byPage = new Map<string, PrintBook>();
  for (const book of books) for (const page of book.pages) if (!byPage.has(page)) byPage.set(page, book);
  return byPage;
}
