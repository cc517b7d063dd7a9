import { expect, it } from 'vitest';
import { slugOf } from './slug.ts';

it('lower-cases, drops punctuation and joins words with hyphens', () => {
  expect(slugOf('Build Performance: Tips & Tricks')).toBe('build-performance-tips--tricks');
  expect(slugOf('  output.distPath ')).toBe('outputdistpath');
  expect(slugOf('快速上手')).toBe('快速上手');
});
