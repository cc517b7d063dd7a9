import { describe, expect, it } from 'vitest';
import type { CardContent } from './card-content.ts';
import { cardKeyOf, cardSummary, rendererVersionOf } from './social-cards.ts';

const card: CardContent = { site: 'Rsbuild', title: 'mode', section: 'Config', tagline: '', meta: 'Rsbuild 2.x · English' };

describe('social card cache', () => {
  it('keys a card by each text it shows and by the renderer', () => {
    const key = cardKeyOf(card, 'v1');
    expect(cardKeyOf({ ...card }, 'v1')).toBe(key);
    for (const field of ['site', 'title', 'section', 'tagline', 'meta'] as const)
      expect(cardKeyOf({ ...card, [field]: `${card[field]}!` }, 'v1')).not.toBe(key);
    expect(cardKeyOf(card, 'v2')).not.toBe(key);
    // Texts are kept apart: moving a word from one field to the next is another card.
    expect(cardKeyOf({ ...card, title: 'a', section: 'b c' }, 'v1')).not.toBe(cardKeyOf({ ...card, title: 'a b', section: 'c' }, 'v1'));
  });
  it('changes the renderer version with the logo', () => {
    expect(rendererVersionOf('data:image/svg+xml;base64,AA')).toBe(rendererVersionOf('data:image/svg+xml;base64,AA'));
    expect(rendererVersionOf('data:image/svg+xml;base64,AA')).not.toBe(rendererVersionOf('data:image/svg+xml;base64,AB'));
    expect(rendererVersionOf(undefined)).not.toBe(rendererVersionOf('data:image/svg+xml;base64,AA'));
  });
  it('summarises drawn and kept cards', () => {
    expect(cardSummary({ rendered: 792, fromCache: 0 })).toBe('792 drawn');
    expect(cardSummary({ rendered: 1, fromCache: 791 })).toBe('1 drawn, 791 kept');
  });
});
