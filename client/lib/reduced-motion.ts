/** The media query of the visitor's wish for less motion. */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Calls `apply` with the visitor's preference now, then again each time it changes (the home page's carousel and
 * reveals). The page never tears it down: it lives as long as the page.
 */
export function followReducedMotion(apply: (reduce: boolean) => void): void {
  const media = window.matchMedia(REDUCED_MOTION_QUERY);
  apply(media.matches);
  // Read afresh, as the hook's snapshot does, rather than from the event.
  media.addEventListener('change', () => apply(window.matchMedia(REDUCED_MOTION_QUERY).matches));
}
