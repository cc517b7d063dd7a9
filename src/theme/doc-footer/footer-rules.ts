/** The doc footer's last-updated date (the edit link is part of the page view, `src/shared/page-view.ts`). */

export function formatDate(time: number, lang: string): string {
  return new Date(time).toLocaleDateString(lang === 'zh' ? 'zh-CN' : 'en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
