import { describe, expect, it } from 'vitest';
import { parseThemeChoice, resolveTheme } from './theme-mode.ts';

describe('theme resolution', () => {
  it('treats an unknown stored value as auto', () => {
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('purple')).toBe('auto');
    expect(parseThemeChoice(null)).toBe('auto');
  });
  it('follows the system in auto and is always light when dark mode is off', () => {
    expect(resolveTheme('auto', true, true)).toBe('dark');
    expect(resolveTheme('auto', false, true)).toBe('light');
    expect(resolveTheme('dark', false, true)).toBe('dark');
    expect(resolveTheme('dark', true, false)).toBe('light');
  });
});
