import { expect, it } from 'vitest';
import { formatDate } from './footer-rules.ts';

it('formats the last-updated date per language, in UTC', () => {
  const time = Date.UTC(2024, 8, 10, 23, 30);
  expect(formatDate(time, 'en')).toBe('Sep 10, 2024');
  expect(formatDate(time, 'zh')).toBe('2024年9月10日');
});
