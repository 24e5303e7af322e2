import { useEffect, useRef, useState } from 'react';
import { useAppState } from '#client/lib/app-state.tsx';
import { checkSignedIn } from '#client/lib/session-api.ts';

/**
 * The logged-in check the signed-in pages (dashboard, billing, security, your data) run before they show anything. It goes
 * through the API helper, so a 401 ends at /account/signin and a 403 at /forbidden. True once signed in.
 * A browser without the session hint never gets here: it is sent to sign-in first (`SignedInOnly`,
 * client/pages.tsx).
 */
export function useSignedInCheck(): boolean {
  const { api, setAuthenticated } = useAppState();
  const [isSignedIn, setIsSignedIn] = useState(false);
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void checkSignedIn(api).then((outcome) => {
      if (outcome.kind !== 'succeeded') return;
      setAuthenticated(true);
      setIsSignedIn(true);
    });
  }, [api, setAuthenticated]);
  return isSignedIn;
}
