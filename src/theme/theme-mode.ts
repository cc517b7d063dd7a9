/**
 * Light / dark / auto. The choice lives in localStorage and is applied by an inline
 * script before first paint; this module toggles it and keeps open tabs in sync.
 */
import { useCallback, useEffect, useState } from 'react';

export const THEME_STORAGE_KEY = 'theme-appearance';
export type ThemeChoice = 'light' | 'dark' | 'auto';

/** An unknown stored value counts as auto. */
export function parseThemeChoice(value: string | null): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean, darkModeEnabled: boolean): 'light' | 'dark' {
  if (!darkModeEnabled) return 'light';
  return choice === 'auto' ? (systemDark ? 'dark' : 'light') : choice;
}

/** The inline <head> script: sets the class and color-scheme before the first paint. */
export function themeInitScript(darkModeEnabled: boolean): string {
  if (!darkModeEnabled) return `document.documentElement.style.colorScheme='light'`;
  return `(function(){var d=document.documentElement,s=null;try{s=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}var k=s==='dark'||(s!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light'})()`;
}

function readChoice(): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'auto';
  }
}

function apply(theme: 'light' | 'dark') {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function useThemeMode(darkModeEnabled: boolean) {
  // The server does not know the reader's theme: start from what the init script applied.
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  useEffect(() => {
    const media = matchMedia('(prefers-color-scheme: dark)');
    const sync = () => {
      const next = resolveTheme(readChoice(), media.matches, darkModeEnabled);
      apply(next);
      setTheme(next);
    };
    sync();
    const onStorage = (e: StorageEvent) => e.key === THEME_STORAGE_KEY && sync();
    media.addEventListener('change', sync);
    window.addEventListener('storage', onStorage);
    return () => {
      media.removeEventListener('change', sync);
      window.removeEventListener('storage', onStorage);
    };
  }, [darkModeEnabled]);

  const toggle = useCallback(
    (event?: { clientX: number; clientY: number }, animate = false) => {
      const next = theme === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        /* storage unavailable: the choice lasts for this page only */
      }
      const run = () => {
        apply(next);
        setTheme(next);
      };
      const doc = document as Document & { startViewTransition?: (cb: () => void) => { ready: Promise<void> } };
      const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
      if (!animate || !doc.startViewTransition || reduced || !event) return run();
      const x = event.clientX;
      const y = event.clientY;
      const radius = Math.hypot(Math.max(x, innerWidth - x), Math.max(y, innerHeight - y));
      doc.startViewTransition(run).ready.then(() => {
        document.documentElement.animate(
          { clipPath: [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`] },
          { duration: 400, easing: 'ease-in', pseudoElement: '::view-transition-new(root)' },
        );
      });
    },
    [theme],
  );
  return { theme, toggle };
}
