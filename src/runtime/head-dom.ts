/** Brings the document's <head> in line with the current page after an in-app navigation. */
import site from 'virtual:site-data';
import { headTagsOf, pageTitle } from '../shared/head.ts';
import type { PageData } from '../shared/types.ts';

export function applyHead(page: PageData, hasRoute: (path: string) => boolean): void {
  document.title = pageTitle(page, site);
  document.documentElement.lang = page.lang === 'zh' ? 'zh-CN' : 'en';
  const head = document.head;
  for (const el of head.querySelectorAll('[data-ph]')) el.remove();
  for (const { tag, attrs } of headTagsOf(page, site, { hasRoute })) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.setAttribute('data-ph', '');
    head.appendChild(el);
  }
}
