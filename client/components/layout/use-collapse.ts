import { type RefObject, useEffect, useRef } from 'react';
import { animateCollapse } from './collapse-animation.ts';

/**
 * Bootstrap's collapse for a React element (collapse-animation.ts): the element folds or unfolds whenever
 * `isExpanded` changes; the first render only shows it as it is.
 */
export function useCollapse<T extends HTMLElement>(isExpanded: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  const isFirstRender = useRef(true);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    return animateCollapse(element, isExpanded);
  }, [isExpanded]);

  return ref;
}
