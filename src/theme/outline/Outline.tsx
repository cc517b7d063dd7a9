/** The right-hand outline of the page's H2-H4 headings (depth from frontmatter `outline`), following the scroll. */
import { useEffect, useRef, type CSSProperties } from 'react';
import { useStrings } from '../page-context.ts';
import { useActiveHeading } from './use-active-heading.ts';
import type { TocItem } from '../../shared/types.ts';

export function outlineItems(toc: TocItem[], outline: false | number | [number, number] | undefined): TocItem[] {
  if (outline === false) return [];
  const [from, to] = Array.isArray(outline) ? outline : [2, outline ?? 3];
  return toc.filter((item) => item.depth >= from && item.depth <= to);
}

/**
 * The outline's links; `onChoose` lets the mobile dropdown close after a pick. Deeper links are indented inside
 * themselves (not their item), so the active marker stays on the outline's rule at every depth.
 */
export function OutlineList({ items, active, onChoose }: { items: TocItem[]; active?: string; onChoose?: () => void }) {
  const base = Math.min(...items.map((i) => i.depth));
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <a
            className={`s-outline-link${item.id === active ? ' s-active' : ''}`}
            href={`#${item.id}`}
            style={{ '--outline-indent': `${(item.depth - base) * 12}px` } as CSSProperties}
            aria-current={item.id === active ? 'location' : undefined}
            onClick={onChoose}
          >
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Outline({ items }: { items: TocItem[] }) {
  const strings = useStrings();
  const active = useActiveHeading(items.map((i) => i.id));
  const ref = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keeps the newly active link in view, so it runs when `active` changes
  useEffect(() => {
    const link = ref.current?.querySelector<HTMLElement>('.s-outline-link.s-active');
    const box = ref.current?.parentElement;
    if (link && box && (link.offsetTop < box.scrollTop || link.offsetTop > box.scrollTop + box.clientHeight - 32)) box.scrollTop = link.offsetTop - 64;
  }, [active]);
  if (!items.length) return null;
  return (
    <nav className="s-outline" aria-labelledby="outline-title" ref={ref}>
      <div className="s-outline-title" id="outline-title">
        {strings.outlineTitle}
      </div>
      <OutlineList items={items} active={active} />
    </nav>
  );
}
