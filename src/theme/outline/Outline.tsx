/** The right-hand outline of the page's H2-H4 headings (depth from frontmatter `outline`). */
import { usePageContext } from '../page-context.ts';
import type { TocItem } from '../../shared/types.ts';

export function outlineItems(toc: TocItem[], outline: false | number | [number, number] | undefined): TocItem[] {
  if (outline === false) return [];
  const [from, to] = Array.isArray(outline) ? outline : [2, outline ?? 3];
  return toc.filter((item) => item.depth >= from && item.depth <= to);
}

export function Outline() {
  const { page, strings } = usePageContext();
  const items = outlineItems(page.toc, page.frontmatter.outline);
  if (!items.length) return null;
  const base = Math.min(...items.map((i) => i.depth));
  return (
    <nav className="outline" aria-labelledby="outline-title">
      <div className="outline-title" id="outline-title">
        {strings.outlineTitle}
      </div>
      <ul>
        {items.map((item) => (
          <li key={item.id} style={{ paddingLeft: (item.depth - base) * 12 }}>
            <a className="outline-link" href={`#${item.id}`}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
