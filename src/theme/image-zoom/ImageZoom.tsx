/**
 * Click-to-zoom for the images of a doc page's content. medium-zoom loads only on pages that have
 * images; it is attached 100 ms after a page renders (again after each in-app navigation) and
 * closes on click, Escape, resize, or a scroll of more than 40 px (checked after 150 ms).
 * An image's high-resolution variant is named by `data-zoom-src`; when that file cannot be
 * reached, the page image is zoomed instead and a console warning names the missing file.
 */
import { useEffect } from 'react';
import { usePageContext } from '../page-context.ts';

export const ZOOM_ATTACH_DELAY_MS = 100;
export const ZOOM_SCROLL_OFFSET_PX = 40;
/** Images inside links, or marked `data-no-zoom`, keep their own click behaviour. */
export const ZOOMABLE = '.s-doc-content img:not([data-no-zoom]):not(a img)';

export function ImageZoom() {
  const { pathname } = usePageContext();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page brings new images, so zoom is attached again per path
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const images = [...document.querySelectorAll<HTMLImageElement>(ZOOMABLE)];
      if (!images.length) return;
      try {
        const { attachZoom } = await import('./attach-zoom.ts');
        if (cancelled) return;
        detach = attachZoom(images);
      } catch (error) {
        console.warn('image zoom unavailable:', error);
      }
    }, ZOOM_ATTACH_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      detach?.();
    };
  }, [pathname]);
  return null;
}
