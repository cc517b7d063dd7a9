/**
 * A table of the content. It scrolls sideways when wider than the column (content.css), so it is a
 * keyboard stop: arrow keys scroll it. Written into the HTML, with no script.
 */
import type { TableHTMLAttributes } from 'react';

export function ContentTable(props: TableHTMLAttributes<HTMLTableElement>) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls must be reachable from the keyboard (WCAG 2.1.1), and it may scroll at any width
  return <table tabIndex={0} {...props} />;
}
