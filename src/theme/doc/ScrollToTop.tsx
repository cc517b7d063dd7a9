/** A round button that appears once the page is scrolled and brings the reader back to the top. */
import { useEffect, useState } from 'react';
import { useStrings } from '../page-context.ts';
import { ArrowUpIcon } from '../icons.tsx';
import { throttle } from '../outline/use-active-heading.ts';

export const SCROLL_TO_TOP_THRESHOLD = 300;

export function ScrollToTop() {
  const strings = useStrings();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = throttle(() => setShown(scrollY > SCROLL_TO_TOP_THRESHOLD), 100);
    update();
    addEventListener('scroll', update, { passive: true });
    return () => {
      removeEventListener('scroll', update);
      update.cancel();
    };
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="s-scroll-to-top"
      aria-label={strings.scrollToTop}
      onClick={() => {
        const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
        scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById('content')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
