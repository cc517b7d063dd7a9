import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, isRedeployed, mayReload } from './chunk-failure.ts';

describe('isRedeployed', () => {
  const html = '<html><head><script type="module" crossorigin src="/assets/index.abc123.js"></script></head></html>';
  it('is false while the served page names the running entry', () => {
    expect(isRedeployed(html, '/assets/index.abc123.js')).toBe(false);
  });
  it('is true once the served page names another entry', () => {
    expect(isRedeployed(html, '/assets/index.old999.js')).toBe(true);
  });
  it('is false when the running entry is unknown', () => {
    expect(isRedeployed(html, null)).toBe(false);
  });
});

describe('mayReload', () => {
  it('allows the first reload', () => {
    expect(mayReload(0, 1_000_000)).toBe(true);
  });
  it('refuses a second reload within the guard time', () => {
    expect(mayReload(1_000_000, 1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  });
  it('allows one again after the guard time', () => {
    expect(mayReload(1_000_000, 1_000_000 + RELOAD_GUARD_MS)).toBe(true);
  });
  it('allows it when the recorded time lies in the future (a changed clock)', () => {
    expect(mayReload(2_000_000, 1_000_000)).toBe(true);
  });
});
