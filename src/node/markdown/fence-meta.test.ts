import { describe, expect, it } from 'vitest';
import { compilePage } from './compile-page.ts';
import { fenceAttribute, nocheckReason, parseFenceMeta, withoutNocheck } from './fence-meta.ts';

describe('fence meta', () => {
  it('reads quoted attributes and flags', () => {
    expect(fenceAttribute(`title="a.ts" other='b c'`, 'other')).toBe('b c');
    expect(fenceAttribute('subtitle="a.ts"', 'title')).toBeUndefined();
    expect(parseFenceMeta('title="rsbuild.config.ts" wrap lineNumbers=false')).toEqual({ title: 'rsbuild.config.ts', lineNumbers: false, wrap: true });
  });
  it('tells an opt-out with a reason from one without', () => {
    expect(nocheckReason('title="a.ts"')).toBeUndefined();
    expect(nocheckReason('title="a.ts" nocheck="shows the old error"')).toBe('shows the old error');
    for (const meta of ['nocheck', 'title="a.ts" nocheck', 'nocheck=""', "nocheck='  '", 'nocheck=true']) expect(nocheckReason(meta)).toBe('');
  });
  it('drops the opt-out in all its forms and keeps the rest', () => {
    expect(withoutNocheck('title="a.ts" nocheck="why {2}" wrap')).toBe('title="a.ts" wrap');
    expect(withoutNocheck('nocheck {2}')).toBe('{2}');
    expect(withoutNocheck('title="nocheck.ts"')).toBe('title="nocheck.ts"');
  });
  it('shows the reason neither in the HTML nor in the Markdown copy', async () => {
    const source = '---\ndescription: d\n---\n# T\n\n```ts title="a.ts" nocheck="a private reason {1}"\nconst a = 1;\n```\n';
    const { code, markdown } = await compilePage('x.mdx', source);
    expect(code).toContain('"data-title": "a.ts"');
    expect(code).not.toContain('private reason');
    // `{1}` in the reason is no line highlight
    expect(code).not.toContain('highlighted');
    expect(markdown).toContain('```ts title="a.ts"\nconst a = 1;\n```');
    expect(markdown).not.toContain('nocheck');
  });
});
