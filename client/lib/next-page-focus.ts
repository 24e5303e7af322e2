/**
 * Where focus goes on the next page, when a control's click loads it: the language menu keeps focus on itself
 * (or on the burger that folded) across the page its choice opens, as it did when the language changed in the
 * page. Kept for one page load, in this tab only.
 */
const KEY = 'fxe-next-page-focus';

export function focusOnNextPage(target: string): void {
  try {
    sessionStorage.setItem(KEY, target);
  } catch {
    // A browser that refuses storage starts the next page as any other.
  }
}

/** What the previous page asked this one to focus, once. */
export function takeNextPageFocus(): string | null {
  try {
    const target = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return target;
  } catch {
    return null;
  }
}
