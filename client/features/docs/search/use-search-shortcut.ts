import { type RefObject, useEffect, useRef, useSyncExternalStore } from 'react';

/** For the search box's aria-keyshortcuts: what the keys below are, in the attribute's notation. */
export const SEARCH_SHORTCUTS = 'Control+K Meta+K /';

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

function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || event.shiftKey) return false;
  if (event.key.toLowerCase() === 'k') return event.ctrlKey !== event.metaKey;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingIn(event.target);
}

/** A field where "/" is a character: a text box, a text area, a list box's type-ahead, editable content. */
function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return target instanceof HTMLInputElement && !NOT_TYPED_IN.has(target.type);
}

const NOT_TYPED_IN = new Set([
  'button',
  'checkbox',
  'radio',
  'reset',
  'submit',
  'image',
  'file',
  'color',
  'range',
]);

const subscribe = () => () => {};

/**
 * Whether the visitor's keyboard has ⌘ rather than Ctrl for the hint: false in the prerendered page (which
 * is the same for everyone), the browser's answer once the page runs.
 */
export function useIsAppleKeyboard(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => /Mac|iPhone|iPad/.test(navigator.userAgent),
    () => false,
  );
}
