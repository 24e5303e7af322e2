import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true from the first render after it. The forms keep
 * their fields disabled until then: typed before the script runs, input would be reset by the form library,
 * and a submit would send the fields in a GET query string instead of to the API.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
