import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, isRedeployed, mayReload } from './chunk-failure.ts';
import { bootElement } from '../shared/site-boot.ts';

describe('isRedeployed', () => {
  const boot = { app: '/assets/index.abc123.js', preload: [], page: '/assets/p/page.js', manifest: '/assets/routes.json', route: '/guide/' };
  const html = `<html><head>${bootElement(boot)}</head></html>`;
  it('is false while the served page names the running entry', () => {
    expect(isRedeployed(html, '/assets/index.abc123.js')).toBe(false);
  });
  it('is true once the served page names another entry', () => {
    expect(isRedeployed(html, '/assets/index.old999.js')).toBe(true);
  });
  it('is false when the running entry is unknown', () => {
    expect(isRedeployed(html, undefined)).toBe(false);
  });
  it('is true when the served page has no boot data (not a page of this site)', () => {
    expect(isRedeployed('<html><body>Bad gateway</body></html>', '/assets/index.abc123.js')).toBe(true);
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
