/**
 * The section sidebar: collapsible groups (all open at start, the active page's group forced open),
 * the active page highlighted and scrolled into view. At 960 px and below it is a drawer: a modal
 * dialog over a dimmed page, closed by Escape, the close button or a click beside it.
 */
import { useEffect, useRef, useState } from 'react';
import { usePageContext, useStrings } from '../page-context.ts';
import { ChevronIcon, CloseIcon } from '../icons.tsx';
import { useModal } from '../overlay/use-modal.ts';
import { containsPath, isItem, keyedEntries } from '../../shared/sidebar-nav.ts';
import { routeKey } from '../../shared/routes.ts';
import { isExternalLink } from '../../shared/web-url.ts';
import type { SidebarEntry, SidebarItem } from '../../shared/site-config.ts';

function Group({ item, pathname, depth }: { item: SidebarItem; pathname: string; depth: number }) {
  const holdsActive = containsPath(item, pathname);
  const collapsible = item.collapsible !== false;
  const [collapsed, setCollapsed] = useState(collapsible && Boolean(item.collapsed) && !holdsActive);
  useEffect(() => {
    if (holdsActive) setCollapsed(false);
  }, [holdsActive]);
  return (
    <div className={`s-sidebar-group s-depth-${depth}${collapsed ? ' s-collapsed' : ''}`}>
      <div className="s-sidebar-group-title">
        {item.link ? <ItemLink item={item} pathname={pathname} /> : <span className="s-sidebar-group-text">{item.text}</span>}
        {collapsible && (
          <button type="button" className="s-sidebar-toggle" aria-expanded={!collapsed} aria-label={item.text} onClick={() => setCollapsed(!collapsed)}>
            <ChevronIcon />
          </button>
        )}
      </div>
      <div className="s-sidebar-group-items" inert={collapsed || undefined}>
        <div>
          <Entries entries={item.items!} pathname={pathname} depth={depth + 1} />
        </div>
      </div>
    </div>
  );
}

function ItemLink({ item, pathname }: { item: SidebarItem; pathname: string }) {
  const active = routeKey(item.link!) === routeKey(pathname);
  const outbound = isExternalLink(item.link);
  return (
    <a
      className={`s-sidebar-link${active ? ' s-active' : ''}`}
      href={item.link}
      aria-current={active ? 'page' : undefined}
      data-context={item.context}
      {...(outbound ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.text}
      {item.tag && <span className="s-nav-tag">{item.tag}</span>}
    </a>
  );
}

function Entries({ entries, pathname, depth }: { entries: SidebarEntry[]; pathname: string; depth: number }) {
  return (
    <>
      {keyedEntries(entries).map(({ key, entry }) => {
        if ('dividerType' in entry) return <hr key={key} className={`s-sidebar-divider s-${entry.dividerType}`} />;
        if ('sectionHeaderText' in entry)
          return (
            <div key={key} className="s-sidebar-section-header">
              {entry.sectionHeaderText}
              {entry.tag && <span className="s-nav-tag">{entry.tag}</span>}
            </div>
          );
        if (!isItem(entry)) return null;
        return entry.items ? <Group key={key} item={entry} pathname={pathname} depth={depth} /> : <ItemLink key={key} item={entry} pathname={pathname} />;
      })}
    </>
  );
}

export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { sidebar, pathname } = usePageContext();
  const strings = useStrings();
  const ref = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  useModal(open, onClose, { regions: () => [ref.current, overlay.current], initialFocus: () => ref.current?.querySelector<HTMLElement>('.s-sidebar-close') });
  // biome-ignore lint/correctness/useExhaustiveDependencies: brings the active link into view after each navigation and when the drawer opens
  useEffect(() => {
    const box = ref.current;
    const active = box?.querySelector<HTMLElement>('.s-sidebar-link.s-active');
    if (!active || !box) return;
    const top = active.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - 40) box.scrollTop = top - box.clientHeight / 2;
  }, [pathname, open]);
  // A dialog only while open as a drawer; on wide screens the sidebar is its navigation landmark.
  const dialog = open ? ({ role: 'dialog', 'aria-modal': true, 'aria-label': strings.sidebarNav } as const) : {};
  return (
    <>
      <div className={`s-sidebar${open ? ' s-open' : ''}`} ref={ref} {...dialog}>
        <button type="button" className="s-nav-icon-button s-sidebar-close" aria-label={strings.closeMenu} onClick={onClose}>
          <CloseIcon />
        </button>
        <nav aria-label={strings.sidebarNav}>
          <Entries entries={sidebar} pathname={pathname} depth={0} />
        </nav>
      </div>
      {open && <div className="s-sidebar-overlay" ref={overlay} onClick={onClose} aria-hidden="true" />}
    </>
  );
}
