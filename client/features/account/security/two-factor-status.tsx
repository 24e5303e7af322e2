import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useAppState } from '#client/lib/app-state.tsx';
import { getTwoFactorStatus, type TwoFactorStatus } from './two-factor-api.ts';

interface TwoFactorStatusState {
  /** null while it loads. */
  status: TwoFactorStatus | null;
  reload: () => Promise<void>;
}

const TwoFactorStatusContext = createContext<TwoFactorStatusState | null>(null);

/**
 * The two-factor status the security page's two-factor and passkeys cards share: whether sign-in asks for a code
 * (adding a passkey asks for one too then) and whether the address is confirmed (no factor can be added before).
 * Turning two-factor sign-in on in one card changes what the other asks for at once.
 */
export function TwoFactorStatusProvider({ children }: { children: ReactNode }) {
  const { api } = useAppState();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const reload = useCallback(async () => {
    const outcome = await getTwoFactorStatus(api);
    if (outcome.kind === 'succeeded') setStatus(outcome.model);
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const state = useMemo(() => ({ status, reload }), [status, reload]);
  return <TwoFactorStatusContext.Provider value={state}>{children}</TwoFactorStatusContext.Provider>;
}

export function useTwoFactorStatus(): TwoFactorStatusState {
  const state = useContext(TwoFactorStatusContext);
  if (!state) throw new Error('useTwoFactorStatus() needs a TwoFactorStatusProvider');
  return state;
}
