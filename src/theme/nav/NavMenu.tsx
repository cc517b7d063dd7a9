/**
 * A nav dropdown: opens on hover and closes 150 ms after the pointer leaves, opens with the keyboard
 * (Enter, Space, ArrowDown), closes on Escape or when focus leaves it. Menus nest. A mouse click only
 * opens (the hover has usually opened it already); a tap or the keyboard toggles.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { ChevronIcon } from '../icons.tsx';
import { useDismiss } from '../overlay/use-dismiss.ts';
import { NAV_MENU_CLOSE_DELAY } from '../../shared/nav-rules.ts';

export function NavMenu({
  label,
  active,
  className = '',
  children,
  ariaLabel,
}: {
  label: ReactNode;
  active?: boolean;
  className?: string;
  children: ReactNode;
  ariaLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  /** The kind of pointer that pressed the button, until its click is handled. */
  const pressedWith = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);
  // Escape is part of the menu's own keys below (a nested menu closes alone); navigation closes it here.
  useDismiss(open, () => setOpen(false), { onEscape: false });

  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), NAV_MENU_CLOSE_DELAY);
  };
  /** The panel's own entries: its links and the buttons of the menus nested in it. */
  const items = () => {
    const panel = `#${CSS.escape(panelId)}`;
    return [...(root.current?.querySelectorAll<HTMLElement>(`${panel} > a, ${panel} > .s-nav-menu > button`) ?? [])];
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      e.stopPropagation();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setOpen(true);
        requestAnimationFrame(() =>
          items()
            .at(step > 0 ? 0 : -1)
            ?.focus(),
        );
        return;
      }
      const list = items();
      const current = list.indexOf(document.activeElement as HTMLElement);
      list[current < 0 ? 0 : (current + step + list.length) % list.length]?.focus();
    }
  };
  const onClick = () => {
    if (pressedWith.current === 'mouse') show();
    else setOpen(!open);
    pressedWith.current = '';
  };
  const ifMouse = (action: () => void) => (e: PointerEvent) => e.pointerType === 'mouse' && action();
  const onBlur = (e: FocusEvent) => {
    if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the trigger is the real button inside; the wrapper only sees hover and the key and focus events bubbling from its button and links
    <div
      className={`s-nav-menu ${className}`}
      ref={root}
      onPointerEnter={ifMouse(show)}
      onPointerLeave={ifMouse(hideSoon)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className={`s-nav-link s-nav-menu-button${active ? ' s-active' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onPointerDown={(e) => (pressedWith.current = e.pointerType)}
        onClick={onClick}
      >
        {label}
        <ChevronIcon />
      </button>
      <div id={panelId} className={`s-nav-menu-panel${open ? ' s-open' : ''}`}>
        {children}
      </div>
    </div>
  );
}
