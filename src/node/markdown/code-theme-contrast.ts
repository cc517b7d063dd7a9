/**
 * Code themes made readable on the site's own code background: every foreground colour of a Shiki
 * theme that falls below WCAG AA (4.5:1) against the block's background is moved in lightness
 * (OKLCH, hue and chroma kept) until it passes. Done once per build on the theme objects, so no
 * page or colour is picked by hand, and a theme change cannot bring back an unreadable token.
 */
import { formatHex, oklch, parse, wcagContrast } from 'culori';
import type { ThemeRegistrationResolved } from 'shiki';

/** WCAG AA for normal text, with a margin so that rounding to a hex colour cannot drop below 4.5. */
export const MIN_CONTRAST = 4.6;

/**
 * The foreground that reads on every one of `backgrounds` (the block and its tinted lines): the
 * colour itself when it already does, else the nearest lightness that does.
 */
export function readableOn(color: string, backgrounds: string[]): string {
  const parsed = parse(color);
  if (!parsed) return color;
  const alpha = parsed.alpha ?? 1;
  const worst = (c: string) => Math.min(...backgrounds.map((bg) => wcagContrast(c, bg)));
  if (alpha < 1 || worst(color) >= MIN_CONTRAST) return color;
  const start = oklch(parsed);
  // Dark backgrounds need lighter text; light backgrounds darker text.
  const direction = wcagContrast('#000', backgrounds[0]) > wcagContrast('#fff', backgrounds[0]) ? -1 : 1;
  for (let step = 1; step <= 100; step++) {
    const l = Math.min(1, Math.max(0, start.l + direction * step * 0.01));
    const candidate = formatHex({ ...start, l });
    if (worst(candidate) >= MIN_CONTRAST) return candidate;
  }
  return direction > 0 ? '#ffffff' : '#000000';
}

/** A copy of the theme whose every foreground colour reads on `backgrounds` (see readableOn). */
export function withReadableColors(theme: ThemeRegistrationResolved, backgrounds: string[]): ThemeRegistrationResolved {
  const fix = (color: string | undefined) => (color ? readableOn(color, backgrounds) : color);
  return {
    ...theme,
    fg: fix(theme.fg) ?? theme.fg,
    colors: theme.colors && { ...theme.colors, 'editor.foreground': fix(theme.colors['editor.foreground']) ?? '' },
    settings: theme.settings.map((rule) => ({ ...rule, settings: { ...rule.settings, foreground: fix(rule.settings.foreground) } })),
  };
}
