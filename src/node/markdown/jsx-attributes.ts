/**
 * Static attribute values of a JSX element in the page tree: `name="x"`, `name={'x'}`,
 * `` name={`x`} `` and `name={['a', "b"]}`. Expressions computed at run time have no static value.
 */
import type { Expression } from 'estree';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function attributeOf(node: JsxElement, name: string) {
  return node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** The expression inside `name={…}`, from the ESTree MDX attaches to it. */
function expressionOf(value: unknown): Expression | undefined {
  const program = (value as { data?: { estree?: { body: { type: string; expression?: Expression }[] } } }).data?.estree;
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

function stringOf(expression: Expression | null | undefined): string | undefined {
  if (expression?.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression?.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

export function stringAttribute(node: JsxElement, name: string): string | undefined {
  const value = attributeOf(node, name)?.value;
  if (typeof value === 'string') return value;
  return value ? stringOf(expressionOf(value)) : undefined;
}

export function stringArrayAttribute(node: JsxElement, name: string): string[] {
  const value = attributeOf(node, name)?.value;
  const expression = value && typeof value !== 'string' ? expressionOf(value) : undefined;
  if (expression?.type !== 'ArrayExpression') return [];
  return expression.elements.flatMap((element) => {
    const text = element && element.type !== 'SpreadElement' ? stringOf(element) : undefined;
    return text === undefined ? [] : [text];
  });
}
