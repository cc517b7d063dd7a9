import { describe, expect, it } from 'vitest';
import { codeSamplesOf, optOutProblems } from './code-samples.ts';

const page = [
  '---', //                                  1
  'description: d', //                        2
  '---', //                                   3
  '# output.target', //                       4
  '', //                                      5
  '- **Type:**', //                           6
  '', //                                      7
  '  ```ts', //                               8
  "  type Target = 'web' | 'node';", //       9
  '  ```', //                                10
  '', //                                     11
  '```js title="scripts/dev.mjs"', //       12
  'await run();', //                         13
  '```', //                                  14
  '', //                                     15
  '```bash', //                              16
  'npx rsbuild build', //                    17
  '```', //                                  18
  '', //                                     19
  ':::tip', //                               20
  '```ts title="src/env.d.ts" nocheck="declares what another page uses"', // 21
  'declare const __VERSION__: string;', //   22
  '```', //                                  23
  ':::', //                                  24
].join('\n');

describe('codeSamplesOf', () => {
  const samples = codeSamplesOf('docs/en/config/output/target.mdx', page);

  it('finds the TypeScript and JavaScript fences, in lists and callouts too', () => {
    expect(samples.map((s) => [s.fenceLine, s.code])).toEqual([
      [8, "type Target = 'web' | 'node';"],
      [12, 'await run();'],
      [21, 'declare const __VERSION__: string;'],
    ]);
  });
  it('places each code line in the page, indentation included', () => {
    expect(samples[0]).toMatchObject({ fenceLine: 8, fenceColumn: 3, columns: [3] });
    expect(samples[1]).toMatchObject({ fenceLine: 12, fenceColumn: 1, columns: [1] });
  });
  it('takes the extension from the title, and a declaration file as global', () => {
    expect(samples.map((s) => [s.extension, s.global])).toEqual([
      ['.ts', false],
      ['.mjs', false],
      ['.ts', true],
    ]);
  });
  it('reads the opt-out and its reason', () => {
    expect(samples.map((s) => s.nocheck)).toEqual([undefined, undefined, 'declares what another page uses']);
  });
});

describe('optOutProblems', () => {
  it('accepts an opt-out with a reason and reports one without, at its fence', () => {
    const [withReason] = codeSamplesOf('a.mdx', '# A\n\n```ts nocheck="shows the error on purpose"\nconst a: number = "";\n```\n');
    const [without] = codeSamplesOf('a.mdx', '# A\n\n  ```ts nocheck\n  const a: number = "";\n  ```\n');
    expect(optOutProblems([withReason])).toEqual([]);
    expect(optOutProblems([without])).toEqual([{ file: 'a.mdx', line: 3, column: 3, message: expect.stringMatching(/^nocheck without a reason/) }]);
  });
});
