/**
 * A code sample as a module the compiler can check. Pages often show fragments; each kind is made
 * whole by adding lines before and after it, never by changing its own lines, so a position in the
 * sample is the same line offset and column in the module:
 * - a config object (`{ output: { … } }`) is the argument of `defineConfig(…)`;
 * - config members (`output: { … },`) are the properties of the object given to `defineConfig`;
 * - type declarations (the Type of an option, the signature of an API) and type members
 *   (`getStats: () => Promise<…>;`) are declarations in Rsbuild's vocabulary: every name
 *   `@rsbuild/core` exports is in scope unless the sample declares it, and a signature needs no body;
 * - a declaration file (titled `*.d.ts`, like the reader's `src/env.d.ts`) declares globals;
 * - anything else is checked as it is, a module of its own, so samples do not share their names.
 * The objects the pages talk about without declaring them are declared once for all samples
 * (CONTEXT_DECLARATIONS).
 */
import ts from 'typescript';

export type SampleKind = 'config object' | 'config members' | 'type members' | 'declarations' | 'global declarations' | 'code';

export interface SampleModule {
  kind: SampleKind;
  text: string;
  /** The module line (0-based) holding the sample's first line. */
  firstLine: number;
}

/** `@rsbuild/core` of the sample's version: the 1.x samples resolve it to the 1.x package (sample-program.ts). */
const CORE = '@rsbuild/core';

/**
 * The objects the pages name without declaring them, as the types `@rsbuild/core` gives them: a
 * plugin's `api`, the instance `rsbuild` and the `devServer` it creates in the JavaScript API pages.
 * Globals: a sample that declares one of these names itself shadows it.
 */
export const CONTEXT_DECLARATIONS = [
  `declare const api: import('${CORE}').RsbuildPluginAPI;`,
  `declare const rsbuild: import('${CORE}').RsbuildInstance;`,
  `declare const devServer: import('${CORE}').RsbuildDevServer;`,
].join('\n');

export interface SampleSource {
  code: string;
  scriptKind: ts.ScriptKind;
  /** A declaration file's sample (`src/env.d.ts`): its declarations are global. */
  global?: boolean;
}

/**
 * The sample as a module. `coreExports` are the names `@rsbuild/core` exports (for declarations);
 * `id` names the sample uniquely in its program.
 */
export function sampleModule({ code, scriptKind, global }: SampleSource, coreExports: readonly string[], id: string): SampleModule {
  const parsed = ts.createSourceFile('sample', code, ts.ScriptTarget.Latest, false, scriptKind);
  const kind = global ? 'global declarations' : kindOf(parsed);
  const wrap = (before: string[], after: string[]): SampleModule => ({ kind, text: [...before, code, ...after].join('\n'), firstLine: before.length });
  const vocabulary = () => {
    const own = declaredNames(parsed);
    const names = coreExports.filter((name) => !own.has(name));
    return names.length ? `import type { ${names.join(', ')} } from '${CORE}';` : '';
  };
  switch (kind) {
    case 'config object':
      return wrap([`import { defineConfig } from '${CORE}';`, 'export default defineConfig('], [');']);
    case 'config members':
      return wrap([`import { defineConfig } from '${CORE}';`, 'export default defineConfig({'], ['});']);
    // In an ambient module of its own: a signature needs no body there, imports are allowed, and names stay the sample's.
    case 'declarations':
      return wrap([`declare module '${id}' {`, vocabulary()], ['}']);
    case 'type members':
      return wrap([`declare module '${id}' {`, vocabulary(), 'type Members = {'], ['};', '}']);
    case 'global declarations':
      return wrap([], []);
    case 'code':
      return wrap([], ['export {};']);
  }
}

function kindOf(parsed: ts.SourceFile): SampleKind {
  // The leading tokens tell a fragment: `{ output: … }`, `output: …,` or `getStats: () => …;`.
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, parsed.languageVariant, parsed.text);
  const first = scanner.scan();
  if (first === ts.SyntaxKind.OpenBraceToken) return 'config object';
  if (isPropertyName(first) && scanner.scan() === ts.SyntaxKind.ColonToken) {
    return endsMemberWithSemicolon(scanner) ? 'type members' : 'config members';
  }
  if (parsed.statements.some(isTypeDeclaration) && parsed.statements.every((s) => isTypeDeclaration(s) || ts.isImportDeclaration(s))) {
    return 'declarations';
  }
  return 'code';
}

/** A token that can name a property: `output`, `'some-key'`, or a keyword such as `module`. */
function isPropertyName(token: ts.SyntaxKind): boolean {
  return (
    token === ts.SyntaxKind.Identifier || token === ts.SyntaxKind.StringLiteral || (token >= ts.SyntaxKind.FirstKeyword && token <= ts.SyntaxKind.LastKeyword)
  );
}

/** Whether a member list separates its members with `;` (a type's) rather than `,` (an object's). */
function endsMemberWithSemicolon(scanner: ts.Scanner): boolean {
  let depth = 0;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.OpenBraceToken || token === ts.SyntaxKind.OpenParenToken || token === ts.SyntaxKind.OpenBracketToken) depth++;
    else if (token === ts.SyntaxKind.CloseBraceToken || token === ts.SyntaxKind.CloseParenToken || token === ts.SyntaxKind.CloseBracketToken) depth--;
    else if (depth === 0 && (token === ts.SyntaxKind.SemicolonToken || token === ts.SyntaxKind.CommaToken)) return token === ts.SyntaxKind.SemicolonToken;
  }
  return false;
}

/** A type, an interface or a function signature: what the Type of an option and an API signature are made of. */
function isTypeDeclaration(statement: ts.Statement): boolean {
  if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) return true;
  return ts.isFunctionDeclaration(statement) && !statement.body;
}

/** The names a sample declares at its top level, its imports included. */
function declaredNames(parsed: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of parsed.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
      else if (bindings) for (const element of bindings.elements) names.add(element.name.text);
    } else if ((ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isFunctionDeclaration(statement)) && statement.name) {
      names.add(statement.name.text);
    }
  }
  return names;
}
