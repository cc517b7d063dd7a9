/**
 * The theme components a page uses without importing them: each capitalised JSX element of the
 * tree that the page does not import itself is looked up in the component map and its import is
 * added to the tree (an `mdxjsEsm` node with its ESTree), so a block's code travels only with the
 * pages that use it. An element the map does not know is a problem at its position.
 */
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { ImportDeclaration, Program } from 'estree';

export interface ComponentUse {
  /** Every capitalised component the page renders, known or imported by the page, in order of first use. */
  names: string[];
}

const CAPITALISED = /^[A-Z][A-Za-z0-9]*$/;

/** Local names bound by the page's own `import` statements. */
function importedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers) names.add(s.local.name);
    }
  }
  return names;
}

/** `import { A, B } from "module"` as an ESM node MDX compiles like one the author wrote. */
export function importNode(module: string, names: string[]): MdxjsEsm {
  const declaration: ImportDeclaration = {
    type: 'ImportDeclaration',
    attributes: [],
    specifiers: names.map((name) => ({
      type: 'ImportSpecifier',
      imported: { type: 'Identifier', name },
      local: { type: 'Identifier', name },
    })),
    source: { type: 'Literal', value: module, raw: JSON.stringify(module) },
  };
  const estree: Program = { type: 'Program', sourceType: 'module', body: [declaration] };
  return { type: 'mdxjsEsm', value: `import { ${names.join(', ')} } from ${JSON.stringify(module)};`, data: { estree } };
}

export function remarkComponents(components: Record<string, string>, used: ComponentUse, onProblem: (line: number, column: number, reason: string) => void) {
  return () => (tree: Root) => {
    const imported = importedNames(tree);
    const byModule = new Map<string, string[]>();
    const seen = new Set<string>();
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name;
      if (!name || !CAPITALISED.test(name) || seen.has(name)) return;
      seen.add(name);
      used.names.push(name);
      if (imported.has(name)) return;
      const module = components[name];
      if (module) byModule.set(module, [...(byModule.get(module) ?? []), name]);
      else {
        const start = node.position?.start ?? { line: 1, column: 1 };
        onProblem(start.line, start.column, `unknown component <${name}> (known: ${Object.keys(components).join(', ')})`);
      }
    });
    for (const [module, names] of byModule) tree.children.push(importNode(module, names));
  };
}
