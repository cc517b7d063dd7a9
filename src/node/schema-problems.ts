/**
 * Checks a value against a zod schema and turns what is wrong into one problem per offending place,
 * phrased for the person who wrote the file ("must be a string", "must be "error" or "warn"").
 * A schema's own message wins over these generic ones.
 */
import type { z } from 'zod';

export interface SchemaProblem {
  path: PropertyKey[];
  message: string;
  /** The last key of `path` is not one the schema knows. */
  unknownKey?: true;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  boolean: 'true or false',
  number: 'a number',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  record: 'an object',
  date: 'a date',
};

const orList = (values: readonly unknown[]) => {
  const words = values.map((v) => JSON.stringify(v));
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? 'nothing');
};

/** The generic phrasing of an issue (a missing value reads as a wrong one: "must be a string"). */
export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `must be ${orList(issue.values)}`;
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'must be a non-empty string' : `must have at least ${issue.minimum} characters`;
      return issue.origin === 'array' ? `must list at least ${issue.minimum}` : `must be at least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'array' ? `must list at most ${issue.maximum}` : `must be at most ${issue.maximum}`;
    case 'invalid_format':
      return issue.format === 'starts_with' ? `must start with ${JSON.stringify(issue.prefix)}` : `must match ${issue.pattern ?? issue.format}`;
    case 'invalid_union':
      return issue.discriminator && Array.isArray(issue.options) ? `must be ${orList(issue.options)}` : 'has none of the accepted forms';
    case 'invalid_key':
      return issue.issues[0]?.message ?? 'is not an accepted key';
    default:
      return undefined;
  }
};

/** The schema's output, or every problem found (the first one of each place). */
export function checkWithSchema<S extends z.ZodType>(schema: S, value: unknown): { data: z.output<S> } | { problems: SchemaProblem[] } {
  const result = schema.safeParse(value, { error: issueMessage });
  if (result.success) return { data: result.data };
  const seen = new Set<string>();
  const problems = problemsOf(result.error.issues, value, []).filter((p) => {
    const key = formatPath(p.path);
    return !seen.has(key) && seen.add(key);
  });
  return { problems };
}

/** `locales[0].sidebar["/guide/"][2].text`: identifiers after a dot, other keys quoted, the root as `(root)`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((key, i) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      if (i === 0) return name;
      return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
    })
    .join('');
}

function problemsOf(issues: readonly z.core.$ZodIssue[], root: unknown, base: PropertyKey[]): SchemaProblem[] {
  return issues.flatMap((issue): SchemaProblem[] => {
    const path = [...base, ...issue.path];
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => ({ path: [...path, key], message: 'is not a known option', unknownKey: true }));
    if (issue.code === 'invalid_union' && issue.errors.length) {
      // When the value has the shape of exactly one of the forms, its problems are that form's.
      const here = valueAt(root, path);
      const fitting = issue.errors.filter((branch) => fits(branch, here));
      if (fitting.length === 1) return problemsOf(fitting[0], root, path);
    }
    return [{ path, message: issue.message }];
  });
}

/** Whether `value` has the shape of the form that reported `issues`: no missing or unknown key, not another type. */
function fits(issues: readonly z.core.$ZodIssue[], value: unknown): boolean {
  return !issues.some((issue) => {
    if (issue.code === 'unrecognized_keys') return true;
    if (issue.code !== 'invalid_type' && issue.code !== 'invalid_value') return false;
    if (issue.path.length === 0) return true;
    const parent = valueAt(value, issue.path.slice(0, -1));
    return !!parent && typeof parent === 'object' && !((issue.path.at(-1) as PropertyKey) in parent);
  });
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let here = value;
  for (const key of path) here = here && typeof here === 'object' ? (here as Record<PropertyKey, unknown>)[key] : undefined;
  return here;
}
