import { describe, expect, it } from 'vitest';
import { safeDecodeURIComponent } from './safe-decode.ts';

describe('safeDecodeURIComponent', () => {
  it('decodes well-formed escapes', () => {
    expect(safeDecodeURIComponent('%E4%B8%AD%E6%96%87')).toBe('中文');
    expect(safeDecodeURIComponent('/guide/a%20b')).toBe('/guide/a b');
    expect(safeDecodeURIComponent('plain')).toBe('plain');
  });
  it('keeps malformed escapes as written instead of throwing', () => {
    for (const text of ['%E0%A4%A', '/guide/%E0%A4%A', '%', '100%', '%zz', '%C0%80', '%ED%A0%80']) {
      expect(() => safeDecodeURIComponent(text), text).not.toThrow();
      expect(safeDecodeURIComponent(text), text).toBe(text);
    }
  });
});
