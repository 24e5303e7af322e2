import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs the page in the browser. Forms
 * and controls that need JavaScript stay disabled until then: typed before the script runs, input would be
 * reset, and a submit would go to the server as a plain form request (a GET would even put a password in
 * the URL) instead of through the API.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
