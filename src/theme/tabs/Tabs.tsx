/**
 * Tabs for alternatives. With a `groupId`, the chosen tab is stored in localStorage and shared
 * live by every tab group with that id on the page.
 */
import { Children, isValidElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';

export interface TabProps {
  /** Button text; defaults to the matching entry of the parent's `values`, then to `value`. */
  label?: string;
  value?: string;
  children?: ReactNode;
}

export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

export interface TabsProps {
  /** Tab values, in order; they also label <Tab> children that have no label of their own. */
  values?: string[];
  defaultValue?: string;
  groupId?: string;
  tabPosition?: 'left' | 'center';
  children: ReactNode;
}

const STORAGE_PREFIX = 'tabs-group:';
const CHANGE_EVENT = 'tabs-group-change';

export function readGroup(groupId: string): string | null {
  try {
    return localStorage.getItem(STORAGE_PREFIX + groupId);
  } catch {
    return null;
  }
}

function writeGroup(groupId: string, value: string) {
  try {
    localStorage.setItem(STORAGE_PREFIX + groupId, value);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: { groupId, value } }));
}

export function Tabs({ values, defaultValue, groupId, tabPosition = 'left', children }: TabsProps) {
  const tabs = Children.toArray(children).filter((c): c is ReactElement<TabProps> => isValidElement(c));
  const keys = values ?? tabs.map((t, i) => t.props.value ?? t.props.label ?? String(i));
  const labels = tabs.map((t, i) => t.props.label ?? values?.[i] ?? t.props.value ?? '');
  const [selected, setSelected] = useState(defaultValue ?? keys[0]);
  const baseId = useId();
  // The listeners restart only when the tab values change, not on every render's new array.
  const keyList = JSON.stringify(keys);

  useEffect(() => {
    if (!groupId) return;
    const known: string[] = JSON.parse(keyList);
    const stored = readGroup(groupId);
    if (stored && known.includes(stored)) setSelected(stored);
    const onChange = (e: Event) => {
      const { detail } = e as CustomEvent<{ groupId: string; value: string }>;
      if (detail.groupId === groupId && known.includes(detail.value)) setSelected(detail.value);
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_PREFIX + groupId && e.newValue && known.includes(e.newValue)) setSelected(e.newValue);
    };
    window.addEventListener(CHANGE_EVENT, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CHANGE_EVENT, onChange);
      window.removeEventListener('storage', onStorage);
    };
  }, [groupId, keyList]);

  const choose = (value: string) => {
    setSelected(value);
    if (groupId) writeGroup(groupId, value);
  };

  return (
    <div className="tabs">
      <div className={`tabs-list tabs-${tabPosition}`} role="tablist">
        {tabs.map((_, i) => (
          <button
            key={keys[i]}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-controls={`${baseId}-panel-${i}`}
            aria-selected={keys[i] === selected}
            tabIndex={keys[i] === selected ? 0 : -1}
            className="tab"
            onClick={() => choose(keys[i])}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              const next = (i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length;
              choose(keys[next]);
              (e.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
            }}
          >
            {labels[i]}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        // Every panel stays in the DOM (hidden ones too), so content is readable without JS and the height does not jump.
        <div
          key={keys[i]}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={keys[i] !== selected}
          className="tab-panel"
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
