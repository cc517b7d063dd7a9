import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { readableOn } from './code-theme-contrast.ts';
import { CODE_BACKGROUNDS, codeBackgrounds, getHighlighter, CODE_THEMES } from './highlighter.ts';

describe('readableOn', () => {
  it('keeps a colour that already reads on every background', () => {
    expect(readableOn('#e1e4e8', ['#18181c'])).toBe('#e1e4e8');
  });

  it('lightens a dim comment on a dark block until it reaches AA', () => {
    const fixed = readableOn('#6A737D', ['#18181c']);
    expect(wcagContrast('#6A737D', '#18181c')).toBeLessThan(4.5);
    expect(wcagContrast(fixed, '#18181c')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a pale token on a light block, measured against the worst of its backgrounds', () => {
    const backgrounds = ['#f6f7f9', '#f5e6d9'];
    const fixed = readableOn('#999999', backgrounds);
    for (const bg of backgrounds) expect(wcagContrast(fixed, bg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the code themes', () => {
  it('are drawn on the backgrounds the style sheets give code blocks', () => {
    const css = ['base.css', 'content.css'].map((f) => readFileSync(join(import.meta.dirname, '../../theme/styles', f), 'utf8')).join('\n');
    const dark = css.slice(css.indexOf('.dark {'));
    expect(css).toContain(`--c-code-bg: ${CODE_BACKGROUNDS.light.block};`);
    expect(dark).toContain(`--c-code-bg: ${CODE_BACKGROUNDS.dark.block};`);
    expect(css).toContain(`--c-brand-soft: ${CODE_BACKGROUNDS.light.tints[0]};`);
    expect(dark).toContain(`--c-brand-soft: ${CODE_BACKGROUNDS.dark.tints[0]};`);
    expect(css).toContain(`.s-code-block .diff.add { background: ${CODE_BACKGROUNDS.light.tints[1]}; }`);
    expect(css).toContain(`.s-code-block .diff.remove { background: ${CODE_BACKGROUNDS.light.tints[2]}; }`);
  });

  it('give every token 4.5:1 or more on the block and its tinted lines, in both themes', async () => {
    const highlighter = await getHighlighter();
    for (const mode of ['light', 'dark'] as const) {
      const theme = highlighter.getTheme(CODE_THEMES[mode]);
      const colors = [theme.fg, ...theme.settings.map((s) => s.settings.foreground)].filter((c): c is string => Boolean(c) && !/^#.{6}[0-9a-f]{2}$/i.test(c!));
      expect(colors.length).toBeGreaterThan(10);
      for (const color of colors) {
        for (const bg of codeBackgrounds(mode)) expect(wcagContrast(color, bg), `${mode} ${color} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
