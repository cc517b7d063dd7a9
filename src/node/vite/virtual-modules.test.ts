import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VIRTUAL_DTS, virtualDts, virtualId, virtualModuleOf } from './virtual-modules.ts';

describe('virtual modules', () => {
  it('declares in src/runtime/virtual.d.ts what the table holds (else: npx tsx src/node/vite/virtual-modules.ts)', () => {
    expect(readFileSync(VIRTUAL_DTS, 'utf8')).toBe(virtualDts());
  });

  it('names a module of the table, a family by its key, and nothing else', () => {
    expect(virtualModuleOf('virtual:site-data')?.name).toBe('site-data');
    expect(virtualModuleOf(virtualId('ui-strings', 'zh'))).toMatchObject({ name: 'ui-strings', key: 'zh' });
    expect(virtualModuleOf(virtualId('sidebar', 'guide/'))).toMatchObject({ name: 'sidebar', key: 'guide/' });
    expect(virtualModuleOf('virtual:sidebar')).toBeUndefined();
    expect(virtualModuleOf('virtual:site-data/x')).toBeUndefined();
    expect(virtualModuleOf('virtual:unknown')).toBeUndefined();
    expect(virtualModuleOf('virtual:toString')).toBeUndefined();
    expect(virtualModuleOf('/src/runtime/client.tsx')).toBeUndefined();
  });
});
