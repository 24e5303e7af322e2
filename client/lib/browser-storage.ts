/**
 * The visitor's preferences kept in this browser (localStorage) for later visits: never sent to the server. A
 * browser that refuses storage (a locked-down or private window) throws; here that is a value never stored and
 * a write that did not keep, and each caller says what the page does then.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`, or forgets it (null); false when the browser would not keep it. */
export function store(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
