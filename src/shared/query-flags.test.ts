import { expect, it } from 'vitest';
import { hiddenByQuery } from './query-flags.ts';

it('only =0 hides a part', () => {
  expect([...hiddenByQuery('?navbar=0&sidebar=1&outline=false&footer=0')]).toEqual(['navbar', 'footer']);
  expect([...hiddenByQuery('?globalUIComponents=0')]).toEqual(['globalUIComponents']);
  expect(hiddenByQuery('').size).toBe(0);
});
