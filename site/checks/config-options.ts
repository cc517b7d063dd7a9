/**
 * Lists the documented options of Rsbuild's config from its type definitions
 * (`config.d.ts` of a release, see doc-versions.ts) with the TypeScript compiler API.
 *
 * Depth: top-level options (`mode`, `root`, ...) and the options of each namespace
 * (`output.target`, `dev.hmr`, ...) are page options; the object fields of a page option
 * are sub-options, which belong on their parent's page as H3 sections. Only the fields that
 * config.d.ts declares itself (`output.distPath.js`) must be documented; fields of types from
 * other packages (a loader's options) may be, so they are listed to recognise them.
 */
import ts from 'typescript';

export interface ConfigOption {
  /** Dotted path, e.g. `output.distPath.js`. */
  path: string;
  /** Text of the `@default` JSDoc tag; undefined when the types give none. */
  default?: string;
  /** 1 for top-level page options, 2 for namespace options, 3 for sub-options, 4 for their fields (listed on request). */
  depth: number;
  deprecated: boolean;
  /** The declared type as written in config.d.ts, on one line; undefined for fields of foreign types. */
  type?: string;
  /**
   * False for fields of types from other packages (an Rspack or loader options object):
   * a page may document them, but it need not, and their JSDoc is not Rsbuild's.
   */
  ownType: boolean;
  /** Options tagged `@requires webpack` only apply to the webpack provider, which this reference does not cover. */
  webpackOnly: boolean;
}

/** Properties that are not user options: internal fields and the bundler switch kept for tooling. */
const INTERNAL = new Set(['_privateMeta', 'provider']);
/** Namespaces whose options each get their own page (`/config/<namespace>/<option>`). */
const NAMESPACES = new Set(['dev', 'html', 'output', 'performance', 'resolve', 'security', 'server', 'source', 'tools', 'moduleFederation']);

export interface ListOptions {
  /**
   * Also list the object fields of sub-options (`dev.client.overlay.runtime`, depth 4). A page
   * may document them under an H4, but they are not required, so the reference check leaves them out.
   */
  nested?: boolean;
  /**
   * Skip the automatic `@types/*` packages (`types: []`): twice as fast, for scanning many
   * releases. Only fields whose types come from those packages (Node's server options) go missing.
   */
  lean?: boolean;
}

export function listConfigOptions(file: string, { nested = false, lean = false }: ListOptions = {}): ConfigOption[] {
  const program = ts.createProgram([file], { strict: true, skipLibCheck: true, noEmit: true, ...(lean ? { types: [] } : {}) });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`cannot read ${file}`);
  const root = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'RsbuildConfig');
  if (!root) throw new Error(`${file}: no RsbuildConfig interface`);
  const declaredHere = (symbol: ts.Symbol) => (symbol.declarations ?? []).some((d) => d.getSourceFile().fileName === source.fileName);

  const optionOf = (symbol: ts.Symbol, path: string, depth: number): ConfigOption => {
    if (!declaredHere(symbol)) return { path, depth, ownType: false, deprecated: false, webpackOnly: false };
    const tags = symbol.getJsDocTags(checker);
    const text = (name: string) => tags.find((t) => t.name === name);
    const def = text('default');
    const declared = symbol.declarations?.find((d): d is ts.PropertySignature => ts.isPropertySignature(d) && d.type !== undefined);
    return {
      path,
      depth,
      default: def ? ts.displayPartsToString(def.text).trim() : undefined,
      ...(declared?.type ? { type: declared.type.getText().replace(/\s+/g, ' ') } : {}),
      ownType: true,
      deprecated: Boolean(text('deprecated')),
      webpackOnly: tags.some((t) => t.name === 'requires' && ts.displayPartsToString(t.text).trim() === 'webpack'),
    };
  };

  /** Object fields of a property's type (unions, intersections and one level of arrays included). */
  const fieldsOf = (symbol: ts.Symbol): ts.Symbol[] => {
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) return [];
    const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, declaration));
    // `T | T[]` and `(T | Fn)[]` options document the fields of T (e.g. `source.transformImport`).
    // One level of arrays only: some foreign types (Rspack rule conditions) nest themselves.
    const flatten = (t: ts.Type, inArray = false): ts.Type[] =>
      t.isUnion()
        ? t.types.flatMap((u) => flatten(u, inArray))
        : checker.isArrayType(t) && !inArray
          ? flatten(checker.getTypeArguments(t as ts.TypeReference)[0] ?? t, true)
          : [t];
    const parts = flatten(type);
    const fields = new Map<string, ts.Symbol>();
    for (const part of parts) {
      if (part.getCallSignatures().length || checker.isArrayType(part)) continue;
      if (!(part.flags & ts.TypeFlags.Object) && !part.isIntersection()) continue;
      for (const field of checker.getPropertiesOfType(part)) {
        if (!fields.has(field.name)) fields.set(field.name, field);
      }
    }
    return [...fields.values()];
  };

  const options: ConfigOption[] = [];
  const rootType = checker.getTypeAtLocation(root);
  for (const top of checker.getPropertiesOfType(rootType)) {
    if (INTERNAL.has(top.name) || isPrivate(top, checker)) continue;
    if (!NAMESPACES.has(top.name)) {
      options.push(optionOf(top, top.name, 1));
      continue;
    }
    for (const option of fieldsOf(top)) {
      if (isPrivate(option, checker)) continue;
      const path = `${top.name}.${option.name}`;
      options.push(optionOf(option, path, 2));
      for (const field of fieldsOf(option)) {
        if (isPrivate(field, checker)) continue;
        options.push(optionOf(field, `${path}.${field.name}`, 3));
        if (!nested || !declaredHere(field)) continue;
        for (const inner of fieldsOf(field)) {
          if (!isPrivate(inner, checker)) options.push(optionOf(inner, `${path}.${field.name}.${inner.name}`, 4));
        }
      }
    }
  }
  return options.sort((a, b) => a.path.localeCompare(b.path));
}

function isPrivate(symbol: ts.Symbol, checker: ts.TypeChecker) {
  return symbol.getJsDocTags(checker).some((t) => t.name === 'private');
}
