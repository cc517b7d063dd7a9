import { describe, expect, it } from 'vitest';
import { fallbackPromptText } from './clipboard.ts';

describe('fallbackPromptText', () => {
  it('names the copy keys of the platform', () => {
    expect(fallbackPromptText('MacIntel')).toBe('Copy to clipboard: ⌘+C, Enter');
    expect(fallbackPromptText('Linux x86_64')).toBe('Copy to clipboard: Ctrl+C, Enter');
  });
});
