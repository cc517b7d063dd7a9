/**
 * The site's published data as the tools need it: the search index of a locale and version, its
 * config reference and the Markdown twin of a page, read through a SiteSource. What loaded is kept for
 * the life of the server; a failed load is tried again on the next call (the site may be back).
 */
import { posix } from 'node:path';
import {
  homePathOf,
  markdownPathOf,
  NO_VOCABULARY,
  openSplitSearch,
  SEARCH_POINTER_FILE,
  type SearchHead,
  type SearchPointerFile,
  type SearchVocabulary,
  type SiteLayout,
  type SplitSearch,
} from '../../src/core.ts';
import { CONFIG_REFERENCE_FILE, type ConfigReferenceFile } from '../checks/config-reference-format.ts';
import type { SiteSource } from './site-source.ts';
import { type DocsVersion, versionAsked } from './docs-version.ts';

/** A language of the docs: one the site publishes search data for. */
export type DocsLang = string;

/** The site was read but lacks what is asked (a page, a data file). */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

export interface PageMarkdown {
  route: string;
  markdownPath: string;
  markdown: string;
}

export class DocsData {
  private readonly cache = new Map<string, Promise<unknown>>();

  /** `vocabulary`: the site's, as its search modal applies it (src/shared/search/vocabulary.ts). */
  constructor(
    readonly source: SiteSource,
    private readonly vocabulary: SearchVocabulary = NO_VOCABULARY,
  ) {}

  /** Loads once; a failure is not kept. */
  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let value = this.cache.get(key) as Promise<T> | undefined;
    if (!value) {
      value = load();
      this.cache.set(key, value);
      value.catch(() => this.cache.delete(key));
    }
    return value;
  }

  private async json<T>(path: string, what: string): Promise<T> {
    const text = await this.source.read(path);
    if (text === undefined)
      throw new NotFoundError(`${this.source.label} has no ${path}: it is not this documentation site, or was built before ${what} was published`);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new NotFoundError(`${this.source.label}${path} is not JSON`);
    }
  }

  pointer(): Promise<SearchPointerFile> {
    return this.once('pointer', () => this.json<SearchPointerFile>(`/${SEARCH_POINTER_FILE}`, 'the search pointer'));
  }

  /** The site's languages and versions as its search pointer lists them; the default ones have no path prefix. */
  async layout(): Promise<SiteLayout> {
    const { lang, indexes, versions } = await this.pointer();
    const langs = Object.keys(indexes);
    return { langs, defaultLang: lang ?? langs[0], versions: Object.keys(versions?.indexes ?? {}), defaultVersion: versions?.default ?? '' };
  }

  /** A language the tools were asked for, checked against the site's; the default one when none was asked. */
  async language(asked: string | undefined): Promise<DocsLang> {
    const { langs, defaultLang } = await this.layout();
    if (asked === undefined) return defaultLang;
    if (!langs.includes(asked)) throw new NotFoundError(`The docs have no language "${asked}": they are in ${langs.join(', ')}`);
    return asked;
  }

  /** A version the tools were asked for, checked against the site's; the default one when none was asked. */
  async version(asked: string | undefined): Promise<DocsVersion> {
    return versionAsked(asked, await this.layout());
  }

  /** Canonical origin of the site (links point there even when the data comes from a local build). */
  async siteUrl(): Promise<string> {
    return (await this.pointer()).siteUrl;
  }

  /** The search of a locale and version: the same data files and query as the site's search box. */
  searchIndex(lang: DocsLang, version: DocsVersion): Promise<SplitSearch> {
    return this.once(`search:${lang}:${version}`, async () => {
      const pointer = await this.pointer();
      const url = (version ? pointer.versions?.indexes[version] : pointer.indexes)?.[lang];
      if (!url) throw new NotFoundError(`${this.source.label} has no search data for "${lang}"${version ? ` of ${version}` : ''}`);
      const head = await this.json<SearchHead>(url, 'its search data');
      // The head's other files are named beside it.
      return openSplitSearch(head, (name) => this.json(posix.join(posix.dirname(url), name), 'its search data'), this.vocabulary);
    });
  }

  configReference(lang: DocsLang, version: DocsVersion): Promise<ConfigReferenceFile> {
    return this.once(`config:${lang}:${version}`, async () => {
      const home = homePathOf(lang, version, await this.layout());
      return this.json<ConfigReferenceFile>(`${home}${CONFIG_REFERENCE_FILE}`, 'the config reference');
    });
  }

  /** The Markdown twin of a route; `/guide/start` also finds the folder page `/guide/start/`. */
  async page(route: string): Promise<PageMarkdown | undefined> {
    const candidates = route.endsWith('/') ? [route] : [route, `${route}/`];
    for (const candidate of candidates) {
      const markdownPath = markdownPathOf(candidate);
      const markdown = await this.source.read(markdownPath);
      if (markdown !== undefined) return { route: candidate, markdownPath, markdown };
    }
    return undefined;
  }
}
