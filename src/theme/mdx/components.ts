/** Element overrides every page's MDX content renders with. */
import { CodeBlock } from '../components/code/CodeBlock.tsx';
import { ContentLink } from './ContentLink.tsx';
import { ContentTable } from './ContentTable.tsx';

export const mdxComponents = { pre: CodeBlock, a: ContentLink, table: ContentTable };
