import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sampleModule } from './sample-modules.ts';

const moduleOf = (code: string, options: { global?: boolean; coreExports?: string[] } = {}) =>
  sampleModule({ code, scriptKind: ts.ScriptKind.TS, global: options.global }, options.coreExports ?? [], 'docs/en/config/a.mdx:9');

/** The module's lines from where the sample starts: the sample's own lines come through unchanged. */
const sampleLines = (code: string, options?: Parameters<typeof moduleOf>[1]) => {
  const module = moduleOf(code, options);
  return module.text
    .split('\n')
    .slice(module.firstLine, module.firstLine + code.split('\n').length)
    .join('\n');
};

describe('sampleModule', () => {
  it('checks a config object as the argument of defineConfig', () => {
    const code = "{\n  output: { target: 'web' },\n}";
    expect(moduleOf(code)).toEqual({
      kind: 'config object',
      text: `import { defineConfig } from '@rsbuild/core';\nexport default defineConfig(\n${code}\n);`,
      firstLine: 2,
    });
  });
  it('checks config members as the properties of the object given to defineConfig', () => {
    const code = "// comments come first\noutput: {\n  target: 'web',\n},\nserver: { port: 3000 },";
    const module = moduleOf(code);
    expect(module.kind).toBe('config members');
    expect(module.text).toBe(`import { defineConfig } from '@rsbuild/core';\nexport default defineConfig({\n${code}\n});`);
    expect(sampleLines(code)).toBe(code);
  });
  it('checks members separated by semicolons as the members of a type', () => {
    const code = 'getStats: () => Promise<Rspack.Stats>;';
    const module = moduleOf(code, { coreExports: ['Rspack'] });
    expect(module.kind).toBe('type members');
    expect(module.text).toContain('type Members = {\ngetStats');
  });
  it("checks type declarations in Rsbuild's vocabulary, leaving out the names the sample declares or imports", () => {
    const code = "import type { Rspack } from '@rsbuild/core';\n\ntype Target = RsbuildTarget;\nfunction build(): Promise<void>;";
    const module = moduleOf(code, { coreExports: ['Rspack', 'RsbuildTarget', 'Target'] });
    expect(module.kind).toBe('declarations');
    expect(module.text.split('\n').slice(0, 2)).toEqual(["declare module 'docs/en/config/a.mdx:9' {", "import type { RsbuildTarget } from '@rsbuild/core';"]);
    expect(sampleLines(code, { coreExports: ['Rspack'] })).toBe(code);
  });
  it('checks other code as it is, as a module of its own', () => {
    const code = "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});";
    expect(moduleOf(code)).toEqual({ kind: 'code', text: `${code}\nexport {};`, firstLine: 0 });
    expect(moduleOf('const a = 1;').kind).toBe('code');
    expect(moduleOf('type A = 1;\nconst a: A = 1;').kind).toBe('code');
  });
  it('leaves a declaration file as it is, so its declarations are global', () => {
    const code = 'declare const __VERSION__: string;';
    expect(moduleOf(code, { global: true })).toEqual({ kind: 'global declarations', text: code, firstLine: 0 });
  });
});
