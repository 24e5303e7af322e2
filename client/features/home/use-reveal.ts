import { useEffect, useState } from 'react';
import { useInView } from '#client/lib/use-in-view.ts';
import { usePrefersReducedMotion } from '#client/lib/use-prefers-reduced-motion.ts';

/**
 * The in-view marker on an animated element: `is-in-view` is toggled as scrolling and resizing
 * bring it into view or take it out. The element is only "armed" (hidden until it comes into view) when it
 * starts below the fold once the page is running, so the prerendered page shows everything, nothing above the
 * fold blinks on hydration, and under prefers-reduced-motion nothing is ever hidden or animated.
 */
export function useReveal<T extends HTMLElement>() {
  const [ref, isInView] = useInView<T>();
  const prefersReducedMotion = usePrefersReducedMotion();
  const [isArmed, setIsArmed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion) {
      setIsArmed(false);
      return;
    }
    if (element.getBoundingClientRect().top > window.innerHeight) setIsArmed(true);
  }, [ref, prefersReducedMotion]);

  const className = `reveal${isArmed ? ' reveal-armed' : ''}${isInView ? ' is-in-view' : ''}`;
  return { ref, className, isInView };
}
