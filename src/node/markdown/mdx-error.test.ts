import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { mdxError } from './mdx-error.ts';

/** The error MDX throws for `source`, as the build reports it. */
async function reported(source: string): Promise<string> {
  try {
    await compile(source);
  } catch (error) {
    return mdxError('docs/en/a.mdx', error).message;
  }
  throw new Error('compiled');
}

describe('mdxError', () => {
  it('reports an element never closed at the element, its range left out of the reason', async () => {
    expect(await reported('# T\n\nText.\n\n<Tabs>\n\nmore text\n')).toBe('docs/en/a.mdx:5:1 invalid MDX: Expected a closing tag for `<Tabs>`');
    expect(await reported('# T\n\n- a <b>x\n- c</b>\n')).toBe('docs/en/a.mdx:3:5 invalid MDX: Expected a closing tag for `<b>` before the end of `paragraph`');
  });

  it('reports a closing tag that matches no element at the closing tag, naming the open one', async () => {
    expect(await reported('<div>\n\n</span>\n')).toBe(
      'docs/en/a.mdx:3:1 invalid MDX: Unexpected closing tag `</span>`, expected corresponding closing tag for `<div>` (1:1-1:6)',
    );
  });

  it("adds the parser's own cause to an expression or import it cannot read", async () => {
    expect(await reported('a {b c} d\n')).toBe('docs/en/a.mdx:1:5 invalid MDX: Could not parse expression with acorn: Unexpected content after expression');
    expect(await reported('Some <div broken text\n')).toMatch(/^docs\/en\/a\.mdx:1:22 invalid MDX: Unexpected end of file in attribute name/);
  });

  it('reports anything else thrown at the first line', () => {
    expect(mdxError('docs/en/a.mdx', new Error('plugin failed\nstack')).message).toBe('docs/en/a.mdx:1:1 invalid MDX: plugin failed');
  });
});
