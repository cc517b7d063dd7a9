import { describe, expect, it } from 'vitest';
import { feedbackIssueUrl, MAX_ISSUE_URL, type FeedbackIssue } from './feedback-issue.ts';

const issue: FeedbackIssue = {
  repository: 'https://github.com/web-infra-dev/rsbuild',
  labels: ['documentation', 'feedback'],
  pageTitle: 'server.port',
  pageUrl: 'https://rsbuild.rs/config/server/port',
  version: '2.x',
  lang: 'en',
  heading: { id: 'example', text: 'Example' },
  text: 'How to pick a free port & keep it?',
};
const paramsOf = (url: string) => new URL(url).searchParams;

describe('feedbackIssueUrl', () => {
  it("opens a new issue on the repository, prefilled with the page, version, language, section and the reader's text", () => {
    const url = feedbackIssueUrl(issue);
    expect(url.startsWith('https://github.com/web-infra-dev/rsbuild/issues/new?')).toBe(true);
    const params = paramsOf(url);
    expect(params.get('title')).toBe('[Docs feedback] server.port');
    expect(params.get('labels')).toBe('documentation,feedback');
    expect(params.get('body')).toBe(
      [
        '**Page:** https://rsbuild.rs/config/server/port',
        '**Version:** 2.x',
        '**Language:** en',
        '**Section:** [Example](https://rsbuild.rs/config/server/port#example)',
        '',
        '**What were you looking for?**',
        '',
        'How to pick a free port & keep it?',
      ].join('\n'),
    );
  });

  it('encodes every reserved character, so the text cannot add or change parameters', () => {
    const url = feedbackIssueUrl({ ...issue, text: 'a&labels=bug#x?y=1 100%' });
    expect(url).not.toContain('&labels=bug');
    expect(url).not.toContain('#');
    expect(paramsOf(url).get('labels')).toBe('documentation,feedback');
    expect(paramsOf(url).get('body')?.endsWith('a&labels=bug#x?y=1 100%')).toBe(true);
  });

  it('leaves labels and version out when there are none, and says so when no section or text is given', () => {
    const url = feedbackIssueUrl({ ...issue, labels: undefined, heading: undefined, version: '', text: '  ' });
    expect(paramsOf(url).has('labels')).toBe(false);
    const body = paramsOf(url).get('body')!;
    expect(body).toContain('**Section:** (top of the page)');
    expect(body).not.toContain('**Version:**');
    expect(body.endsWith('(not filled in)')).toBe(true);
  });

  it('accepts a repository URL with a trailing slash', () => {
    expect(feedbackIssueUrl({ ...issue, repository: 'https://github.com/o/r/' }).startsWith('https://github.com/o/r/issues/new?')).toBe(true);
  });

  it("cuts a long text to the longest opening that keeps the URL under GitHub's limit", () => {
    for (const unit of ['word ', '中文', '😀']) {
      const text = unit.repeat(5000);
      const url = feedbackIssueUrl({ ...issue, text });
      expect(url.length).toBeLessThanOrEqual(MAX_ISSUE_URL);
      expect(url.length).toBeGreaterThan(MAX_ISSUE_URL - 40);
      const body = paramsOf(url).get('body')!;
      expect(body.endsWith(' […]')).toBe(true);
      const kept = body.slice(body.indexOf('?**\n\n') + 5, -' […]'.length);
      expect(text.startsWith(kept)).toBe(true);
      expect(kept).not.toMatch(/[\uD800-\uDBFF]$/); // never half an emoji
    }
  });

  it('keeps a short text whole', () => {
    expect(
      paramsOf(feedbackIssueUrl({ ...issue, text: '短文本' }))
        .get('body')
        ?.endsWith('短文本'),
    ).toBe(true);
  });
});
