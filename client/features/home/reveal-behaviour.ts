import { followReducedMotion } from '#client/lib/reduced-motion.ts';

/** An element counts as in view once 15 % of it is. */
const IN_VIEW_THRESHOLD = 0.15;

/**
 * The home page's reveals on scroll, on the elements its sections mark `reveal` in the build-time HTML (community
 * posts, story cards, targets, reasons, gauges; the page is HTML only, docs/decisions/0038): `is-in-view` follows
 * the element in and out of the viewport (set at once where there is no IntersectionObserver), and `reveal-armed` (hidden until in view, by CSS)
 * goes only on elements that start below the fold, never under reduced motion, and comes off when the visitor
 * turns reduced motion on. The HTML arrives with neither, so a page whose script fails shows everything.
 */
export function enhanceReveals(elements: Iterable<HTMLElement>): void {
  const revealed = [...elements];
  if (revealed.length === 0) return;
  if (typeof IntersectionObserver === 'undefined') {
    for (const element of revealed) element.classList.add('is-in-view');
  } else {
    // One observer for all: each entry is its own element's.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) entry.target.classList.toggle('is-in-view', entry.isIntersecting);
      },
      { threshold: IN_VIEW_THRESHOLD },
    );
    for (const element of revealed) observer.observe(element);
  }
  // Armed only where it starts, or is when reduced motion is turned off again: below the fold, out of sight.
  followReducedMotion((reduce) => {
    for (const element of revealed)
      element.classList.toggle(
        'reveal-armed',
        !reduce && element.getBoundingClientRect().top > window.innerHeight,
      );
  });
}
