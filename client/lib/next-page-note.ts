/**
 * A note one page leaves for the next, when a control's click loads it: the language menu keeps focus on itself
 * (or on the burger that folded) across the page its choice opens; a profile saved in another language says so
 * once on the page that comes in it. Kept for one page load, in this tab only; a browser that refuses storage
 * starts the next page as any other.
 */
export function leaveForNextPage(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Nothing kept: the next page starts as any other.
  }
}

/** What the previous page left under `key`, once. */
export function takeFromPreviousPage(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}
