/** Locks page scrolling while a full-screen menu or drawer is open (counted, so two never fight). */
import { useEffect } from 'react';

let locks = 0;

export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    locks++;
    document.documentElement.classList.add('s-scroll-locked');
    return () => {
      if (--locks === 0) document.documentElement.classList.remove('s-scroll-locked');
    };
  }, [locked]);
}
