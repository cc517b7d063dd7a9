import { describe, expect, it } from 'vitest';
import { codeSamplesOf } from './code-samples.ts';
import { sampleModule } from './sample-modules.ts';
import { checkSamples, pagePosition } from './sample-program.ts';
import ts from 'typescript';

const root = process.cwd();
const page = (body: string) => `---\ndescription: d\n---\n# A\n\n${body}`;
const problemsOf = (file: string, body: string, corePackage = '@rsbuild/core', plugins: Record<string, string> = {}) =>
  checkSamples(codeSamplesOf(file, page(body)), corePackage, root, plugins).map((p) => `${p.line}:${p.column} ${p.message.slice(0, p.message.indexOf(':'))}`);

describe('pagePosition', () => {
  const [sample] = codeSamplesOf('a.mdx', page('- item\n\n  ```ts\n  output: {\n    target: "web",\n  },\n  ```\n'));
  const module = sampleModule({ code: sample.code, scriptKind: ts.ScriptKind.TS }, [], 'a');
  it("maps the sample's lines to their page lines and columns", () => {
    // module line 3 is the sample's second line, `    target: "web",`, on page line 10 after the list indentation
    expect(pagePosition(sample, module, 3, 4)).toEqual({ line: 10, column: 7 });
  });
  it('maps the lines added around a fragment to the fence', () => {
    expect(pagePosition(sample, module, 0, 5)).toEqual({ line: 8, column: 3 });
    expect(pagePosition(sample, module, 5, 0)).toEqual({ line: 8, column: 3 });
  });
});

describe('checkSamples', () => {
  it("checks a plugin's options against the plugin release of the page's version", { timeout: 60_000 }, () => {
    const body = [
      '```ts', //                                                   6
      "import { defineConfig } from '@rsbuild/core';", //           7
      "import { pluginReact } from '@rsbuild/plugin-react';", //   8
      '', //                                                       9
      'export default defineConfig({', //                         10
      '  plugins: [pluginReact({ fastRefresh: false, reactCompiler: true })],', // 11
      '});', //                                                   12
      '```',
    ].join('\n');
    // `fastRefresh` is an option of both releases; `reactCompiler` arrived with the 2.x plugin.
    expect(problemsOf('a.mdx', body, '@rsbuild/core', { '@rsbuild/plugin-react': '@rsbuild/plugin-react' })).toEqual([]);
    expect(problemsOf('a.mdx', body, '@rsbuild/core-v1', { '@rsbuild/plugin-react': '@rsbuild/plugin-react-v1' })).toEqual(['11:47 TS2353']);
  });

  it('reports a wrong option where the page has it, in a module and in a fragment', () => {
    const body = [
      '```ts title="rsbuild.config.ts"', //                6
      "import { defineConfig } from '@rsbuild/core';", //  7
      '', //                                              8
      'export default defineConfig({', //                 9
      "  output: { target: 'browser' },", //             10
      '});', //                                           11
      '```', //                                           12
      '', //                                              13
      '- In a list:', //                                  14
      '', //                                              15
      '  ```ts', //                                       16
      "  output: { target: 'browser' },", //             17
      '  ```', //                                         18
      '',
      '```ts',
      "output: { target: 'web' },",
      '```',
    ].join('\n');
    expect(problemsOf('docs/en/config/fake.mdx', body)).toEqual(['10:13 TS2322', '17:13 TS2322']);
  }, 60_000);

  it("resolves @rsbuild/core to the page's version, and types the objects the pages name without declaring them", () => {
    const config = "```ts\nimport { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({ splitChunks: false });\n```\n";
    const context = '```ts\napi.modifyRsbuildConfig(() => {});\nawait rsbuild.build();\nrsbuild.notAMethod();\nconsole.log(devServer.port);\n```\n';
    expect(problemsOf('docs/en/config/fake.mdx', `${config}\n${context}`)).toEqual(['15:9 TS2339']);
    expect(problemsOf('docs/1.x/en/config/fake.mdx', `${config}\n${context}`, '@rsbuild/core-v1')).toEqual(['9:31 TS2769', '15:9 TS2339']);
  }, 60_000);

  it("types the imports of uninstalled plugins on the list and of the reader's own files as any, and reports other unresolved modules", () => {
    const body = [
      '```ts', //                                                      6
      "import { defineConfig } from '@rsbuild/core';", //             7
      "import { pluginSass } from '@rsbuild/plugin-sass';", //        8
      "import { pluginLocal } from './plugins/local';", //           9
      "import { pluginOther } from '@rsbuild/plugin-other';", //     10
      '', //                                                         11
      'export default defineConfig({', //                            12
      '  plugins: [pluginSass({ anything: true }), pluginLocal(), pluginOther()],', // 13
      "  output: { target: 'browser' },", //                         14
      '});', //                                                      15
      '```',
    ].join('\n');
    expect(problemsOf('docs/en/config/fake.mdx', body)).toEqual(['10:29 TS2307', '14:13 TS2322']);
  }, 60_000);

  it("gives a declaration file's globals to the samples of its page only", () => {
    const declared = '```ts title="src/env.d.ts"\ndeclare const __VERSION__: string;\n```\n\n```ts\nconsole.log(__VERSION__);\n```\n';
    const samples = [
      ...codeSamplesOf('docs/en/config/declares.mdx', page(declared)),
      ...codeSamplesOf('docs/en/config/uses.mdx', page('```ts\nconsole.log(__VERSION__);\n```\n')),
    ];
    expect(checkSamples(samples, '@rsbuild/core', root).map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)).toEqual([
      "docs/en/config/uses.mdx:7:13 TS2304: Cannot find name '__VERSION__'.",
    ]);
  }, 60_000);
});
