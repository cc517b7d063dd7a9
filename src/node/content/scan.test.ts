import { describe, expect, it } from 'vitest';
import { lastCommitTimes } from './scan.ts';

describe('lastCommitTimes', () => {
  it("keeps each file's newest commit from a newest-first log", () => {
    const log = ['\x00300', '', 'docs/en/a.mdx', '\x00200', '', 'docs/en/a.mdx', 'docs/en/b.mdx', '\x00100', '', 'docs/en/b.mdx', ''].join('\n');
    const times = lastCommitTimes(log, '/repo');
    expect(times.get('/repo/docs/en/a.mdx')).toBe(300_000);
    expect(times.get('/repo/docs/en/b.mdx')).toBe(200_000);
    expect(times.size).toBe(2);
  });
});
