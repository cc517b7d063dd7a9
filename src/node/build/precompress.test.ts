import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('precompress', () => {
  it('writes a gzip copy beside each text file worth compressing, and leaves small and binary files alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const page = '<p>hello</p>\n'.repeat(200);
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'assets/app.js'), 'console.log(1);\n'.repeat(100));
    writeFileSync(join(dir, 'small.css'), 'a{}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096));
    const totals = precompress(dir);
    expect(totals.files).toBe(2);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(existsSync(join(dir, 'assets/app.js.gz'))).toBe(true);
    expect(existsSync(join(dir, 'small.css.gz'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
    expect(totals.gzipped).toBeLessThan(totals.bytes / 5);
  });
});
