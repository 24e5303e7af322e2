/** The visitor's "Skip all animations" choice, which the docs pages' script (code-sample-behaviour.ts) keeps. */

/** Where the visitor's choice is kept, for every docs page and every later visit. */
const STORAGE_KEY = 'fxe.skipCodeAnimations';
const listeners = new Set<() => void>();
/** The choice when storage refuses to keep it: this page still follows it. */
let memory: boolean | undefined;

function read(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    // Storage refused (a locked-down browser): the samples animate, as for a first visit.
    return false;
  }
}

/** Whether code samples skip their typing, as chosen on this page, an earlier one or another tab. */
export function isSkippingAnimations(): boolean {
  return memory ?? read();
}

/** Calls `onChange` whenever the choice changes, here or in another tab; returns the unsubscribe. */
export function subscribeSkipAnimations(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab that changes the choice changes it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remembers whether code samples skip their typing; every sample on the page follows at once. */
export function setSkipAnimations(isSkipped: boolean): void {
  try {
    if (isSkipped) window.localStorage.setItem(STORAGE_KEY, '1');
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Not remembered, but this page still follows the choice below.
    memory = isSkipped;
  }
  for (const listener of listeners) listener();
}
