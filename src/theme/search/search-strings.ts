/**
 * Texts of the search modal in English and Chinese, beyond the ones a locale may override
 * (`search`, `searchPlaceholderText`, `searchNoResultsText`, `searchSuggestedQueryText` in
 * ui-strings.ts). They live here, not in ui-strings.ts, so that they load with the modal rather
 * than with every page.
 */
import type { Lang } from '../../shared/types.ts';

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
