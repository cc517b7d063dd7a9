import { describe, expect, it } from 'vitest';
import { progressOn } from './progress.ts';

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { written, out: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream };
}

describe('build progress', () => {
  it('writes plain lines in a log: each phase, and each quarter of its pages', () => {
    const { written, out } = stream(false);
    const progress = progressOn(out);
    progress.start('client');
    progress.start('prerender', 8);
    for (let i = 0; i < 8; i++) progress.step();
    expect(written).toEqual([
      'building: client\n',
      'building: prerender 0/8 pages\n',
      'building: prerender 2/8 pages\n',
      'building: prerender 4/8 pages\n',
      'building: prerender 6/8 pages\n',
      'building: prerender 8/8 pages\n',
    ]);
  });

  it('rewrites one line on a terminal, shows the last page, and clears it at the end', () => {
    const { written, out } = stream(true);
    const progress = progressOn(out);
    progress.start('compile', 3);
    for (let i = 0; i < 3; i++) progress.step();
    progress.end();
    expect(written[0]).toBe('\r\x1b[Kbuilding: compile 0/3 pages');
    expect(written).toContain('\r\x1b[Kbuilding: compile 3/3 pages');
    expect(written.every((w) => w.startsWith('\r\x1b[K') && !w.includes('\n'))).toBe(true);
    expect(written.at(-1)).toBe('\r\x1b[K');
  });
});
