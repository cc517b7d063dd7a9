import { expect, it } from 'vitest';
import { localeRedirectTarget, preferredLang } from './locale-redirect.ts';

const base = {
  mode: 'auto' as const,
  visited: false,
  userAgent: 'Mozilla/5.0 Chrome/130',
  browserLanguages: ['zh-CN', 'en'],
  offered: ['en', 'zh'] as const,
  pageLang: 'en' as const,
};

it('maps browser language tags to offered site languages', () => {
  expect(preferredLang(['fr-FR', 'zh-TW', 'en'], ['en', 'zh'])).toBe('zh');
  expect(preferredLang(['fr-FR'], ['en', 'zh'])).toBeUndefined();
});

it('redirects a first visit to the browser language when it differs', () => {
  expect(localeRedirectTarget(base)).toBe('zh');
  expect(localeRedirectTarget({ ...base, pageLang: 'zh' })).toBeUndefined();
  expect(localeRedirectTarget({ ...base, browserLanguages: ['de'] })).toBeUndefined();
});

it('never redirects twice, when turned off, or for crawlers', () => {
  expect(localeRedirectTarget({ ...base, visited: true })).toBeUndefined();
  expect(localeRedirectTarget({ ...base, mode: 'never' })).toBeUndefined();
  for (const ua of ['Googlebot/2.1', 'Baiduspider', 'SomeCrawler', 'Chrome-Lighthouse'])
    expect(localeRedirectTarget({ ...base, userAgent: ua })).toBeUndefined();
});
