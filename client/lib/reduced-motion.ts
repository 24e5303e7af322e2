/** The media query behind usePrefersReducedMotion, shared with the pages' plain-TypeScript behaviours. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * For a page without React: calls `apply` with the visitor's preference now, then again each time it changes,
 * as usePrefersReducedMotion re-renders its component. The page never tears it down: it lives as long as the page.
 */
export function followReducedMotion(apply: (reduce: boolean) => void): void {
  const media = window.matchMedia(REDUCED_MOTION_QUERY);
  apply(media.matches);
  // Read afresh, as the hook's snapshot does, rather than from the event.
  media.addEventListener('change', () => apply(window.matchMedia(REDUCED_MOTION_QUERY).matches));
}
