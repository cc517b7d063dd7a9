import { expect, it } from 'vitest';
import { assetUrl } from './assets.ts';

it('prefixes site paths with the assets base and leaves absolute URLs alone', () => {
  expect(assetUrl('/images/logo.svg')).toBe('/images/logo.svg');
  expect(assetUrl('/images/logo.svg', 'https://cdn.example.com/site/')).toBe('https://cdn.example.com/site/images/logo.svg');
  expect(assetUrl('logo.svg', 'https://cdn.example.com')).toBe('https://cdn.example.com/logo.svg');
  expect(assetUrl('https://other.example/x.svg', 'https://cdn.example.com')).toBe('https://other.example/x.svg');
});
