/**
 * showStoredTabs(document) of tab-controls.ts as inline script text, run at the end of a prerendered
 * page's body, so a reader who chose yarn sees yarn on the first paint instead of npm switching to
 * yarn at hydration. The same rule as selectTab, written out on the markup's attribute names; the
 * e2e test of the first paint holds the two together. A module of its own: the build writes it into
 * the pages, and the browser's bundle never carries it.
 */
import { STORAGE_PREFIX, TAB_GROUP, TAB_VALUE } from './tab-controls.ts';

export const STORED_TABS_SCRIPT = `(function(){try{document.querySelectorAll('.s-tabs[${TAB_GROUP}]').forEach(function(t){var v=localStorage.getItem(${JSON.stringify(STORAGE_PREFIX)}+t.getAttribute('${TAB_GROUP}'));if(!v)return;var b=Array.prototype.slice.call(t.querySelectorAll(':scope>[role="tablist"]>[role="tab"]')),p=t.querySelectorAll(':scope>[role="tabpanel"]');if(!b.some(function(x){return x.getAttribute('${TAB_VALUE}')===v}))return;b.forEach(function(x,i){var s=x.getAttribute('${TAB_VALUE}')===v;x.setAttribute('aria-selected',String(s));x.tabIndex=s?0:-1;if(p[i])p[i].hidden=!s})})}catch(e){}})()`;
