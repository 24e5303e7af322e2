import { useEffect, useRef, useState } from 'react';
import { useAppState } from '#client/lib/app-state.tsx';

/**
 * The logged-in check the dashboard and billing pages run before they show anything (spec §2, §6). It goes
 * through the API helper, so a 401 ends at /account/signin and a 403 at /forbidden. True once signed in.
 */
export function useSignedInCheck(): boolean {
  const { api, setAuthenticated } = useAppState();
  const [isSignedIn, setIsSignedIn] = useState(false);
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void api.get<string>('/api/account/logged-in').then((reply) => {
      if (!reply.succeeded) return;
      setAuthenticated(true);
      setIsSignedIn(true);
    });
  }, [api, setAuthenticated]);
  return isSignedIn;
}
