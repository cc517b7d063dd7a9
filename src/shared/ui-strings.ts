/**
 * The texts the theme shows, one file per locale in src/locales/ (`en.ts`, `zh.ts` …), each typed as
 * ThemeStrings, so a missing text fails the type check. A locale's config may override the UiTexts part. Pages carry their language's strings, so a reader loads one language only.
 */
import type { UiTexts } from './site-config.ts';

export interface ThemeStrings extends UiTexts {
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
  onThisPage: string;
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

/** The texts a page carries: the search modal's and the feedback form's travel with them instead (`virtual:search-strings`, `virtual:feedback`), the printable pages' are written by the build. */
export type PageStrings = Omit<ThemeStrings, 'searchModal' | 'pageFeedback' | 'printBook'>;

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
