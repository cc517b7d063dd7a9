import { describe, expect, it } from 'vitest';
import { bookOfPage, printBooksOf, sharedFolderOf } from './print-books.ts';
import type { SidebarEntry } from '../../shared/site-config.ts';

describe('sharedFolderOf', () => {
  it('is the folder every route lies in', () => {
    expect(sharedFolderOf(['/guide/basic/cli', '/guide/basic/server'])).toBe('/guide/basic/');
    expect(sharedFolderOf(['/guide/start/', '/guide/start/quick-start'])).toBe('/guide/start/');
    expect(sharedFolderOf(['/config/root', '/config/dev/hmr'])).toBe('/config/');
    expect(sharedFolderOf(['/a', '/b/c'])).toBe('/');
  });
});

describe('printBooksOf', () => {
  const pages = new Set(['/guide/basic/cli', '/guide/basic/server', '/guide/start/', '/guide/start/ai', '/config/root', '/config/mode', '/config/print']);
  const pageOf = (link: string) => (pages.has(link) ? link : undefined);
  const sidebars = new Map<string, SidebarEntry[]>([
    [
      '/guide/',
      [
        { text: 'Start', items: [{ link: '/guide/start/' }, { link: '/guide/start/ai' }, { link: 'https://example.com' }] },
        { sectionHeaderText: 'More' },
        { text: 'Basic', items: [{ link: '/guide/basic/server' }, { text: 'Nested', items: [{ link: '/guide/basic/cli' }] }] },
        { text: 'One page', items: [{ link: '/guide/basic/cli' }] },
      ],
    ],
    [
      '/config/',
      [
        { text: 'Overview', link: '/config/root' },
        { text: 'Root', items: [{ link: '/config/root' }, { link: '/config/mode' }] },
      ],
    ],
  ]);
  const books = printBooksOf(sidebars, pageOf, (route) => pages.has(route));

  it('makes a book of each top-level group of two pages or more, its pages in sidebar order', () => {
    expect(books.map((b) => [b.title, b.route, b.pages])).toEqual([
      ['Start', '/guide/start/print', ['/guide/start/', '/guide/start/ai']],
      ['Basic', '/guide/basic/print', ['/guide/basic/server', '/guide/basic/cli']],
      ['Root', '/config/print-2', ['/config/root', '/config/mode']],
    ]);
  });

  it('gives a route a page takes the group position instead, and each page its first book', () => {
    expect(books[2].route).toBe('/config/print-2');
    expect(bookOfPage(books).get('/guide/basic/cli')?.title).toBe('Basic');
    expect(bookOfPage(books).has('/config/print')).toBe(false);
  });
});
