import { useEffect, useRef, useState } from 'react';
import { useAppState } from '#client/lib/app-state.tsx';
import { readCookie } from '#client/lib/cookies.ts';
import { checkSignedIn } from '#client/lib/session-api.ts';
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts';

/**
 * The logged-in check the dashboard and billing pages run before they show anything. It goes
 * through the API helper, so a 401 ends at /account/signin and a 403 at /forbidden. True once signed in.
 * A browser without the session hint has not signed in: it goes to the sign-in page as a 401 would take it,
 * without a call that answers 401 (an error in the browser's console; shared/session-hint.ts).
 */
export function useSignedInCheck(): boolean {
  const { api, setAuthenticated, handleApiError } = useAppState();
  const [isSignedIn, setIsSignedIn] = useState(false);
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    if (!readCookie(SESSION_HINT_COOKIE)) {
      handleApiError({ status: 401 });
      return;
    }
    void checkSignedIn(api).then((outcome) => {
      if (outcome.kind !== 'succeeded') return;
      setAuthenticated(true);
      setIsSignedIn(true);
    });
  }, [api, setAuthenticated, handleApiError]);
  return isSignedIn;
}
