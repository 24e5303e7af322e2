import { type RefObject, useEffect, useRef } from 'react';

/**
 * Focuses an element (a panel's heading, tabIndex -1) when it appears: a step that replaces the button just
 * pressed must take the focus, or a keyboard or screen reader user is left on nothing.
 */
export function useFocusOnMount<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
