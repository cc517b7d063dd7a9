/** The section sidebar: collapsible groups, the active page highlighted and scrolled into view. */
import { useEffect, useRef, useState } from 'react';
import { usePageContext } from '../page-context.ts';
import { ChevronIcon } from '../icons.tsx';
import { containsPath, isItem } from '../../shared/sidebar-nav.ts';
import { routeKey } from '../../shared/routes.ts';
import type { SidebarEntry, SidebarItem } from '../../shared/site-config.ts';

function Group({ item, pathname, depth }: { item: SidebarItem; pathname: string; depth: number }) {
  const holdsActive = containsPath(item, pathname);
  const [collapsed, setCollapsed] = useState(Boolean(item.collapsed) && !holdsActive);
  useEffect(() => {
    if (holdsActive) setCollapsed(false);
  }, [holdsActive]);
  const collapsible = item.collapsible !== false;
  return (
    <div className={`sidebar-group depth-${depth}${collapsed ? ' collapsed' : ''}`}>
      <div className="sidebar-group-title">
        {item.link ? <ItemLink item={item} pathname={pathname} /> : <span>{item.text}</span>}
        {collapsible && (
          <button type="button" className="sidebar-toggle" aria-expanded={!collapsed} aria-label={item.text} onClick={() => setCollapsed(!collapsed)}>
            <ChevronIcon />
          </button>
        )}
      </div>
      <div className="sidebar-group-items">
        <div>
          <Entries entries={item.items!} pathname={pathname} depth={depth + 1} />
        </div>
      </div>
    </div>
  );
}

function ItemLink({ item, pathname }: { item: SidebarItem; pathname: string }) {
  const active = routeKey(item.link!) === routeKey(pathname);
  return (
    <a className={`sidebar-link${active ? ' active' : ''}`} href={item.link} aria-current={active ? 'page' : undefined}>
      {item.text}
      {item.tag && <span className="nav-tag">{item.tag}</span>}
    </a>
  );
}

function Entries({ entries, pathname, depth }: { entries: SidebarEntry[]; pathname: string; depth: number }) {
  return (
    <>
      {entries.map((entry, i) => {
        if ('dividerType' in entry) return <hr key={i} className={`sidebar-divider ${entry.dividerType}`} />;
        if ('sectionHeaderText' in entry) return <div key={i} className="sidebar-section-header">{entry.sectionHeaderText}</div>;
        if (!isItem(entry)) return null;
        return entry.items ? <Group key={i} item={entry} pathname={pathname} depth={depth} /> : <ItemLink key={i} item={entry} pathname={pathname} />;
      })}
    </>
  );
}

export function Sidebar() {
  const { sidebar, pathname, strings } = usePageContext();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('.sidebar-link.active');
    const box = ref.current;
    if (!active || !box) return;
    const top = active.offsetTop;
    if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - 40) box.scrollTop = top - box.clientHeight / 2;
  }, [pathname]);
  if (!sidebar.length) return null;
  return (
    <aside className="sidebar" ref={ref} aria-label={strings.sidebarNav}>
      <nav>
        <Entries entries={sidebar} pathname={pathname} depth={0} />
      </nav>
    </aside>
  );
}
