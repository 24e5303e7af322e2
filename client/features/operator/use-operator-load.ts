import { useCallback, useEffect, useState } from 'react';
import type { ApiOutcome } from '#client/lib/api.ts';

/** Where a load of the console stands: under way, done with its result, or stopped with a message to show. */
export type Load<T> = { kind: 'loading' } | { kind: 'loaded'; value: T } | { kind: 'error'; message: string };

/**
 * Runs a console read whenever its key changes (the filter, the reference) and keeps only the latest answer. A
 * refusal (the database briefly out of reach) or a call that never completed leaves a message and a retry; a
 * 404 (the visitor is not an operator) has already taken the page to the not-found page (the API's error
 * handler, client/lib/app-state.tsx).
 */
export function useOperatorLoad<T, M, I>(
  key: string,
  read: () => Promise<ApiOutcome<M, I>>,
  pick: (model: M | null, list: I[] | null) => T,
) {
  const [load, setLoad] = useState<Load<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what is read; read and pick follow it.
  useEffect(() => {
    let isCurrent = true;
    setLoad({ kind: 'loading' });
    void read().then((outcome) => {
      if (!isCurrent) return;
      if (outcome.kind !== 'succeeded') {
        setLoad({ kind: 'error', message: outcome.message });
        return;
      }
      setLoad({ kind: 'loaded', value: pick(outcome.model, outcome.list) });
    });
    return () => {
      isCurrent = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, setLoad, retry };
}
