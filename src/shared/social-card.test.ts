import { describe, expect, it } from 'vitest';
import { hasSocialCards, socialCardPathOf } from './social-card.ts';

describe('social card paths', () => {
  it('puts a card beside its route, under og/, one file per route', () => {
    expect(socialCardPathOf('/')).toBe('/og/index.png');
    expect(socialCardPathOf('/zh/')).toBe('/og/zh/index.png');
    expect(socialCardPathOf('/guide/start/')).toBe('/og/guide/start/index.png');
    expect(socialCardPathOf('/config/mode')).toBe('/og/config/mode.png');
    expect(socialCardPathOf('/1.x/zh/config/output/charset')).toBe('/og/1.x/zh/config/output/charset.png');
  });
  it('makes cards unless the site turns them off', () => {
    expect(hasSocialCards({})).toBe(true);
    expect(hasSocialCards({ socialCards: true })).toBe(true);
    expect(hasSocialCards({ socialCards: false })).toBe(false);
  });
});
