/**
 * Tabs for alternatives. With a `groupId`, the chosen tab is stored in localStorage and shared
 * live by every tab group with that id on the page. This is the markup, with the first (or the
 * default) tab shown; choosing a tab is tab-controls.ts, so prerendered tabs work without this code.
 */
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { TAB_GROUP, TAB_VALUE } from './tab-controls.ts';

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

export function Tabs({ values, defaultValue, groupId, tabPosition = 'left', children }: TabsProps) {
  const tabs = Children.toArray(children).filter((c): c is ReactElement<TabProps> => isValidElement(c));
  const keys = values ?? tabs.map((t, i) => t.props.value ?? t.props.label ?? String(i));
  const labels = tabs.map((t, i) => t.props.label ?? values?.[i] ?? t.props.value ?? '');
  const selected = defaultValue ?? keys[0];
  const baseId = useId();

  return (
    <div className="s-tabs" {...(groupId ? { [TAB_GROUP]: groupId } : {})}>
      <div className={`s-tabs-list s-tabs-${tabPosition}`} role="tablist">
        {tabs.map((_, i) => (
          <button
            key={keys[i]}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-controls={`${baseId}-panel-${i}`}
            aria-selected={keys[i] === selected}
            tabIndex={keys[i] === selected ? 0 : -1}
            className="s-tab"
            {...{ [TAB_VALUE]: keys[i] }}
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
          className="s-tab-panel"
          // Printed above the panel, where every panel is shown (styles/print.css).
          data-label={labels[i]}
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
