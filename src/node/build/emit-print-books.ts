/** Writes the printable page of each sidebar group (print-book.ts) from the bodies the prerender kept. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stringsOf, type SiteModel } from '../site-model.ts';
import type { ClientBuild } from './client-build.ts';
import { renderPrintBook, type BookPage } from './print-book.ts';
import type { PrintBook } from '../content/print-books.ts';
import { htmlFileOf } from '../../shared/routes.ts';
import { homePathOf, placeOfPath } from '../../shared/site-layout.ts';
import { profileOfLang } from '../../shared/locale-profile.ts';
import { browserSiteOf } from '../../shared/browser-site.ts';
import { prePaintScript } from '../../theme/node-entry.ts';

/** `Rsbuild · Guide`, `Rsbuild 1.x · 指南`: the site, the version when it is not the default, the navbar section. */
function kickerOf(model: SiteModel, book: PrintBook): string {
  const { lang, version, path } = placeOfPath(book.sidebarKey, model.layout);
  const locale = model.config.locales.find((l) => l.lang === lang);
  // The nav is written for the default version: its links carry the language prefix only.
  const prefix = homePathOf(lang, '', model.layout).slice(0, -1);
  const nav = locale?.nav.find((n) => (n.link ?? n.items?.[0]?.link ?? '').startsWith(prefix + path));
  const site = `${locale?.title ?? model.config.title}${version ? ` ${version}` : ''}`;
  return nav ? `${site} · ${nav.text}` : site;
}

/** `bodies`: docBodyOf each prerendered page, by route. Returns the bytes written. */
export function emitPrintBooks(model: SiteModel, client: ClientBuild, bodies: Map<string, string>, outDir: string): number {
  const site = browserSiteOf(model.config);
  const byRoute = new Map(model.pages.map((p) => [p.routePath, p]));
  let bytes = 0;
  for (const book of model.printBooks) {
    const pages: BookPage[] = book.pages.flatMap((route) => {
      const body = bodies.get(route);
      const page = byRoute.get(route)!;
      return body === undefined ? [] : [{ route, title: page.compiled.title, hasH1: page.compiled.hasH1, body }];
    });
    const lang = placeOfPath(book.route, model.layout).lang;
    const css = [...new Set([...client.app.css, ...pages.flatMap((p) => client.pages.get(p.route)?.css ?? [])])];
    const html = renderPrintBook({
      book,
      pages,
      htmlLang: profileOfLang(site, lang).htmlLang,
      kicker: kickerOf(model, book),
      strings: stringsOf(model, lang).printBook,
      siteUrl: model.config.siteUrl,
      icon: site.icon,
      css,
      prePaintScript: prePaintScript(site),
    });
    const file = join(outDir, htmlFileOf(book.route));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    bytes += Buffer.byteLength(html);
  }
  return bytes;
}
