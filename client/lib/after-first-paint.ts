import { afterLoad } from './after-load.ts';

/** How long after the page's load event the app starts even though no paint has been reported. */
export const PAINT_WAIT_AFTER_LOAD_MS = 1000;

/**
 * Calls `start` once, as soon as the prerendered page has been painted (its first contentful paint, or where
 * paint timing is missing the task after the next frame). Without prerendered content in #root there is
 * nothing to paint first, and a tab in the background paints nothing until it is shown:
 * neither waits. Nor does it wait for ever: a second after the load event it starts anyway.
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const root = document.getElementById('root');
  if (!root?.firstElementChild || document.visibilityState !== 'visible') {
    once();
    return;
  }
  document.addEventListener('visibilitychange', once, { once: true });
  afterLoad(PAINT_WAIT_AFTER_LOAD_MS, once);
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => window.setTimeout(once, 0));
  }
}
