/**
 * The texts the theme shows (ui-strings-en.ts, ui-strings-zh.ts). A locale's config may override the
 * UiTexts part. Pages carry their language's strings, so a reader loads one language only.
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
  pageMissingInLang: string;
  translationOutdated: string;
  readEnglish: string;
  mainNav: string;
  sidebarNav: string;
  copyCode: string;
  copied: string;
  toggleWrap: string;
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
  // Content blocks: copy-Markdown menu
  copyMarkdown: string;
  copyMarkdownLink: string;
  markdownMenu: string;
  openInChatGPT: string;
  openInClaude: string;
  /** `{url}` is replaced by the page's Markdown URL. */
  assistantPrompt: string;
  // End of content blocks
}

/** The accessible name of the `#` link beside a heading. */
export function permalinkLabel(strings: Pick<ThemeStrings, 'permalinkTo'>, title: string): string {
  return strings.permalinkTo.replace('{title}', title);
}
