import { describe, expect, it } from 'vitest';
import { pageHashLength } from './client-build.ts';

describe('pageHashLength', () => {
  it('names page chunks with 7 characters up to 4096 chunks and 8 beyond', () => {
    expect(pageHashLength(1)).toBe(7);
    expect(pageHashLength(388)).toBe(7);
    expect(pageHashLength(4096 - 64)).toBe(7);
    expect(pageHashLength(4096 - 63)).toBe(8);
    expect(pageHashLength(5388)).toBe(8);
  });
});
