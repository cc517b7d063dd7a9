import { expect, it } from 'vitest';
import { formatDate, localeProfileOf } from './locale-profile.ts';

it('derives the tags of a language from its locale entry', () => {
  expect(localeProfileOf({ lang: 'zh', htmlLang: 'zh-CN' })).toEqual({ lang: 'zh', htmlLang: 'zh-CN', hreflang: 'zh', ogLocale: 'zh_CN' });
  expect(localeProfileOf({ lang: 'en', ogLocale: 'en_US' })).toEqual({ lang: 'en', htmlLang: 'en', hreflang: 'en', ogLocale: 'en_US' });
  expect(localeProfileOf({ lang: 'ja' }).htmlLang).toBe('ja');
});

it('writes dates as the language does, in UTC', () => {
  const time = Date.UTC(2024, 8, 10, 23, 30);
  expect(formatDate(time, localeProfileOf({ lang: 'en' }))).toBe('Sep 10, 2024');
  expect(formatDate(time, localeProfileOf({ lang: 'zh', htmlLang: 'zh-CN' }))).toBe('2024年9月10日');
  expect(formatDate(time, localeProfileOf({ lang: 'ja' }))).toBe('2024年9月10日');
});
