import { type RefObject, useEffect, useRef, useSyncExternalStore } from 'react';
import { hasAppleKeyboard, isSearchShortcut } from './search-shortcut.ts';

export { SEARCH_SHORTCUTS } from './search-shortcut.ts';

/**
 * Ctrl+K (⌘K on a Mac) and "/" bring the docs search box into focus from anywhere on a docs page
 * (docs/product.md, Layout and pages: Documentation); "/" only while the visitor is not typing in a field,
 * where it is a character. Returns the element that had the focus before, so Escape in the box can give the
 * focus back; the box clears it once the focus leaves.
 */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>): RefObject<HTMLElement | null> {
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      const box = input.current;
      if (!box || event.defaultPrevented || event.isComposing || !isSearchShortcut(event)) return;
      event.preventDefault();
      if (document.activeElement !== box) {
        returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        box.focus();
      }
      box.select();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [input]);

  return returnFocusTo;
}

const subscribe = () => () => {};

/**
 * Whether the visitor's keyboard has ⌘ rather than Ctrl for the hint: false in the prerendered page (which
 * is the same for everyone), the browser's answer once the page runs.
 */
export function useIsAppleKeyboard(): boolean {
  return useSyncExternalStore(subscribe, hasAppleKeyboard, () => false);
}
