/**
 * Type-checks the code samples of one documented version: every sample is a virtual module beside
 * its page (sample-modules.ts makes fragments whole), compiled with `strict` against the types of
 * that version's package, and each error is placed back in the page. One program holds the samples
 * of all pages, except a page with a declaration file's sample: its globals are for that page's
 * samples alone (as a reader's `env.d.ts` is for their project), so it gets a program of its own.
 * A module that does not resolve is an error, unless it is on the list of uninstalled packages
 * (untyped-modules.ts) or a file of the reader's project (a relative import).
 */
import ts from 'typescript';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeSample, SampleProblem } from './code-samples.ts';
import { CONTEXT_DECLARATIONS, sampleModule, type SampleModule } from './sample-modules.ts';
import { UNTYPED_MODULES } from './untyped-modules.ts';

/** What a reader's Rsbuild project compiles with: strict, a bundler's resolution, both Node and the browser. */
const OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
};

const SCRIPT_KINDS: Record<string, ts.ScriptKind> = {
  '.ts': ts.ScriptKind.TS,
  '.mts': ts.ScriptKind.TS,
  '.cts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
  '.mjs': ts.ScriptKind.JS,
  '.cjs': ts.ScriptKind.JS,
  '.jsx': ts.ScriptKind.JSX,
};

/** Parsed files of node_modules, shared by all programs (TypeScript's libs and Node's types are the same for every version). */
const parsedFiles = new Map<string, ts.SourceFile>();

/**
 * The problems of these samples (all of one version), checked against `corePackage`: the installed
 * package of their version, `@rsbuild/core` or an alias of an older line. `root` holds node_modules and the pages.
 */
export function checkSamples(samples: CodeSample[], corePackage: string, root: string, plugins: Record<string, string> = {}): SampleProblem[] {
  const files = new VersionFiles(root, corePackage, plugins);
  const coreExports = exportsOfCore(files);
  const pagesWithGlobals = new Set(samples.filter((s) => s.global).map((s) => s.file));
  const shared = samples.filter((s) => !pagesWithGlobals.has(s.file));
  const groups = [shared, ...[...pagesWithGlobals].map((page) => samples.filter((s) => s.file === page))];
  return groups.flatMap((group) => checkGroup(group, files, coreExports));
}

/** The virtual files of a version's programs (beside the real ones) and the compiler host that reads both. */
class VersionFiles {
  readonly texts = new Map<string, string>();
  readonly host: ts.CompilerHost;
  /** Declared for every program: the untyped modules, the objects the pages name (sample-modules.ts), the version's `@rsbuild/core/types`. */
  readonly common: string[];

  constructor(
    readonly root: string,
    readonly corePackage: string,
    /** Plugins by the name samples import → this version's installed package (doc-versions.ts). */
    readonly plugins: Record<string, string> = {},
  ) {
    const untyped = join(root, `${corePackage}.untyped-modules.d.ts`);
    const context = join(root, `${corePackage}.sample-context.d.ts`);
    // Shorthand ambient modules: every import from them, subpaths included, is `any`.
    this.texts.set(
      untyped,
      Object.keys(UNTYPED_MODULES)
        .flatMap((name) => [`declare module '${name}';`, `declare module '${name}/*';`])
        .join('\n'),
    );
    this.texts.set(context, CONTEXT_DECLARATIONS);
    this.common = [untyped, context, join(root, 'node_modules', corePackage, 'types.d.ts')];
    this.host = this.createHost();
  }

  /**
   * What a sample's import names: `@rsbuild/core` and the plugins are this version's packages, and a
   * package that Rsbuild bundles (`compiled/chokidar`) is that copy, whose types Rsbuild's own
   * declarations use. A plugin's own declarations import `@rsbuild/core` too: this version's.
   */
  private aliased(name: string, containingFile: string): string {
    const inPlugin = Object.values(this.plugins).some((p) => containingFile.includes(`/node_modules/${p}/`));
    if (!this.texts.has(containingFile) && !inPlugin) return name;
    const core = '@rsbuild/core';
    if (name === core || name.startsWith(`${core}/`)) return this.corePackage + name.slice(core.length);
    if (name in this.plugins) return this.plugins[name];
    const bundled = join(this.root, 'node_modules', this.corePackage, 'compiled', name, 'index.d.ts');
    return existsSync(bundled) ? bundled : name;
  }

