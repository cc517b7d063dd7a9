import { describe, expect, it } from 'vitest';
import { assistantUrl } from './assistant-links.ts';

describe('assistantUrl', () => {
  it('puts the prompt with the page URL into the question parameter', () => {
    const url = new URL(assistantUrl('claude', 'Read {url}, I want to ask questions about it.', 'https://rsbuild.rs/config/mode.md'));
    expect(url.origin).toBe('https://claude.ai');
    expect(url.searchParams.get('q')).toBe('Read https://rsbuild.rs/config/mode.md, I want to ask questions about it.');
    const gpt = new URL(assistantUrl('chatgpt', '阅读 {url}', 'https://x/a.md'));
    expect(gpt.hostname).toBe('chatgpt.com');
    expect(gpt.searchParams.get('q')).toBe('阅读 https://x/a.md');
  });
});
