/** Pure rules of the doc footer: the edit link and the last-updated date. */
import type { LocaleConfig } from '../../shared/site-config.ts';

/** The page's source in the repository; none unless the locale sets both the base URL and the link text. */
export function editLinkOf(edit: LocaleConfig['editLink'], pagePath: string): { href: string; text: string } | undefined {
  if (!edit?.docRepoBaseUrl || !edit.text) return undefined;
  return { href: `${edit.docRepoBaseUrl.replace(/\/+$/, '')}/${pagePath}`, text: edit.text };
}

export function formatDate(time: number, lang: string): string {
  return new Date(time).toLocaleDateString(lang === 'zh' ? 'zh-CN' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
