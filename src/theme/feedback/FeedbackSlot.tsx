/**
 * The place of "Was this page helpful?" at the end of a doc page. The page's first load carries only
 * this empty box, which holds the question's height; the question itself (PageFeedback.tsx, with its
 * texts) loads when the box comes within a screen of the viewport. When it cannot be loaded the box
 * stays empty, and the next approach tries again.
 */
import { useEffect, useRef } from 'react';
import { useLazyPart } from '../use-lazy-part.ts';

const loadFeedback = () => import('./PageFeedback.tsx');

export function FeedbackSlot() {
  const [part, load] = useLazyPart(loadFeedback);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => entries[0].isIntersecting && load(), { rootMargin: '100% 0px' });
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, [load]);
  return (
    <div className="s-page-feedback" ref={ref}>
      {part.status === 'ready' && <part.value.PageFeedback />}
    </div>
  );
}
