/**
 * `:::tip Title` … `:::` containers become callouts; `:::details Title` a <details> block.
 * Text and leaf directives nobody asked for (`a:b` in prose) are turned back into plain text.
 */
import { visit, SKIP } from 'unist-util-visit';
import type { Root, Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';

export const CALLOUT_TYPES = ['tip', 'info', 'note', 'warning', 'danger', 'details'] as const;

/**
 * Marks the label paragraph a callout opens with: `written` when the page gave the title, `type`
 * when it is the callout type put there. The search text and the Markdown copy read it.
 */
export type CalloutLabel = 'written' | 'type';

export function calloutLabelOf(node: { data?: object }): CalloutLabel | undefined {
  return (node.data as { calloutLabel?: CalloutLabel } | undefined)?.calloutLabel;
}

export function remarkContainers() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        const container = node as ContainerDirective;
        const type = container.name;
        if (!(CALLOUT_TYPES as readonly string[]).includes(type)) return;
        const first = container.children[0] as Paragraph | undefined;
        let title: PhrasingContent[] | undefined;
        if (first?.type === 'paragraph' && first.data && 'directiveLabel' in first.data) {
          title = first.children;
          container.children.shift();
        }
        const label: PhrasingContent[] = title ?? [{ type: 'text', value: type.toUpperCase() }];
        const calloutLabel: CalloutLabel = title ? 'written' : 'type';
        if (type === 'details') {
          container.data = { hName: 'details', hProperties: { className: ['s-callout', 's-callout-details'] } };
          container.children.unshift({
            type: 'paragraph',
            children: label,
            data: { hName: 'summary', calloutLabel },
          } as Paragraph);
        } else {
          container.data = { hName: 'div', hProperties: { className: ['s-callout', `s-callout-${type}`] } };
          container.children.unshift({
            type: 'paragraph',
            children: label,
            data: { hProperties: { className: ['s-callout-title'] }, calloutLabel },
          } as Paragraph);
        }
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const prefix = node.type === 'textDirective' ? ':' : '::';
        const text = prefix + node.name + (node.children.length ? `[${node.children.map((c) => ('value' in c ? c.value : '')).join('')}]` : '');
        parent.children.splice(index, 1, { type: 'text', value: text } as never);
        return [SKIP, index];
      }
    });
  };
}
