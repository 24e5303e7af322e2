import { useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and during hydration, true once React runs the page. Public account forms keep
 * their submit button disabled until then: a submission before the script has loaded would go to the server
 * as a plain form post instead of through the API.
 */
export function useIsHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return isHydrated;
}
