/**
 * medium-zoom on a page's images, loaded only on pages that have some (ImageZoom.tsx). The zoomed
 * copy and its backdrop, which medium-zoom adds to <body> right after its `open` event, are a
 * magnifier only: assistive technology keeps reading the page's own image, which stays in place
 * (blocks.css).
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
  zoom.on('open', () => queueMicrotask(hideZoomFromAssistiveTech));
  return () => zoom.detach();
}
