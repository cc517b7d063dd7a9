/** How schema issues become problems: readable paths, generic wording, and the form a value was meant to have. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkWithSchema, formatPath } from './schema-problems.ts';

const problemsOf = (schema: z.ZodType, value: unknown) => {
  const result = checkWithSchema(schema, value);
  return 'problems' in result ? result.problems.map((p) => `${formatPath(p.path)}: ${p.message}`) : [];
};

describe('formatPath', () => {
  it('writes identifiers after a dot, indexes in brackets and other keys quoted', () => {
    expect(formatPath(['locales', 0, 'sidebar', '/guide/', 2, 'text'])).toBe('locales[0].sidebar["/guide/"][2].text');
    expect(formatPath(['link-rss'])).toBe('link-rss');
    expect(formatPath(['a', 'link-rss'])).toBe('a["link-rss"]');
    expect(formatPath([])).toBe('(root)');
  });
});

describe('checkWithSchema', () => {
  it('returns the output, defaults filled in', () => {
    expect(checkWithSchema(z.object({ span: z.number().default(4) }), {})).toEqual({ data: { span: 4 } });
  });
  it('words issues generically when the schema has no message of its own', () => {
    const schema = z.strictObject({ a: z.boolean(), b: z.enum(['x', 'y', 'z']), c: z.string().min(1), d: z.array(z.number()).min(2) });
    expect(problemsOf(schema, { a: 'yes', b: 'w', c: '', d: [1], e: 1 })).toEqual([
      'a: must be true or false',
      'b: must be "x", "y" or "z"',
      'c: must be a non-empty string',
      'd: must list at least 2',
      'e: is not a known option',
    ]);
  });
  it('keeps the first problem of each place', () => {
    expect(problemsOf(z.object({ url: z.string().min(1).startsWith('https://') }), { url: '' })).toEqual(['url: must be a non-empty string']);
  });
  it('reports the problems of the one form a value resembles, else the union as a whole', () => {
    const schema = z.union([z.strictObject({ kind: z.literal('a'), size: z.number() }), z.strictObject({ name: z.string() })], { error: 'must be a or named' });
    expect(problemsOf(schema, { kind: 'a', size: 'big' })).toEqual(['size: must be a number']);
    expect(problemsOf(schema, { name: 5 })).toEqual(['name: must be a string']);
    expect(problemsOf(schema, { kind: 'a', name: 'n' })).toEqual(['kind: is not a known option']);
    expect(problemsOf(schema, { kind: 'b', name: 5 })).toEqual(['(root): must be a or named']);
    expect(problemsOf(schema, 5)).toEqual(['(root): must be a or named']);
  });
});
