/**
 * Pages are data, not code: a `<script>` element, an inline event handler (`onClick=`,
 * `onload=` on any element), `dangerouslySetInnerHTML` or a `javascript:` URL in a page would
 * run in every reader's browser, so each one is reported with its position. A page that really
 * needs one says so with `allowScripts: true` in its frontmatter.
 */
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import type { Position } from 'unist';
import { isScriptUrl } from '../../shared/web-url.ts';

export type ProblemSink = (line: number, column: number, reason: string) => void;

const HANDLER = /^on[a-z]+$/i;
/** Attributes whose value the browser follows or loads as a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'xlinkhref', 'data', 'poster', 'background', 'cite']);
const SCRIPT_IN_EXPRESSION = /\bon[A-Z]\w*\s*[:=]|dangerouslySetInnerHTML|(?:java|vb)script:/;
export const ALLOW_HINT = 'pages are data, not code (allowScripts: true in the frontmatter allows it on this page)';

export function remarkNoScripts(onProblem: ProblemSink) {
  return () => (tree: Root) => {
    const report = (position: Position | undefined, fallback: Position | undefined, what: string) => {
      const start = position?.start ?? fallback?.start ?? { line: 1, column: 1 };
      onProblem(start.line, start.column, `${what}: ${ALLOW_HINT}`);
    };
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
        if (isScriptUrl(node.url)) report(node.position, undefined, `script URL ${JSON.stringify(node.url)}`);
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const tag = `<${node.name ?? ''}>`;
      if (node.name?.toLowerCase() === 'script') report(node.position, undefined, '<script> element');
      for (const attribute of node.attributes) {
        const problem = attributeProblem(attribute);
        if (problem) report(attribute.position, node.position, `${problem} on ${tag}`);
      }
    });
  };
}

function attributeProblem(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): string | undefined {
  if (attribute.type === 'mdxJsxExpressionAttribute') {
    return SCRIPT_IN_EXPRESSION.test(attribute.value) ? `script in the spread attribute {${attribute.value}}` : undefined;
  }
  const { name, value } = attribute;
  if (HANDLER.test(name)) return `inline event handler ${name}`;
  if (name === 'dangerouslySetInnerHTML' || name.toLowerCase() === 'srcdoc') return name;
  if (!URL_ATTRIBUTES.has(name.toLowerCase())) return undefined;
  const text = typeof value === 'string' ? value : (value?.value ?? '');
  if (typeof value === 'string' ? isScriptUrl(text) : /(?:java|vb)script:/i.test(text)) return `script URL in ${name}`;
  return undefined;
}