  private createHost(): ts.CompilerHost {
    const base = ts.createCompilerHost(OPTIONS, true);
    const cache = ts.createModuleResolutionCache(this.root, (f) => f, OPTIONS);
    const typeCache = ts.createTypeReferenceDirectiveResolutionCache(this.root, (f) => f, OPTIONS, cache.getPackageJsonInfoCache());
    const host: ts.CompilerHost = {
      ...base,
      fileExists: (file) => this.texts.has(file) || base.fileExists(file),
      readFile: (file) => this.texts.get(file) ?? base.readFile(file),
      getSourceFile: (file, languageVersion, onError) => {
        const text = this.texts.get(file);
        if (text !== undefined) return ts.createSourceFile(file, text, languageVersion, false, scriptKindOf(file));
        let parsed = parsedFiles.get(file);
        if (!parsed) {
          parsed = base.getSourceFile(file, languageVersion, onError);
          if (parsed) parsedFiles.set(file, parsed);
        }
        return parsed;
      },
      resolveModuleNameLiterals: (literals, containingFile, redirected, options, containingSourceFile) =>
        literals.map((literal) =>
          ts.resolveModuleName(
            this.aliased(literal.text, containingFile),
            containingFile,
            options,
            host,
            cache,
            redirected,
            ts.getModeForUsageLocation(containingSourceFile, literal, options),
          ),
        ),
      resolveTypeReferenceDirectiveReferences: (references, containingFile, redirected, options, containingSourceFile) =>
        references.map((reference) => {
          const name = typeof reference === 'string' ? reference : reference.fileName.toLowerCase();
          const mode = typeof reference === 'string' ? undefined : ts.getModeForFileReference(reference, containingSourceFile?.impliedNodeFormat);
          return ts.resolveTypeReferenceDirective(this.aliased(name, containingFile), containingFile, options, host, redirected, typeCache, mode);
        }),
    };
    return host;
  }
}

/** The entries of UNTYPED_MODULES whose package now resolves to type declarations: they should leave the list. */
export function staleUntypedModules(root: string): string[] {
  const from = join(root, 'package.json');
  return Object.keys(UNTYPED_MODULES).filter((name) => {
    const resolved = ts.resolveModuleName(name, from, OPTIONS, ts.sys).resolvedModule;
    return resolved !== undefined && /\.d\.[cm]?ts$/.test(resolved.resolvedFileName);
  });
}

function scriptKindOf(file: string): ts.ScriptKind {
  return SCRIPT_KINDS[/\.[cm]?[jt]sx?$/.exec(file)?.[0] ?? '.ts'] ?? ts.ScriptKind.TS;
}

/** The names `@rsbuild/core` exports, for the declaration samples: read from a program of one file. */
function exportsOfCore(files: VersionFiles): string[] {
  const probe = join(files.root, `${files.corePackage}.exports.ts`);
  files.texts.set(probe, `export * from '@rsbuild/core';`);
  const program = ts.createProgram([probe], OPTIONS, files.host);
  const checker = program.getTypeChecker();
  return checker
    .getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(probe)!)!)
    .map((symbol) => symbol.name)
    .sort();
}

function checkGroup(samples: CodeSample[], files: VersionFiles, coreExports: string[]): SampleProblem[] {
  const modules = new Map<string, { sample: CodeSample; module: SampleModule }>();
  for (const sample of samples) {
    const fileName = `${join(files.root, sample.file)}.${sample.fenceLine}${sample.extension}`;
    const module = sampleModule(
      { code: sample.code, scriptKind: scriptKindOf(fileName), global: sample.global },
      coreExports,
      `${sample.file}:${sample.fenceLine}`,
    );
    modules.set(fileName, { sample, module });
    files.texts.set(fileName, module.text);
  }
  const program = ts.createProgram([...modules.keys(), ...files.common], OPTIONS, files.host);
  const problems: SampleProblem[] = [];
  for (const [fileName, { sample, module }] of modules) {
    const sourceFile = program.getSourceFile(fileName)!;
    for (const diagnostic of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]) {
      if (isReadersOwnModule(diagnostic)) continue;
      const { line, character } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      problems.push({ file: sample.file, ...pagePosition(sample, module, line, character), message: messageOf(diagnostic) });
    }
  }
  for (const diagnostic of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) {
    problems.push({ file: diagnostic.file?.fileName ?? files.corePackage, line: 1, column: 1, message: messageOf(diagnostic) });
  }
  return problems;
}

/**
 * The page position of a module position: the sample's own lines map to their page lines; the lines
 * added around a fragment map to the fence.
 */
export function pagePosition(sample: CodeSample, module: SampleModule, line: number, character: number): { line: number; column: number } {
  const index = line - module.firstLine;
  if (index < 0 || index >= sample.columns.length) return { line: sample.fenceLine, column: sample.fenceColumn };
  return { line: sample.fenceLine + 1 + index, column: sample.columns[index] + character };
}

function messageOf(diagnostic: ts.Diagnostic): string {
  return `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
}

/**
 * A relative import names a file of the reader's project (`./App`): it is typed `any`. Assets
 * (`./logo.svg`, `./a.module.css`) are not: Rsbuild's types (`@rsbuild/core/types`) declare them.
 */
function isReadersOwnModule(diagnostic: ts.Diagnostic): boolean {
  if (diagnostic.code !== 2307 || !diagnostic.file || diagnostic.start === undefined) return false;
  const specifier = diagnostic.file.text.slice(diagnostic.start, diagnostic.start + (diagnostic.length ?? 0));
  return /^['"]\.\.?\//.test(specifier);
}
