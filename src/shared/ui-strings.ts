/** Every text the theme shows, in English and Chinese. A locale's config may override the UiTexts part. */
import type { Lang } from './types.ts';
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
  search: string;
  pageMissingInLang: string;
  translationOutdated: string;
  readEnglish: string;
  mainNav: string;
  sidebarNav: string;
  copyCode: string;
  copied: string;
  toggleWrap: string;
  benchmark: string;
  // Shell
  moreLinks: string;
  announcement: string;
  siteFooter: string;
  sourceRepository: string;
  chat: string;
  toolchain: string;
  getStarted: string;
  learnMore: string;
  benchmarkNote: string;
  benchmarkTool: string;
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

export const UI_STRINGS: Record<Lang, ThemeStrings> = {
  en: {
    outlineTitle: 'ON THIS PAGE',
    lastUpdatedText: 'Last Updated',
    prevPageText: 'Previous Page',
    nextPageText: 'Next Page',
    sourceCodeText: 'Source Code',
    searchPlaceholderText: 'Search docs',
    searchNoResultsText: 'No results for',
    searchSuggestedQueryText: 'Try searching for',
    overview: {
      filterNameText: 'Filter',
      filterPlaceholderText: 'Enter keyword',
      filterNoResultText: 'No matching API found',
      defaultGroupTitle: 'Others',
    },
    skipToContent: 'Skip to content',
    notFoundTitle: 'PAGE NOT FOUND',
    takeMeHome: 'Take me home',
    toggleTheme: 'Toggle color theme',
    switchToLight: 'Switch to light theme',
    switchToDark: 'Switch to dark theme',
    language: 'Language',
    version: 'Version',
    menu: 'Menu',
    closeMenu: 'Close menu',
    sidebarMenu: 'Menu',
    onThisPage: 'On this page',
    scrollToTop: 'Scroll to top',
    editPage: 'Edit this page',
    dismiss: 'Dismiss',
    loading: 'Loading',
    search: 'Search',
    pageMissingInLang: 'This page is not available in Chinese yet.',
    translationOutdated: 'This translation may be outdated.',
    readEnglish: 'Read the English page',
    mainNav: 'Main',
    sidebarNav: 'Sidebar',
    copyCode: 'Copy code',
    copied: 'Copied',
    toggleWrap: 'Toggle line wrap',
    benchmark: 'Benchmark',
    moreLinks: 'More links',
    announcement: 'Announcement',
    siteFooter: 'Site',
    sourceRepository: 'Source on GitHub',
    chat: 'Chat on Discord',
    toolchain: 'Rstack toolchain',
    getStarted: 'Get Started',
    learnMore: 'Learn More',
    benchmarkNote: 'Seconds to start the dev server, build for production and apply an HMR update on the same React project, lower is better. Source: the public build-tools-performance benchmark.',
    benchmarkTool: 'Tool',
    // Content blocks: copy-Markdown menu
    copyMarkdown: 'Copy Markdown',
    copyMarkdownLink: 'Copy Markdown link',
    markdownMenu: 'More Markdown actions',
    openInChatGPT: 'Open in ChatGPT',
    openInClaude: 'Open in Claude',
    assistantPrompt: 'Read {url}, I want to ask questions about it.',
    // End of content blocks
  },
  zh: {
    outlineTitle: '目录',
    lastUpdatedText: '最后更新时间',
    prevPageText: '上一页',
    nextPageText: '下一页',
    sourceCodeText: '源码',
    searchPlaceholderText: '搜索文档',
    searchNoResultsText: '没有找到结果',
    searchSuggestedQueryText: '可以试试搜索',
    overview: {
      filterNameText: '过滤',
      filterPlaceholderText: '输入关键词',
      filterNoResultText: '未找到匹配的 API',
      defaultGroupTitle: '其他',
    },
    skipToContent: '跳到正文',
    notFoundTitle: '页面未找到',
    takeMeHome: '返回首页',
    toggleTheme: '切换主题',
    switchToLight: '切换到浅色主题',
    switchToDark: '切换到深色主题',
    language: '语言',
    version: '版本',
    menu: '菜单',
    closeMenu: '关闭菜单',
    sidebarMenu: '菜单',
    onThisPage: '本页目录',
    scrollToTop: '回到顶部',
    editPage: '编辑此页',
    dismiss: '关闭',
    loading: '加载中',
    search: '搜索',
    pageMissingInLang: '此页面暂无英文版本。',
    translationOutdated: '此译文可能已过时。',
    readEnglish: '阅读英文原文',
    mainNav: '主导航',
    sidebarNav: '侧边栏',
    copyCode: '复制代码',
    copied: '已复制',
    toggleWrap: '切换自动换行',
    benchmark: '性能对比',
    moreLinks: '更多链接',
    announcement: '公告',
    siteFooter: '站点',
    sourceRepository: 'GitHub 源码',
    chat: '在 Discord 交流',
    toolchain: 'Rstack 工具链',
    getStarted: '快速开始',
    learnMore: '了解更多',
    benchmarkNote: '在同一个 React 项目中启动开发服务器、生产构建和完成一次热更新所需的时间，越低越好。数据来自公开的 build-tools-performance 基准测试。',
    benchmarkTool: '工具',
    // Content blocks: copy-Markdown menu
    copyMarkdown: '复制 Markdown',
    copyMarkdownLink: '复制 Markdown 链接',
    markdownMenu: '更多 Markdown 操作',
    openInChatGPT: '在 ChatGPT 中打开',
    openInClaude: '在 Claude 中打开',
    assistantPrompt: '阅读 {url}，我想就其中的内容提问。',
    // End of content blocks
  },
};
