/**
 * Scroll-driven navbar state: hidden while scrolling down when hideNavbar is `auto` (checked at most
 * every 200 ms), transparent over a landing background until the page is scrolled 100 px.
 */
import { useEffect, useState } from 'react';
import { isNavbarHidden, LANDING_BG_THRESHOLD, NAVBAR_SCROLL_THROTTLE } from '../../shared/nav-rules.ts';
import { throttle } from '../outline/use-active-heading.ts';

export function useNavbarScroll(mode: 'always' | 'never' | 'auto', overLanding: boolean) {
  const [hidden, setHidden] = useState(mode === 'always');
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    let previous = scrollY;
    let wasHidden = mode === 'always';
    const update = () => {
      const y = scrollY;
      wasHidden = isNavbarHidden(mode, y, previous, wasHidden);
      previous = y;
      setHidden(wasHidden);
      setAtTop(y < LANDING_BG_THRESHOLD);
    };
    const onScroll = throttle(update, NAVBAR_SCROLL_THROTTLE);
    update();
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [mode]);
  useEffect(() => {
    document.documentElement.classList.toggle('s-navbar-hidden', hidden);
    return () => document.documentElement.classList.remove('s-navbar-hidden');
  }, [hidden]);
  return { hidden, transparent: overLanding && atTop };
}
