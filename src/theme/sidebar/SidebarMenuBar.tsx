/**
 * The bar under the navbar on narrow screens (46 px): a button opening the sidebar drawer (up to
 * 960 px) and the page's outline as a dropdown (up to 1280 px, where the outline column is gone); a
 * navigation landmark, so the open dropdown sits inside one.
 */
import { useRef, useState } from 'react';
import { useStrings } from '../page-context.ts';
import { ChevronIcon, MenuIcon } from '../icons.tsx';
import { OutlineList } from '../outline/Outline.tsx';
import { useDismiss } from '../overlay/use-dismiss.ts';
import type { TocItem } from '../../shared/types.ts';

export function SidebarMenuBar({ hasSidebar, outline, onOpenSidebar }: { hasSidebar: boolean; outline: TocItem[]; onOpenSidebar: () => void }) {
  const strings = useStrings();
  const [outlineOpen, setOutlineOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useDismiss(outlineOpen, () => setOutlineOpen(false), { within: () => [box.current] });
  const className = `s-menu-bar${hasSidebar ? ' s-has-sidebar' : ''}${outline.length ? ' s-has-outline' : ''}`;
  return (
    <nav className={className} aria-label={strings.pageNav}>
      {hasSidebar && (
        <button type="button" className="s-menu-bar-button s-menu-bar-sidebar" onClick={onOpenSidebar} aria-haspopup="dialog">
          <MenuIcon />
          {strings.sidebarMenu}
        </button>
      )}
      {outline.length > 0 && (
        <div className="s-menu-bar-outline" ref={box}>
          <button type="button" className="s-menu-bar-button" aria-expanded={outlineOpen} onClick={() => setOutlineOpen(!outlineOpen)}>
            {strings.outlineTitle}
            <ChevronIcon />
          </button>
          {outlineOpen && (
            <div className="s-menu-bar-outline-panel s-outline">
              <OutlineList items={outline} onChoose={() => setOutlineOpen(false)} />
            </div>
          )}
        </div>
      )}
    </nav>
  );
}
