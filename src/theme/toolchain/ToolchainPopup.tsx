/**
 * The navbar's popover of sibling tools (SPEC §4, §9): opens 0.1 s after the pointer enters (or on
 * focus or click), closes 0.1 s after it leaves, and on Escape.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { usePageContext } from '../page-context.ts';
import { assetUrl } from '../../shared/assets.ts';
import { localizedTool, TOOLCHAIN } from './toolchain-data.ts';
import './toolchain.css';

export const POPOVER_DELAY = 100;

export function ToolchainPopup() {
  const { lang, site, strings } = usePageContext();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  // Escape hands focus back to the trigger; that focus must not reopen the panel.
  const refocusing = useRef(false);
  const panelId = useId();
  const later = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), POPOVER_DELAY);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      clearTimeout(timer.current);
      setOpen(false);
      const trigger = root.current?.querySelector('button');
      if (trigger && root.current?.contains(document.activeElement) && document.activeElement !== trigger) {
        refocusing.current = true;
        trigger.focus();
        refocusing.current = false;
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div
      className="toolchain-popup"
      ref={root}
      onMouseEnter={() => later(true)}
      onMouseLeave={() => later(false)}
      onFocus={() => !refocusing.current && setOpen(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
    >
      <button type="button" className="nav-icon-button" aria-label={strings.toolchain} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          {[5, 12, 19].flatMap((x) => [5, 12, 19].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" />))}
        </svg>
      </button>
      <div id={panelId} className={`toolchain-panel${open ? ' open' : ''}`} role="group" aria-label={strings.toolchain}>
        <div className="toolchain-panel-title">{strings.toolchain}</div>
        <ul>
          {TOOLCHAIN.map((tool) => {
            const t = localizedTool(tool, lang);
            return (
              <li key={t.name}>
                <a href={t.url} target="_blank" rel="noopener noreferrer">
                  <img src={assetUrl(t.logo, site.assetsBaseUrl)} alt="" width={32} height={32} style={t.logoScale !== 1 ? { transform: `scale(${t.logoScale})` } : undefined} />
                  <span>
                    <strong>{t.name}</strong>
                    <small>{t.description}</small>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
