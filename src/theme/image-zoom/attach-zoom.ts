/**
 * medium-zoom on a page's images, loaded only on pages that have some (ImageZoom.tsx). The zoomed
 * copies and the backdrop, which medium-zoom adds to <body> (the high-resolution copy only once its
 * file has loaded), are a magnifier only: assistive technology keeps reading the page's own image,
 * which stays in place (blocks.css).
 */
import mediumZoom from 'medium-zoom';
import { ZOOM_SCROLL_OFFSET_PX } from './ImageZoom.tsx';

function hideZoomFromAssistiveTech() {
  for (const element of document.querySelectorAll('body > .medium-zoom-overlay, body > .medium-zoom-image--opened'))
    element.setAttribute('aria-hidden', 'true');
}

/** Attaches zoom to `images`; returns the detach function. */
export function attachZoom(images: HTMLImageElement[]): () => void {
  const zoom = mediumZoom(images, { margin: 24, scrollOffset: ZOOM_SCROLL_OFFSET_PX, background: 'var(--c-zoom-overlay)' });
  // Whatever medium-zoom appends to <body>, whenever it does, is hidden before the next paint.
  const appended = new MutationObserver(hideZoomFromAssistiveTech);
  appended.observe(document.body, { childList: true });
  return () => {
    appended.disconnect();
    zoom.detach();
  };
}
