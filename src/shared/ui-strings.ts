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
    pageMissingInLang: 'This page is not available in English yet.',
    translationOutdated: 'This translation may be outdated.',
    readEnglish: 'Read the English page',
    mainNav: 'Main',
    sidebarNav: 'Sidebar',
    copyCode: 'Copy code',
    copied: 'Copied',
    toggleWrap: 'Toggle line wrap',
    benchmark: 'Benchmark',
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
    pageMissingInLang: '此页面暂无中文版本。',
    translationOutdated: '此译文可能已过时。',
    readEnglish: '阅读英文原文',
    mainNav: '主导航',
    sidebarNav: '侧边栏',
    copyCode: '复制代码',
    copied: '已复制',
    toggleWrap: '切换自动换行',
    benchmark: '性能对比',
  },
};

// Search modal: texts beyond the locale-overridable ones (search, searchPlaceholderText, searchNoResultsText, searchSuggestedQueryText).
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

export const SEARCH_STRINGS: Record<Lang, SearchStrings> = {
  en: {
    recent: 'Recent',
    favorites: 'Favorite',
    noRecent: 'No recent searches',
    saveFavorite: 'Save this search',
    removeRecent: 'Remove this search from history',
    removeFavorite: 'Remove this search from favorites',
    clearQuery: 'Clear the query',
    cancel: 'Cancel',
    results: 'Search results',
    missingResults: 'Believe this query should return results?',
    missingResultsLink: 'Let us know.',
    errorTitle: 'Unable to fetch results',
    errorHelp: 'You might want to check your network connection.',
    toSelect: 'to select',
    toNavigate: 'to navigate',
    toClose: 'to close',
  },
  zh: {
    recent: '最近搜索',
    favorites: '收藏',
    noRecent: '暂无搜索历史',
    saveFavorite: '收藏此搜索',
    removeRecent: '从历史记录中删除',
    removeFavorite: '从收藏中删除',
    clearQuery: '清除查询',
    cancel: '取消',
    results: '搜索结果',
    missingResults: '认为这个查询应该有结果？',
    missingResultsLink: '告诉我们。',
    errorTitle: '无法获取结果',
    errorHelp: '请检查你的网络连接。',
    toSelect: '选择',
    toNavigate: '切换',
    toClose: '关闭',
  },
};
