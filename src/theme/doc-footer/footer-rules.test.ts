import { describe, expect, it } from 'vitest';
import { editLinkOf, formatDate } from './footer-rules.ts';

describe('editLinkOf', () => {
  it('links the page source under the repository base', () => {
    expect(editLinkOf({ docRepoBaseUrl: 'https://github.com/o/r/tree/main/docs/', text: 'Edit' }, 'en/guide/a.mdx')).toEqual({
      href: 'https://github.com/o/r/tree/main/docs/en/guide/a.mdx',
      text: 'Edit',
    });
  });
  it('shows no link unless both the base URL and the text are set', () => {
    expect(editLinkOf(undefined, 'en/a.mdx')).toBeUndefined();
    expect(editLinkOf({ docRepoBaseUrl: '', text: 'Edit' }, 'en/a.mdx')).toBeUndefined();
    expect(editLinkOf({ docRepoBaseUrl: 'https://github.com/o/r', text: '' }, 'en/a.mdx')).toBeUndefined();
    expect(editLinkOf({ text: 'Edit' } as never, 'en/a.mdx')).toBeUndefined();
  });
});

it('formats the last-updated date per language, in UTC', () => {
  const time = Date.UTC(2024, 8, 10, 23, 30);
  expect(formatDate(time, 'en')).toBe('Sep 10, 2024');
  expect(formatDate(time, 'zh')).toBe('2024年9月10日');
});
