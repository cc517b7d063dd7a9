/**
 * The dictionary of a language: every text the engine shows (ThemeStrings) and the site's own
 * (SiteStrings). The engine's defaults are src/locales/<lang>.ts; a site's `strings` module per
 * language (site.config.ts) overrides any of them and adds its own (src/node/strings/). Pages carry
 * their language's dictionary only.
 */

/** The texts of the engine: its defaults (src/locales/*.ts) are typed with it, so one missing fails the type check. */
export interface ThemeStrings {
  /** The title of a page's outline, beside the content and in the bar above it on narrow screens. */
  outlineTitle: string;
  lastUpdatedText: string;
  prevPageText: string;
  nextPageText: string;
  sourceCodeText: string;
  searchPlaceholderText: string;
  searchNoResultsText: string;
  searchSuggestedQueryText: string;
  overview: { filterNameText: string; filterPlaceholderText: string; filterNoResultText: string; defaultGroupTitle: string };
  skipToContent: string;
  notFoundTitle: string;
  takeMeHome: string;
  toggleTheme: string;
  switchToLight: string;
  switchToDark: string;
  language: string;
  version: string;
  menu: string;
  closeMenu: string;
  sidebarMenu: string;
  scrollToTop: string;
  editPage: string;
  dismiss: string;
  loading: string;
  /** A lazy part of the page (search, a popover) that could not be loaded, and the offline case. */
  partFailed: string;
  partOffline: string;
  retry: string;
  /** Shown over the page when a link was followed offline to a page not loaded before. */
  offlineNavigation: string;
  search: string;
  /** `{languages}`: the names of the site languages that lack the page. */
  pageMissingInLang: string;
  translationOutdated: string;
  /** The link from an outdated translation to its source; `{language}` is the source's language. */
  readSource: string;
  mainNav: string;
  sidebarNav: string;
  copyCode: string;
  copied: string;
  toggleWrap: string;
  /** Name of a code block, a keyboard stop as it may scroll sideways; `{name}` is its title or language. */
  scrollableCode: string;
  // Shell
  moreLinks: string;
  announcement: string;
  siteFooter: string;
  sourceRepository: string;
  chat: string;
  /** Accessible name of a heading's anchor link; `{title}` is replaced by the heading's text. */
  permalinkTo: string;
  /** The bar above the content on narrow screens (sidebar button, outline dropdown). */
  pageNav: string;
  getStarted: string;
  learnMore: string;
  /** Said after "Learn More" to screen readers and crawlers only, so the link tells where it leads; `{name}` is the hero's name. */
  learnMoreAbout: string;
  // Content blocks: copy-Markdown menu
  copyMarkdown: string;
  copyMarkdownLink: string;
  markdownMenu: string;
  openInChatGPT: string;
  openInClaude: string;
  /** `{url}` is replaced by the page's Markdown URL. */
  assistantPrompt: string;
  // End of content blocks
  /** Above a page of an older version; `{version}` is its version, `{current}` the current one. */
  oldVersionNotice: string;
  /** The link to the same page in the current version, or to its home when it has no such page. */
  oldVersionSamePage: string;
  oldVersionHome: string;
  /** The llms.txt section listing the machine-readable files. */
  machineReadableData: string;
  /** The search modal's own texts (beyond the ones a locale may override above). */
  searchModal: SearchStrings;
  /** The printable page of a sidebar group (build only: pages do not carry these). */
  printBook: PrintBookStrings;
  /** The static page left at a moved path. */
  redirecting: string;
  movedTo: string;
  /** "Was this page helpful?" at the end of doc pages: its texts travel with its chunk (`virtual:feedback`). */
  pageFeedback: FeedbackStrings;
}

/**
 * The site's own texts. A site declares them by augmenting this interface from the module its
 * components import the engine through, so they are typed wherever the dictionary is read:
 * `declare module '…/src/theme/index.ts' { interface SiteStrings { toolchain: string } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the site's declaration merging
export interface SiteStrings {}

/** One language's dictionary: the engine's texts and the site's. */
export type Strings = ThemeStrings & SiteStrings;

/** The texts a page carries: the search modal's and the feedback form's travel with them instead (`virtual:search-strings`, `virtual:feedback`), the printable pages' are written by the build. */
export type PageStrings = Omit<Strings, 'searchModal' | 'pageFeedback' | 'printBook'>;

/**
 * What a site's strings module exports for one language: any engine text replaced (groups such as
 * `searchModal` in part) and the site's own. Every text must be there in the end: the build fails on
 * one missing in a language (a language the engine has no defaults for gives them all).
 */
export type SiteDictionary = { [K in keyof ThemeStrings]?: ThemeStrings[K] extends string ? string : Partial<ThemeStrings[K]> } & Partial<SiteStrings>;

export interface PrintBookStrings {
  /** Below a page: the link to the printable page of its sidebar group (written into the page's data). */
  link: string;
  /** The list of the book's pages. */
  contents: string;
  /** Under the book's title: what the page is. */
  note: string;
}

/** The accessible name of the `#` link beside a heading. */
export function permalinkLabel(strings: Pick<ThemeStrings, 'permalinkTo'>, title: string): string {
  return strings.permalinkTo.replace('{title}', title);
}

export interface SearchStrings {
  recent: string;
  favorites: string;
  noRecent: string;
  saveFavorite: string;
  removeRecent: string;
  removeFavorite: string;
  clearQuery: string;
  cancel: string;
  results: string;
  missingResults: string;
  missingResultsLink: string;
  errorTitle: string;
  errorHelp: string;
  toSelect: string;
  toNavigate: string;
  toClose: string;
}

export interface FeedbackStrings {
  question: string;
  yes: string;
  no: string;
  /** After "Yes", or when the page was answered before. */
  thanks: string;
  /** The label of the text box shown after "No". */
  lookingFor: string;
  placeholder: string;
  /** The link that opens the prefilled issue. */
  openIssue: string;
  /** Under the link: where it leads, and that the page itself sends nothing. */
  issueNote: string;
  /** Once the issue has been opened. */
  issueOpened: string;
}
