// The search shortcut's rules (docs-search-behaviour.ts); the keys are also in the box's aria-keyshortcuts.

/** For the search box's aria-keyshortcuts: what the keys below are, in the attribute's notation. */
export const SEARCH_SHORTCUTS = 'Control+K Meta+K /';

/** Ctrl+K or ⌘K (not both, no Alt or Shift), or "/" where it would not be typed as a character. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
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

/** Whether the visitor's keyboard has ⌘ rather than Ctrl, for the hint. */
export function hasAppleKeyboard(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.userAgent);
}
