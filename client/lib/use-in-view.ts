import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether an element is in the viewport, kept up to date as the visitor scrolls or resizes (the
 * in-view marker of animated elements). `once` stops watching after the first time it is seen, for effects
 * that should start once (a code sample's typing). Renders as "not in view" on the server and on hydration.
 */
export function useInView<T extends Element>(
  options: { once?: boolean; threshold?: number } = {},
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [isInView, setIsInView] = useState(false);
  const { once = false, threshold = 0.15 } = options;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        setIsInView(entry.isIntersecting);
        if (entry.isIntersecting && once) observer.disconnect();
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [once, threshold]);

  return [ref, isInView];
}
