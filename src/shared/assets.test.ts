import { expect, it } from 'vitest';
import { assetUrl } from './assets.ts';

it('prefixes site paths with the assets base and leaves absolute URLs alone', () => {
  expect(assetUrl('/toolchain/rspack.svg')).toBe('/toolchain/rspack.svg');
  expect(assetUrl('/toolchain/rspack.svg', 'https://cdn.example.com/site/')).toBe('https://cdn.example.com/site/toolchain/rspack.svg');
  expect(assetUrl('logo.svg', 'https://cdn.example.com')).toBe('https://cdn.example.com/logo.svg');
  expect(assetUrl('https://other.example/x.svg', 'https://cdn.example.com')).toBe('https://other.example/x.svg');
});
