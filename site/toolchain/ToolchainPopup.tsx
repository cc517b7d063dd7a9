/**
 * The navbar's popover of sibling tools: opens 0.1 s after the pointer enters (or on
 * focus or click), closes 0.1 s after it leaves, and on Escape. The list and its data load on the
 * first intent, so they cost a doc page nothing until then.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { HOVER_DELAY_MS, LazyPartFailure, useDismiss, useLazyPart, useStrings } from '../../src/theme/index.ts';
import './toolchain.css';

const loadPanel = () => import('./ToolchainPanel.tsx');

/** The navbar slot of site.config.ts (`components.navbarAfterLogo`). */
export default function ToolchainPopup() {
  const title = useStrings().toolchain;
  const [open, setOpen] = useState(false);
  const [panel, load] = useLazyPart(loadPanel);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const later = (next: boolean) => {
    if (next) load();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), HOVER_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useDismiss(open, close, { within: () => [root.current], returnFocusTo: () => root.current?.querySelector('button') });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the trigger is the real button inside; the wrapper only handles hover and focus entering or leaving the popup
    <div
      className="toolchain-popup"
      ref={root}
      onMouseEnter={() => later(true)}
      onMouseLeave={() => later(false)}
      onFocus={(e) => {
        load();
        // Focus coming from outside opens it; Escape handing focus back to the trigger does not.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(true);
      }}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
    >
      <button
        type="button"
        className="s-nav-icon-button"
        aria-label={title}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          load();
          setOpen(!open);
        }}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          {[5, 12, 19].flatMap((x) => [5, 12, 19].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" />))}
        </svg>
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of links, not form controls; a fieldset would bring form semantics and its own box */}
      <div
        id={panelId}
        className={`toolchain-panel s-popover${open && (panel.status === 'ready' || panel.status === 'failed') ? ' s-open' : ''}`}
        role="group"
        aria-label={title}
      >
        {panel.status === 'ready' && <panel.value.default />}
        {panel.status === 'failed' && <LazyPartFailure cause={panel.cause} onRetry={() => void load()} />}
      </div>
    </div>
  );
}
