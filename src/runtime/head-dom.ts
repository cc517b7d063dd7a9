/** Brings the document's <head> in line with the current page after an in-app navigation. */
import type { PageView } from '../shared/page-view.ts';

export function applyHead(view: PageView): void {
  document.title = view.title;
  document.documentElement.lang = view.locale.htmlLang;
  const head = document.head;
  for (const el of head.querySelectorAll('[data-ph]')) el.remove();
  for (const { tag, attrs } of view.headTags) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.setAttribute('data-ph', '');
    head.appendChild(el);
  }
}
